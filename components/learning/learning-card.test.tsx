import { describe, expect, it } from "vitest"

import { formatMinutes } from "./learning-card"

describe("formatMinutes", () => {
  it.each([
    [5, "5 min"],
    [59, "59 min"],
    [60, "1 h"],
    [90, "1 h 30 min"],
    [1200, "20 h"],
  ])("%i → %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text)
  })
})
