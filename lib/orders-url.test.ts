import { describe, expect, it } from "vitest"

import { orderBuilderPath, orderWhatsappHref } from "./orders-url"

describe("orderBuilderPath", () => {
  it("carries the product and a quantity above one through sign-in", () => {
    expect(orderBuilderPath("atelie-da-ana")).toBe("/encomendar/atelie-da-ana")
    expect(orderBuilderPath("atelie-da-ana", { product: "bolsa", quantity: 1 })).toBe(
      "/encomendar/atelie-da-ana?produto=bolsa"
    )
    expect(orderBuilderPath("atelie-da-ana", { product: "bolsa", quantity: 3 })).toBe(
      "/encomendar/atelie-da-ana?produto=bolsa&quantidade=3"
    )
  })
})

describe("orderWhatsappHref", () => {
  it("names the order in the message, or is null without a usable number", () => {
    const href = orderWhatsappHref("(11) 98765-4321", "CEABCDEFGH23")
    expect(href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/)
    expect(decodeURIComponent(href!.split("text=")[1]!)).toContain("CEABCDEFGH23")
    expect(orderWhatsappHref(null, "CEABCDEFGH23")).toBeNull()
    expect(orderWhatsappHref("123", "CEABCDEFGH23")).toBeNull()
  })
})
