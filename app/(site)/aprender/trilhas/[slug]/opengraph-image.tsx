import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { getLearningTrack } from "@/lib/data/learning"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"
import { formatMinutes } from "@/components/learning/learning-card"
import { renderShareCard, SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"

export const alt = "Trilha de Aprender, da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/** The share card of a track, cached with the library; 404 for unknown slugs. */
export default async function TrackOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Trilha não encontrada")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("days")
  const track = await getLearningTrack(slug)
  if (!track) return null
  const count = track.materialCount === 1 ? "1 material" : `${track.materialCount} materiais`
  return renderShareCard({
    eyebrow: "Aprender",
    badge: "Trilha",
    title: track.title,
    footer: [count, "·", formatMinutes(track.estimatedMinutes), "·", siteConfig.name],
  })
}
