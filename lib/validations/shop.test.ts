import { describe, expect, it } from "vitest"

import { hideProductSchema, productInputSchema } from "@/lib/validations/shop"

const base = {
  business_id: "60000000-0000-4000-a000-000000000003",
  name: "Manta de tricô",
  description: "Lã natural.",
  category: "artesanato",
  price: "320,00",
  availability: "sob_encomenda",
}

describe("productInputSchema", () => {
  it("turns the typed price into centavos", () => {
    expect(productInputSchema.parse(base).price).toBe(32000)
  })

  it("refuses a bad price, category, availability or business", () => {
    expect(productInputSchema.safeParse({ ...base, price: "trinta" }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...base, category: "armas" }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...base, availability: "talvez" }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...base, business_id: "x" }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...base, name: "a" }).success).toBe(false)
    expect(productInputSchema.safeParse({ ...base, description: "a".repeat(601) }).success).toBe(false)
  })
})

describe("hideProductSchema", () => {
  it("requires a reason", () => {
    expect(hideProductSchema.safeParse({ productId: base.business_id, reason: " " }).success).toBe(false)
    expect(hideProductSchema.safeParse({ productId: base.business_id, reason: "Foto imprópria" }).success).toBe(true)
  })
})
