import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"

import { isAutomatedAgent, isPrefetchRequest, shouldCountView, viewDay, visitorHash } from "./views"

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"

describe("isPrefetchRequest", () => {
  it("spots Sec-Purpose and Purpose prefetches", () => {
    expect(isPrefetchRequest(new Headers({ "Sec-Purpose": "prefetch" }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ "Sec-Purpose": "prefetch;prerender" }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ Purpose: "prefetch" }))).toBe(true)
    expect(isPrefetchRequest(new Headers({ "X-Moz": "prefetch" }))).toBe(true)
    expect(isPrefetchRequest(new Headers())).toBe(false)
  })
})

describe("isAutomatedAgent", () => {
  it("lets browsers through", () => {
    expect(isAutomatedAgent(CHROME)).toBe(false)
    expect(isAutomatedAgent(IPHONE)).toBe(false)
  })

  it("catches crawlers, previews, tools and empty agents", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "TelegramBot (like TwitterBot)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "",
      null,
    ]) {
      expect(isAutomatedAgent(agent), String(agent)).toBe(true)
    }
  })
})

describe("shouldCountView", () => {
  it("counts a browser's visit only", () => {
    expect(shouldCountView(new Headers({ "User-Agent": CHROME }))).toBe(true)
    expect(shouldCountView(new Headers({ "User-Agent": CHROME, "Sec-Purpose": "prefetch" }))).toBe(false)
    expect(shouldCountView(new Headers({ "User-Agent": "Googlebot/2.1" }))).toBe(false)
  })
})

describe("viewDay", () => {
  it("is the calendar day in Brazil, not UTC's", () => {
    expect(viewDay(new Date("2026-11-24T02:59:59Z"))).toBe("2026-11-23")
    expect(viewDay(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24")
  })
})

describe("visitorHash", () => {
  const visit = { address: "203.0.113.9", userAgent: CHROME, day: "2026-11-24" }

  it("is the HMAC-SHA-256 of the visit under the server's key, in hex", async () => {
    const expected = createHmac("sha256", "segredo-do-servidor")
      .update(`post-view\n2026-11-24\n203.0.113.9\n${CHROME}`)
      .digest("hex")
    expect(await visitorHash("segredo-do-servidor", visit)).toBe(expected)
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
  })

  it("is stable for one visitor and day, and differs by address, agent, day and key", async () => {
    const hash = await visitorHash("segredo-do-servidor", visit)
    expect(await visitorHash("segredo-do-servidor", { ...visit })).toBe(hash)
    const others = await Promise.all([
      visitorHash("segredo-do-servidor", { ...visit, address: "203.0.113.10" }),
      visitorHash("segredo-do-servidor", { ...visit, userAgent: IPHONE }),
      visitorHash("segredo-do-servidor", { ...visit, day: "2026-11-25" }),
      visitorHash("outro-segredo", visit),
    ])
    expect(new Set([hash, ...others]).size).toBe(5)
  })
})
