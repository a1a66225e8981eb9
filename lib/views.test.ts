import { describe, expect, it } from "vitest"

import { isAutomatedAgent, isPrefetchRequest, shouldCountView } from "./views"

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
