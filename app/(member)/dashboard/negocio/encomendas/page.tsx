import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { countSellerOrders, listSellerOrders } from "@/lib/data/orders-pages"
import { listOwnedBusinesses } from "@/lib/data/directory-owner"
import { readLiveToken } from "@/lib/data/notifications"
import { OWNER_PATH } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { ORDER_STATUS_LABELS } from "@/lib/orders/status"
import { orderSettingsPath, SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { createClient } from "@/lib/supabase/server"
import { ORDER_STATUSES, type OrderStatusValue } from "@/lib/validations/orders"
import { cn } from "@/lib/utils"
import { BackLink } from "@/components/navigation/back-link"
import { getRealtimeToken } from "@/components/notifications/actions"
import { OrderList } from "@/components/orders/order-list"
import { OrderLive } from "@/components/orders/order-live"

export const metadata: Metadata = pageMetadata({
  title: "Encomendas recebidas",
  description: "As encomendas feitas aos seus negócios.",
  path: SELLER_ORDERS_PATH,
  noIndex: true,
})

type Props = { searchParams: Promise<{ estado?: string | string[] }> }

/** The states that wait on her first, then the rest. */
const FILTER_ORDER: OrderStatusValue[] = ["payment_reported", "placed", "paid", "ready", "delivered", "cancelled"]

/**
 * The orders her businesses received (issue #38), filtered by state (`?estado=`), newest first. The
 * list follows her received orders live: a new order or a buyer's "Já paguei" shows without reload.
 */
export default async function ReceivedOrdersPage({ searchParams }: Props) {
  const viewer = await requireUser(SELLER_ORDERS_PATH)
  const raw = (await searchParams).estado
  const wanted = Array.isArray(raw) ? raw[0] : raw
  const status = ORDER_STATUSES.includes(wanted as OrderStatusValue) ? (wanted as OrderStatusValue) : null
  const [orders, counts, businesses, token] = await Promise.all([
    listSellerOrders(viewer.userId, status),
    countSellerOrders(viewer.userId),
    listOwnedBusinesses(viewer.userId),
    readLiveToken(await createClient()).catch(() => null),
  ])
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0)
  const filters: { label: string; href: string; current: boolean }[] = [
    { label: `Todas (${total})`, href: SELLER_ORDERS_PATH, current: status === null },
    ...FILTER_ORDER.map((value) => ({
      label: `${ORDER_STATUS_LABELS[value]} (${counts[value] ?? 0})`,
      href: `${SELLER_ORDERS_PATH}?estado=${value}`,
      current: status === value,
    })),
  ]

  return (
    <OrderLive
      filter={`seller_id=eq.${viewer.userId}`}
      userId={viewer.userId}
      token={token}
      getToken={getRealtimeToken}
      announcement="As encomendas foram atualizadas."
    >
      <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
        <BackLink href={OWNER_PATH}>Meu negócio</BackLink>
        <header className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Encomendas recebidas</h1>
          <p className="text-muted-foreground">
            Confirme cada pagamento quando o Pix chegar na sua conta: a plataforma não recebe o dinheiro.
          </p>
        </header>

        {businesses.length > 0 ? (
          <nav aria-label="Configurar encomendas" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {businesses.map((business) => (
              <Link key={business.id} href={orderSettingsPath(business.id)} className="underline underline-offset-4">
                Receber encomendas: {business.name}
              </Link>
            ))}
          </nav>
        ) : null}

        <nav aria-label="Filtrar por situação">
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => (
              <li key={filter.href}>
                <Link
                  href={filter.href}
                  aria-current={filter.current ? "page" : undefined}
                  className={cn(
                    "focus-visible:ring-ring inline-flex rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2",
                    filter.current ? "bg-primary text-primary-foreground border-primary" : "hover:bg-muted"
                  )}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <OrderList
          orders={orders}
          side="seller"
          empty={status ? "Nenhuma encomenda nesta situação." : "Nenhuma encomenda recebida ainda."}
        />
      </div>
    </OrderLive>
  )
}
