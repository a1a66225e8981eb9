import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { ORDER_STATUS_LABELS } from "@/lib/orders/status"
import { ORDER_STATUSES } from "@/lib/validations/orders"

import { OrderStatusBadge } from "./order-status-badge"
import { OrderTimeline } from "./order-timeline"

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()

describe("OrderStatusBadge", () => {
  it("says every state in words, the icon hidden from screen readers", () => {
    for (const status of ORDER_STATUSES) {
      const html = renderToStaticMarkup(<OrderStatusBadge status={status} />)
      expect(text(html)).toBe(ORDER_STATUS_LABELS[status])
      expect(html).toContain(`data-order-status="${status}"`)
      expect(html).toContain('aria-hidden="true"')
    }
  })
})

describe("OrderTimeline", () => {
  const events = [
    { id: 1, actorRole: "buyer" as const, toStatus: "placed", note: null, createdAt: "2026-11-28T01:30:00Z" },
    { id: 2, actorRole: "buyer" as const, toStatus: "payment_reported", note: null, createdAt: "2026-11-28T02:00:00Z" },
    {
      id: 3,
      actorRole: "seller" as const,
      toStatus: "cancelled",
      note: "Acabou o estoque",
      createdAt: "2026-11-28T14:05:00Z",
    },
  ]

  it("lists each step with its time in São Paulo, the reason of a cancellation, the last as current", () => {
    const html = renderToStaticMarkup(<OrderTimeline events={events} />)
    expect(html.startsWith("<ol")).toBe(true)
    const items = html.split("<li").slice(1).map(text)
    expect(items).toEqual([
      expect.stringContaining("Encomenda feita 27/11/2026, 22:30"),
      expect.stringContaining("Pagamento informado pela compradora 27/11/2026, 23:00"),
      expect.stringContaining("Encomenda cancelada pela vendedora 28/11/2026, 11:05 Motivo: Acabou o estoque"),
    ])
    expect(html).toContain('<time dateTime="2026-11-28T01:30:00Z">')
    expect(html.match(/aria-current="step"/g)).toHaveLength(1)
    expect(html.split("<li").at(-1)).toContain('aria-current="step"')
  })

  it("says so when there is nothing yet", () => {
    expect(text(renderToStaticMarkup(<OrderTimeline events={[]} />))).toBe("Nenhum registro ainda.")
  })
})
