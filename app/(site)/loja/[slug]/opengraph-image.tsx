import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { getProduct } from "@/lib/data/shop"
import { formatPrice, PRODUCT_CATEGORIES } from "@/lib/shop"
import { SLUG_PATTERN } from "@/lib/slug"
import { renderShareCard, SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"

export const alt = "Produto da loja da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/** The share card of a shown product, cached with it; 404 otherwise. */
export default async function ProductOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Produto não encontrado")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  cacheLife("days")
  const product = await getProduct(slug)
  if (!product) return null
  return renderShareCard({
    eyebrow: "Loja",
    badge: PRODUCT_CATEGORIES[product.category],
    title: product.name,
    footer: [formatPrice(product.priceCents), "·", product.business.name],
  })
}
