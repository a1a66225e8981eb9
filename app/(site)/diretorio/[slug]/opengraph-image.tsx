import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { getListedBusiness } from "@/lib/data/directory"
import { SLUG_PATTERN } from "@/lib/slug"
import { SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"
import { renderBusinessShareCard } from "@/components/directory/business-share-card"

export const alt = "Negócio do diretório da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/**
 * The share card of a business (1200×630 PNG): initials, name, category, place and rating over the
 * brand's plum. Drawn from the database only (no remote logo is fetched), cached with the directory;
 * 404 for businesses that are not listed.
 */
export default async function BusinessOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Negócio não encontrado")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("days")
  const business = await getListedBusiness(slug)
  if (!business) return null
  return renderBusinessShareCard(business)
}
