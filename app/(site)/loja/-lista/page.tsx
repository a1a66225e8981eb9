import { listProducts } from "@/lib/data/shop"
import { parseShopParams } from "@/lib/shop"
import { ShopListPage, shopListMetadata } from "@/components/shop/shop-list-page"

export const metadata = shopListMetadata

/**
 * /loja with a search or filters, rewritten here by proxy.ts (the address stays /loja?…). It blocks
 * on the URL rather than streaming, so the cards are in the HTML; reads come from the tagged cache.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredShopPage({ searchParams }: Props) {
  const state = parseShopParams(await searchParams)
  return <ShopListPage state={state} listing={await listProducts(state)} />
}
