import { describe, expect, it } from "vitest"

import { deviceNameFromUserAgent } from "./device-name"

// Real user agents of current browsers (2025–2026).
const AGENTS: [string, string][] = [
  [
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
    "Chrome no Android",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    "Safari no iPhone",
  ],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0", "Firefox no Windows"],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
    "Edge no Windows",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
    "Safari no Mac",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    "Chrome no Mac",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1",
    "Chrome no iPhone",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/145.0 Mobile/15E148 Safari/605.1.15",
    "Firefox no iPad",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36",
    "Samsung Internet no Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 OPR/90.0.0.0",
    "Opera no Android",
  ],
  ["Mozilla/5.0 (Android 14; Mobile; rv:145.0) Gecko/145.0 Firefox/145.0", "Firefox no Android"],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
    "Chrome no Chromebook",
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0", "Firefox no Linux"],
  // Headless Chromium, as the browser tests drive it.
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36",
    "Chrome no Linux",
  ],
]

describe("deviceNameFromUserAgent", () => {
  it.each(AGENTS)("%s → %s", (agent, name) => {
    expect(deviceNameFromUserAgent(agent)).toBe(name)
  })

  it("names an unknown browser on a known system, and falls back when nothing is known", () => {
    expect(deviceNameFromUserAgent("SomeBrowser/1.0 (Windows NT 10.0)")).toBe("Navegador no Windows")
    expect(deviceNameFromUserAgent("Mozilla/5.0 Firefox/145.0")).toBe("Firefox")
    expect(deviceNameFromUserAgent("")).toBe("Aparelho")
    expect(deviceNameFromUserAgent(undefined)).toBe("Aparelho")
  })

  it("never grows past the database's 80 characters", () => {
    expect(deviceNameFromUserAgent("x".repeat(100_000) + " Android Chrome/1").length).toBeLessThanOrEqual(80)
  })
})
