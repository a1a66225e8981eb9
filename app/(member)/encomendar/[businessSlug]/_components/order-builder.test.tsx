import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { IDLE } from "@/lib/action-state"
import { quantityField } from "@/lib/validations/orders"
import { type BuilderProduct, estimateCents, OrderBuilder } from "./order-builder"

const BOLSA: BuilderProduct = {
  id: "70000000-0000-4000-a000-000000000001",
  name: "Bolsa",
  priceCents: 2500,
  available: true,
}
const TAPETE: BuilderProduct = {
  id: "70000000-0000-4000-a000-000000000002",
  name: "Tapete",
  priceCents: 4000,
  available: true,
}
const MANTA: BuilderProduct = {
  id: "70000000-0000-4000-a000-000000000003",
  name: "Manta",
  priceCents: 32000,
  available: false,
}
const noop = async () => IDLE

describe("estimateCents", () => {
  it("adds what she typed, the fee only for local delivery, never a sold-out product or a bad quantity", () => {
    const quantities = { [BOLSA.id]: "2", [TAPETE.id]: "1", [MANTA.id]: "3" }
    expect(estimateCents([BOLSA, TAPETE, MANTA], quantities, "pickup", 800)).toEqual({
      items: 9000,
      fee: 0,
      total: 9000,
    })
    expect(estimateCents([BOLSA, TAPETE], quantities, "local_delivery", 800)).toEqual({
      items: 9000,
      fee: 800,
      total: 9800,
    })
    expect(estimateCents([BOLSA, TAPETE], { [BOLSA.id]: "1.5", [TAPETE.id]: "100" }, null, 800).total).toBe(0)
  })
})

describe("OrderBuilder", () => {
  const html = renderToStaticMarkup(
    <OrderBuilder
      action={noop}
      businessId="60000000-0000-4000-a000-000000000003"
      products={[BOLSA, TAPETE, MANTA]}
      options={{ methods: ["pickup"], localDeliveryFeeCents: 0, minimumOrderCents: 20000 }}
      preset={{ [BOLSA.id]: 2 }}
    />
  )

  it("names each quantity by its product, with the product page's choice already in", () => {
    expect(html).toContain(`name="${quantityField(BOLSA.id)}"`)
    expect(html).toMatch(
      new RegExp(`aria-label="Quantidade de Bolsa"[^>]*value="2"|value="2"[^>]*aria-label="Quantidade de Bolsa"`)
    )
    expect(html).toMatch(/aria-label="Quantidade de Manta"[^>]*disabled|disabled[^>]*aria-label="Quantidade de Manta"/)
    expect(html).toContain("Esgotado")
  })

  it("chooses the only delivery offered and shows the estimate and the minimum", () => {
    expect(html).toMatch(/type="radio"[^>]*value="pickup"[^>]*checked|checked[^>]*value="pickup"/)
    expect(html.replaceAll("\u00a0", " ")).toContain("R$ 50,00")
    expect(html.replaceAll("\u00a0", " ")).toContain("O pedido mínimo desta loja é de R$ 200,00.")
  })
})
