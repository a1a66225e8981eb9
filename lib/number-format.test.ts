import { describe, expect, it } from "vitest"

import { formatCents, formatCount, formatInteger, formatOneDecimal } from "./number-format"

describe("number formatting (pt-BR)", () => {
  it("groups thousands with a dot", () => {
    expect(formatInteger(1234567)).toBe("1.234.567")
  })

  it("writes one decimal with a comma", () => {
    expect(formatOneDecimal(4.5)).toBe("4,5")
    expect(formatOneDecimal(4)).toBe("4,0")
  })

  it("writes centavos as reais", () => {
    expect(formatCents(4990).replace(/\s/g, " ")).toBe("R$ 49,90")
  })

  it("puts the noun in the singular for one, the plural otherwise", () => {
    expect(formatCount(1, "avaliação", "avaliações")).toBe("1 avaliação")
    expect(formatCount(0, "avaliação", "avaliações")).toBe("0 avaliações")
    expect(formatCount(1285, "avaliação", "avaliações")).toBe("1.285 avaliações")
  })
})
