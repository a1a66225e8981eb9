import type { ReactNode } from "react"

import type { LiveToken } from "@/lib/notifications"
import type { OrderStatusValue } from "@/lib/validations/orders"
import { BackLink } from "@/components/navigation/back-link"
import { getRealtimeToken } from "@/components/notifications/actions"
import { OrderLive } from "@/components/orders/order-live"
import { OrderStatusBadge } from "@/components/orders/order-status-badge"

type Props = {
  order: { id: string; code: string; status: OrderStatusValue }
  userId: string
  token: LiveToken | null
  back: { href: string; label: string }
  /** Who ordered from whom, and when: the line under the heading. */
  summary: ReactNode
  children: ReactNode
}

/** An order's page, the buyer's or the seller's: live on the order's row, its code and state on top. */
export function OrderPageFrame({ order, userId, token, back, summary, children }: Props) {
  return (
    <OrderLive
      filter={`id=eq.${order.id}`}
      userId={userId}
      token={token}
      getToken={getRealtimeToken}
      announcement="A encomenda foi atualizada."
    >
      <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
        <BackLink href={back.href}>{back.label}</BackLink>
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight">Encomenda {order.code}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-muted-foreground">{summary}</p>
        </header>
        {children}
      </div>
    </OrderLive>
  )
}
