"use client"

import * as React from "react"
import { useRouter } from "next/navigation"

import type { ActionState } from "@/lib/action-state"
import type { LiveTable, LiveTableStatus } from "@/lib/live-table"
import type { LiveToken } from "@/lib/notifications"

export interface OrderLiveProps {
  /** Which orders to follow: `id=eq.<order>` on an order's page, `seller_id=eq.<her id>` on her list. */
  filter: string
  userId: string
  /** For the live channel; null when the server could not read one (the page still works). */
  token: LiveToken | null
  getToken: () => Promise<ActionState<LiveToken>>
  /** Said to screen readers when a change arrives ("A encomenda foi atualizada."). */
  announcement: string
  children?: React.ReactNode
}

/**
 * Keeps an order page current without reload (issue #38): a change of the followed `orders` rows
 * arrives through Realtime (RLS sends it to the buyer, the seller and admins only) and the page is
 * rendered again on the server with her session, so what it shows is always what the database
 * says. The channel stays open across those renders: each one brings a token object of its own,
 * which is offered to the open channel (it keeps the newer) instead of reopening it, or every
 * render would rejoin, refresh and render again. `data-order-live` tells tests when it is open.
 */
export function OrderLive({ filter, userId, token, getToken, announcement, children }: OrderLiveProps) {
  const router = useRouter()
  const [status, setStatus] = React.useState<LiveTableStatus | "off">("off")
  const [said, setSaid] = React.useState("")
  const liveRef = React.useRef<LiveTable | null>(null)
  const latest = React.useRef({ token, getToken, announcement, router })
  React.useEffect(() => {
    latest.current = { token, getToken, announcement, router }
    if (token) liveRef.current?.offerToken(token)
  }, [token, getToken, announcement, router])

  const canListen = token !== null && token.userId === userId
  React.useEffect(() => {
    const first = latest.current.token
    if (!canListen || !first) return
    let cancelled = false
    void import("@/lib/live-table")
      .then(({ watchTable }) => {
        if (cancelled) return
        liveRef.current = watchTable({
          channel: "encomendas",
          table: "orders",
          filter,
          userId,
          token: first,
          getToken: () => latest.current.getToken(),
          onStatus: setStatus,
          // Changes made before the channel (re)joined were not delivered: read the page again.
          onResync: () => latest.current.router.refresh(),
          onChange: () => {
            setSaid(latest.current.announcement)
            latest.current.router.refresh()
          },
        })
      })
      .catch((error: unknown) => console.error("[orders.live]", error))
    return () => {
      cancelled = true
      liveRef.current?.close()
      liveRef.current = null
      setStatus("off")
    }
  }, [canListen, userId, filter])

  return (
    <div data-order-live={status}>
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  )
}
