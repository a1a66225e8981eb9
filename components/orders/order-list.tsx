import Link from "next/link"

import { formatDateTime } from "@/lib/format"
import { formatCents, formatCount } from "@/lib/number-format"
import { myOrderPath, sellerOrderPath } from "@/lib/orders-url"
import type { OrderStatusValue } from "@/lib/validations/orders"
import { OrderStatusBadge } from "@/components/orders/order-status-badge"

export interface OrderListItem {
  id: string
  code: string
  businessName: string
  buyerName: string
  status: OrderStatusValue
  totalCents: number
  placedAt: string
  itemCount: number
}

/**
 * A list of orders as cards (issue #38): the buyer sees the business, the seller the buyer; each
 * card is one link to the order's page.
 */
export function OrderList({
  orders,
  side,
  empty,
}: {
  orders: OrderListItem[]
  side: "buyer" | "seller"
  empty: string
}) {
  if (orders.length === 0) {
    return <p className="text-muted-foreground rounded-xl border p-8 text-center">{empty}</p>
  }
  return (
    <ul className="space-y-3" aria-label="Encomendas">
      {orders.map((order) => {
        const who = side === "buyer" ? order.businessName : order.buyerName
        return (
          <li key={order.id}>
            <Link
              href={side === "buyer" ? myOrderPath(order.id) : sellerOrderPath(order.id)}
              className="bg-card hover:bg-muted/60 focus-visible:ring-ring flex flex-col gap-2 rounded-xl border p-4 outline-none focus-visible:ring-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="space-y-1">
                <span className="block font-semibold">
                  {who} <span className="text-muted-foreground font-normal">· {order.code}</span>
                </span>
                <span className="text-muted-foreground block text-sm">
                  {formatCount(order.itemCount, "item", "itens")} ·{" "}
                  <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
                </span>
              </span>
              <span className="flex items-center gap-3">
                <OrderStatusBadge status={order.status} />
                <span className="font-semibold whitespace-nowrap">{formatCents(order.totalCents)}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
