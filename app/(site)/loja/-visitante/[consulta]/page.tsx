import { notFound } from "next/navigation"

import { listProducts } from "@/lib/data/shop"
import { decodeListQuery } from "@/lib/list-visitor-twin"
import { parseShopParams } from "@/lib/shop"
import { ShopListPage, shopListMetadata } from "@/components/shop/shop-list-page"

export const metadata = shopListMetadata

/**
 * A visitor's /loja?busca=…, rewritten here by proxy.ts with the list's parameters in the param
 * (lib/list-visitor-twin.ts): the same list as /loja/-lista, cached as a page for every visitor (at
 * most 60 s, in memory: lib/cache/bounded-pages.mjs).
 */
// Cache Components needs one param at build time; it decodes to no search (a 404).
export function generateStaticParams() {
  return [{ consulta: "_" }]
}

/** Rendered once per query on its first request, then served from the page cache (issue #42). */
export const unstable_paramMatching = { consulta: "blocking" }

type Props = { params: Promise<{ consulta: string }> }

export default async function VisitorShopSearchPage({ params }: Props) {
  const query = decodeListQuery((await params).consulta)
  if (!query) notFound()
  const state = parseShopParams(query)
  return <ShopListPage state={state} listing={await listProducts(state)} />
}
