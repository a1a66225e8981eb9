import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getListedBusiness } from "@/lib/data/directory"
import { getBusinessOrderOptions } from "@/lib/data/orders-pages"
import { listBusinessProducts } from "@/lib/data/shop"
import { businessPath } from "@/lib/directory-url"
import { formatCents } from "@/lib/number-format"
import { pageMetadata } from "@/lib/metadata"
import { MY_ORDERS_PATH, orderBuilderPath } from "@/lib/orders-url"
import { type DeliveryMethod, parseBuilderPick } from "@/lib/validations/orders"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { BackLink } from "@/components/navigation/back-link"
import { placeOrderAction } from "./actions"
import { OrderBuilder } from "./_components/order-builder"

export const metadata: Metadata = pageMetadata({
  title: "Fazer encomenda",
  path: MY_ORDERS_PATH,
  noIndex: true,
})

type Props = {
  params: Promise<{ businessSlug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The order builder of one listed business (issue #38), for signed-in members (a visitor is sent to
 * sign in by lib/route-rules.ts and comes back to this same address, `?produto=…&quantidade=…`
 * included). Unknown slugs are the proxy's 404 (lib/routing/order-route.ts); a business that does
 * not take orders says so.
 */
export default async function OrderBuilderPage({ params, searchParams }: Props) {
  const [{ businessSlug }, query] = await Promise.all([params, searchParams])
  const pick = parseBuilderPick(query)
  await requireUser(
    orderBuilderPath(businessSlug, pick.product ? { product: pick.product, quantity: pick.quantity } : undefined)
  )
  const business = SLUG.test(businessSlug) ? await getListedBusiness(businessSlug) : null
  if (!business) notFound()
  const [options, products] = await Promise.all([
    getBusinessOrderOptions(business.id),
    listBusinessProducts(business.id),
  ])
  const back = businessPath(business.slug)

  if (!options || products.length === 0) {
    return (
      <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
        <BackLink href={back}>{business.name}</BackLink>
        <h1 className="text-3xl font-bold tracking-tight">Fazer encomenda</h1>
        <Alert role="status">
          <AlertTitle>{business.name} não recebe encomendas pelo site</AlertTitle>
          <AlertDescription>Fale com o negócio pelos contatos da página dele.</AlertDescription>
        </Alert>
        <Button asChild variant="outline">
          <Link href={back}>Ver a página do negócio</Link>
        </Button>
      </div>
    )
  }

  const methods: DeliveryMethod[] = [
    ...(options.offersPickup ? (["pickup"] as const) : []),
    ...(options.offersLocalDelivery ? (["local_delivery"] as const) : []),
    ...(options.offersShipping ? (["shipping"] as const) : []),
  ]
  const picked = pick.product ? products.find((product) => product.slug === pick.product) : undefined
  const preset: Record<string, number> = picked ? { [picked.id]: pick.quantity } : {}

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <BackLink href={back}>{business.name}</BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Encomendar de {business.name}</h1>
        <p className="text-muted-foreground">
          Escolha as quantidades e como receber. Depois você paga por Pix direto para a vendedora, com o código que
          aparece na encomenda.
        </p>
        {options.minimumOrderCents ? (
          <p className="text-sm">Pedido mínimo: {formatCents(options.minimumOrderCents)}.</p>
        ) : null}
        {options.note ? (
          <p className="bg-muted/40 rounded-lg p-3 text-sm whitespace-pre-line">
            <span className="font-medium">Recado da vendedora:</span> {options.note}
          </p>
        ) : null}
      </header>
      <OrderBuilder
        action={placeOrderAction}
        businessId={business.id}
        products={products.map((product) => ({
          id: product.id,
          name: product.name,
          priceCents: product.priceCents,
          available: product.availability !== "esgotado",
        }))}
        options={{
          methods,
          localDeliveryFeeCents: options.localDeliveryFeeCents,
          minimumOrderCents: options.minimumOrderCents,
        }}
        preset={preset}
      />
    </div>
  )
}
