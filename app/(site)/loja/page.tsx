import { listProducts } from "@/lib/data/shop"
import { parseShopParams } from "@/lib/shop"
import { ShopListPage, shopListMetadata } from "@/components/shop/shop-list-page"

export const metadata = shopListMetadata

/**
 * The unfiltered catalogue, prerendered and kept until a product or a listing changes (tags
 * TAGS.shop and TAGS.directory). A URL with filters is rendered by /loja/-lista instead (lib/routing/table.ts).
 */
export const instant = false

export default async function ShopPage() {
  const state = parseShopParams({})
  return <ShopListPage state={state} listing={await listProducts(state)} />
}
