import { describe, expect, it } from "vitest"

import { adminLinksFor, hasSessionHint, SESSION_HINT_COOKIE } from "./viewer-state"

describe("hasSessionHint", () => {
  it.each([
    [`${SESSION_HINT_COOKIE}=1`, true],
    [`theme=dark; ${SESSION_HINT_COOKIE}=1; other=x`, true],
    ["theme=dark", false],
    [`x${SESSION_HINT_COOKIE}=1`, false],
    ["", false],
  ])("%j → %s", (cookieHeader, expected) => {
    expect(hasSessionHint(cookieHeader)).toBe(expected)
  })
})

describe("adminLinksFor", () => {
  const links = [
    { title: "Painel Admin", href: "/admin" },
    { title: "Editor de Blog", href: "/admin/blog" },
    { title: "Newsletter", href: "/admin/newsletter" },
  ]
  const viewer = { userId: "u", isAdmin: false, canEditBlog: false }

  it("gives admins every link", () => {
    expect(adminLinksFor({ ...viewer, isAdmin: true }, links)).toEqual(links)
  })

  it("gives blog editors only the blog editor", () => {
    expect(adminLinksFor({ ...viewer, canEditBlog: true }, links)).toEqual([links[1]])
  })

  it("gives members none", () => {
    expect(adminLinksFor(viewer, links)).toEqual([])
  })
})
