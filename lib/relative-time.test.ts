import { describe, expect, it } from "vitest"
import { formatRelativeTime } from "./relative-time"

const NOW = Date.parse("2026-11-23T15:00:00.000Z")
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe("formatRelativeTime (spec section 9)", () => {
  it.each([
    ["the same instant", 0, "Agora mesmo"],
    ["1 s ago", 1 * s, "Agora mesmo"],
    ["59.999 s ago", 60 * s - 1, "Agora mesmo"],
    ["a clock slightly ahead (30 s in the future)", -30 * s, "Agora mesmo"],
    ["exactly 60 s ago", 60 * s, "1 min atrás"],
    ["119 s ago", 119 * s, "1 min atrás"],
    ["2 min ago", 2 * min, "2 min atrás"],
    ["59 min 59 s ago", h - s, "59 min atrás"],
    ["exactly 1 h ago", h, "1 h atrás"],
    ["1 h 59 min ago", 2 * h - min, "1 h atrás"],
    ["23 h 59 min ago", d - min, "23 h atrás"],
    ["exactly 1 day ago", d, "1 d atrás"],
    ["47 h ago", 47 * h, "1 d atrás"],
    ["6 days 23 h ago", 7 * d - h, "6 d atrás"],
    ["exactly 7 days ago", 7 * d, "16/11/2026"],
    ["30 days ago", 30 * d, "24/10/2026"],
    ["a year ago", 365 * d, "23/11/2025"],
  ])("%s → %s", (_label, elapsed, expected) => {
    expect(formatRelativeTime(new Date(NOW - elapsed).toISOString(), NOW, { timeZone: "UTC" })).toBe(expected)
  })

  it("writes older dates in the reader's zone, pt-BR order", () => {
    // 02:00 UTC on the 10th is still the 9th in São Paulo (UTC-3).
    const at = "2026-11-10T02:00:00.000Z"
    expect(formatRelativeTime(at, NOW, { timeZone: "UTC" })).toBe("10/11/2026")
    expect(formatRelativeTime(at, NOW, { timeZone: "America/Sao_Paulo" })).toBe("09/11/2026")
  })

  it("accepts Date and epoch milliseconds as well as ISO text", () => {
    expect(formatRelativeTime(new Date(NOW - 5 * min), new Date(NOW))).toBe("5 min atrás")
    expect(formatRelativeTime(NOW - 3 * h, NOW)).toBe("3 h atrás")
  })

  it("returns an empty text for an unreadable date", () => {
    expect(formatRelativeTime("not a date", NOW)).toBe("")
  })
})
