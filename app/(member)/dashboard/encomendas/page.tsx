import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { listMyOrders } from "@/lib/data/orders-pages"
import { pageMetadata } from "@/lib/metadata"
import { MY_ORDERS_PATH } from "@/lib/orders-url"
import { SHOP_PATH } from "@/lib/shop"
import { BackLink } from "@/components/navigation/back-link"
import { OrderList } from "@/components/orders/order-list"

export const metadata: Metadata = pageMetadata({
  title: "Minhas encomendas",
  description: "As encomendas que você fez aos negócios da comunidade.",
  path: MY_ORDERS_PATH,
  noIndex: true,
})

/** The orders she placed (issue #38), newest first, each with its state and total. */
export default async function MyOrdersPage() {
  const viewer = await requireUser(MY_ORDERS_PATH)
  const orders = await listMyOrders(viewer.userId)
  return (
    <div className="container mx-auto max-w-4xl space-y-8 px-4 py-10">
      <BackLink href="/dashboard">Dashboard</BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Minhas encomendas</h1>
        <p className="text-muted-foreground">
          O pagamento é feito por Pix direto para a vendedora. Encontre produtos na{" "}
          <Link href={SHOP_PATH} className="text-foreground underline underline-offset-4">
            loja
          </Link>
          .
        </p>
      </header>
      <OrderList orders={orders} side="buyer" empty="Você ainda não fez nenhuma encomenda." />
    </div>
  )
}
