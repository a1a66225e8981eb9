import { describe, expect, it } from "vitest"

import { formatPrice, parsePriceToCents, parseShopParams, shopHref, whatsappHref } from "@/lib/shop"

describe("prices", () => {
  it("formats centavos as BRL the pt-BR way", () => {
    expect(formatPrice(4990).replace(/\s/g, " ")).toBe("R$ 49,90")
    expect(formatPrice(180000).replace(/\s/g, " ")).toBe("R$ 1.800,00")
    expect(formatPrice(0).replace(/\s/g, " ")).toBe("R$ 0,00")
  })

  it("reads what people type into centavos", () => {
    expect(parsePriceToCents("49,90")).toBe(4990)
    expect(parsePriceToCents("R$ 1.234,50")).toBe(123450)
    expect(parsePriceToCents("49.90")).toBe(4990)
    expect(parsePriceToCents("12")).toBe(1200)
    expect(parsePriceToCents("abc")).toBeNull()
    expect(parsePriceToCents("-5")).toBeNull()
    expect(parsePriceToCents("1,999")).toBeNull()
  })
})

describe("whatsappHref", () => {
  it("pre-fills the message with the product name and adds Brazil's code", () => {
    const href = whatsappHref("(81) 98888-1010", "Bolo de rolo")!
    expect(href.startsWith("https://wa.me/5581988881010?text=")).toBe(true)
    expect(decodeURIComponent(href.split("text=")[1]!)).toContain('"Bolo de rolo"')
    expect(whatsappHref("+55 81 98888-1010", "x")!.startsWith("https://wa.me/5581988881010")).toBe(true)
    expect(whatsappHref(null, "x")).toBeNull()
  })
})

describe("catalogue URL state", () => {
  it("keeps known values and drops the rest", () => {
    expect(parseShopParams({ busca: "  bolo ", categoria: "alimentacao", uf: "pe" })).toEqual({
      search: "bolo",
      category: "alimentacao",
      state: "PE",
      page: 1,
    })
    expect(parseShopParams({ categoria: "<script>", uf: "XYZ", pagina: "0" })).toEqual({
      search: "",
      category: "",
      state: "",
      page: 1,
    })
    expect(parseShopParams({ pagina: "2" }).page).toBe(2)
    expect(parseShopParams({ pagina: "2x" }).page).toBe(1)
    expect(shopHref({ category: "moda", state: "SC" })).toBe("/loja?categoria=moda&uf=SC")
    expect(shopHref({ category: "moda", page: 3 })).toBe("/loja?categoria=moda&pagina=3")
    expect(shopHref({ page: 1 })).toBe("/loja")
    expect(shopHref({})).toBe("/loja")
  })
})
