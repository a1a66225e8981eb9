import { describe, expect, it } from "vitest"

import { UNSUBSCRIBE_CATEGORIES } from "@/lib/notifications/categories"
import {
  notificationTokenSecret,
  notificationUnsubscribeLinks,
  signUnsubscribe,
  verifyUnsubscribe,
} from "@/lib/mail/notification-links"
import { signUnsubscribeToken } from "@/lib/mail/newsletter-token"

const SECRET = "a-test-secret-that-is-long-enough-0123456789"
const OTHER = "another-secret-that-is-long-enough-987654321"
const USER = "40000000-0000-4000-a000-000000000007"
const OTHER_USER = "40000000-0000-4000-a000-000000000008"

/** u, c and t of a link. */
function query(link: string) {
  const url = new URL(link)
  return { u: url.searchParams.get("u"), c: url.searchParams.get("c"), t: url.searchParams.get("t") }
}

describe("notificationUnsubscribeLinks", () => {
  it("points at the page and the one-click route on the site's own address, with the same signed query", () => {
    const links = notificationUnsubscribeLinks("https://convergencia.example/", USER, "messages", SECRET)
    const page = new URL(links.page)
    const oneClick = new URL(links.oneClick)
    expect(page.origin).toBe("https://convergencia.example")
    expect(page.pathname).toBe("/notificacoes/descadastrar")
    expect(oneClick.origin).toBe("https://convergencia.example")
    expect(oneClick.pathname).toBe("/notificacoes/descadastrar/um-clique")
    expect(query(links.oneClick)).toEqual(query(links.page))
    const { u, c, t } = query(links.page)
    expect({ u, c }).toEqual({ u: USER, c: "messages" })
    expect(verifyUnsubscribe(u, c, t, SECRET)).toEqual({ userId: USER, category: "messages" })
  })

  it("signs every category and the digest", () => {
    for (const category of UNSUBSCRIBE_CATEGORIES) {
      const { u, c, t } = query(notificationUnsubscribeLinks("https://x.example", USER, category, SECRET).page)
      expect(verifyUnsubscribe(u, c, t, SECRET)).toEqual({ userId: USER, category })
    }
  })
})

describe("verifyUnsubscribe", () => {
  const t = signUnsubscribe(USER, "community", SECRET)

  it("refuses a link whose user, category or token was changed", () => {
    expect(verifyUnsubscribe(USER, "community", t, SECRET)).not.toBeNull()
    expect(verifyUnsubscribe(OTHER_USER, "community", t, SECRET)).toBeNull()
    expect(verifyUnsubscribe(USER, "messages", t, SECRET)).toBeNull()
    expect(verifyUnsubscribe(USER, "digest", t, SECRET)).toBeNull()
    const flipped = `${t[0] === "A" ? "B" : "A"}${t.slice(1)}`
    expect(verifyUnsubscribe(USER, "community", flipped, SECRET)).toBeNull()
    // The same bits spelled with the last character's spare bits set: not the canonical form.
    const last = t.at(-1)!
    const spare = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    const respelled = `${t.slice(0, -1)}${spare[spare.indexOf(last) ^ 1]}`
    expect(verifyUnsubscribe(USER, "community", respelled, SECRET)).toBeNull()
  })

  it("refuses another secret, and a newsletter token made with the same secret", () => {
    expect(verifyUnsubscribe(USER, "community", t, OTHER)).toBeNull()
    const newsletter = signUnsubscribeToken(USER, SECRET).split(".")[1]
    expect(verifyUnsubscribe(USER, "community", newsletter, SECRET)).toBeNull()
  })

  it("refuses malformed input without throwing", () => {
    for (const [u, c, token] of [
      [undefined, "community", t],
      [USER, undefined, t],
      [USER, "community", undefined],
      ["not-a-uuid", "community", t],
      [USER, "shop", t],
      [USER, "community", `${t}=`],
      [USER, "community", t.slice(1)],
      [[USER], "community", t],
    ] as const) {
      expect(verifyUnsubscribe(u, c, token, SECRET)).toBeNull()
    }
  })

  it("accepts the user id in capitals (some mail programs rewrite links)", () => {
    expect(verifyUnsubscribe(USER.toUpperCase(), "community", t, SECRET)).toEqual({
      userId: USER,
      category: "community",
    })
  })

  it("needs a secret of 32 characters or more", () => {
    expect(() => verifyUnsubscribe(USER, "community", t, "short")).toThrow(/32 characters/)
    expect(() => signUnsubscribe(USER, "community", "short")).toThrow(/32 characters/)
  })
})

describe("notificationTokenSecret", () => {
  it("prefers NOTIFICATION_TOKEN_SECRET, falls back to NEWSLETTER_TOKEN_SECRET, else none", () => {
    expect(notificationTokenSecret({ notificationTokenSecret: SECRET, newsletterTokenSecret: OTHER })).toBe(SECRET)
    expect(notificationTokenSecret({ newsletterTokenSecret: OTHER })).toBe(OTHER)
    expect(notificationTokenSecret({})).toBeNull()
  })
})
