import { describe, expect, it } from "vitest"

import { authorName, FALLBACK_AUTHOR, formatPostDate, formatViews } from "./format"

describe("formatPostDate", () => {
  it("writes dd de MMMM de yyyy in pt-BR", () => {
    expect(formatPostDate("2026-09-04T15:00:00.000Z")).toBe("04 de setembro de 2026")
    expect(formatPostDate(new Date("2025-03-15T12:00:00Z"))).toBe("15 de março de 2025")
  })

  it("uses the calendar of São Paulo, not the server's", () => {
    // 01:30 UTC on 1 January is still 31 December in Brazil (UTC-3).
    expect(formatPostDate("2026-01-01T01:30:00.000Z")).toBe("31 de dezembro de 2025")
    expect(formatPostDate("2026-01-01T03:00:00.000Z")).toBe("01 de janeiro de 2026")
  })

  it("returns an empty string for missing or invalid dates", () => {
    expect(formatPostDate(null)).toBe("")
    expect(formatPostDate(undefined)).toBe("")
    expect(formatPostDate("")).toBe("")
    expect(formatPostDate("não é data")).toBe("")
  })
})

describe("authorName", () => {
  it("keeps a real name, trimmed", () => {
    expect(authorName("  Marina Albuquerque ")).toBe("Marina Albuquerque")
  })

  it("falls back to the product name", () => {
    expect(FALLBACK_AUTHOR).toBe("Convergência Empreendedora")
    expect(authorName(null)).toBe(FALLBACK_AUTHOR)
    expect(authorName(undefined)).toBe(FALLBACK_AUTHOR)
    expect(authorName("   ")).toBe(FALLBACK_AUTHOR)
  })
})

describe("formatViews", () => {
  it("groups thousands and agrees in number", () => {
    expect(formatViews(1285)).toBe("1.285 visualizações")
    expect(formatViews(1)).toBe("1 visualização")
    expect(formatViews(0)).toBe("0 visualizações")
  })

  it("never prints a negative or fractional count", () => {
    expect(formatViews(-3)).toBe("0 visualizações")
    expect(formatViews(2.7)).toBe("2 visualizações")
    expect(formatViews(Number.NaN)).toBe("0 visualizações")
  })
})
