import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { OrderItems } from "./order-items"

describe("OrderItems", () => {
  it("shows each line, the delivery and the exact total the database computed", () => {
    const html = renderToStaticMarkup(
      <OrderItems
        items={[
          { id: "1", productName: "Bolsa", unitPriceCents: 2500, quantity: 2, lineTotalCents: 5000 },
          { id: "2", productName: "Tapete", unitPriceCents: 4000, quantity: 1, lineTotalCents: 4000 },
        ]}
        itemsTotalCents={9000}
        deliveryMethod="local_delivery"
        deliveryFeeCents={800}
        totalCents={9800}
        note="Entregar na portaria."
      />
    ).replaceAll("\u00a0", " ")
    expect(html).toContain("<caption")
    expect(html).toContain("R$ 50,00")
    expect(html).toContain("Entrega local")
    expect(html).toMatch(/data-order-total="true">R\$ 98,00</)
    expect(html).toContain("Entregar na portaria.")
  })
})
