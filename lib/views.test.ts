import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"

import { isAutomatedAgent, isPrefetchRequest, shouldCountView, viewerAddress, visitorHash } from "./views"

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

describe("viewerAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::1", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, expected) => {
    expect(viewerAddress(address)).toBe(expected)
  })
})

describe("visitorHash", () => {
  it("is the HMAC-SHA-256 of the address under the server's key, in hex", async () => {
    const expected = createHmac("sha256", "segredo-do-servidor").update("post-view\n203.0.113.9").digest("hex")
    expect(await visitorHash("segredo-do-servidor", "203.0.113.9")).toBe(expected)
    expect(expected).toMatch(/^[0-9a-f]{64}$/)
  })

  it("is one reader per address (and IPv6 /64), and differs by address and key", async () => {
    const hash = await visitorHash("segredo-do-servidor", "203.0.113.9")
    expect(await visitorHash("segredo-do-servidor", " 203.0.113.9 ")).toBe(hash)
    expect(await visitorHash("k", "2001:db8:1:2::1")).toBe(await visitorHash("k", "2001:db8:1:2:ffff::9"))
    const others = await Promise.all([
      visitorHash("segredo-do-servidor", "203.0.113.10"),
      visitorHash("outro-segredo", "203.0.113.9"),
      visitorHash("k", "2001:db8:1:3::1"),
    ])
    expect(new Set([hash, ...others]).size).toBe(4)
  })
})
