import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { getLearningMaterial } from "@/lib/data/learning"
import { LEARNING_KINDS } from "@/lib/learning/vocabulary"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"
import { formatMinutes } from "@/components/learning/learning-card"
import { renderShareCard, SHARE_CARD_SIZE, shareCardResponse } from "@/components/seo/share-card"

export const alt = "Material de Aprender, da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
export const contentType = "image/png"

/** The share card of a material (metadata only, members-only ones too), cached with the library; 404 for unknown slugs. */
export default async function MaterialOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Material não encontrado")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("days")
  const material = await getLearningMaterial(slug)
  if (!material) return null
  return renderShareCard({
    eyebrow: "Aprender",
    badge: LEARNING_KINDS[material.kind],
    title: material.title,
    footer: [formatMinutes(material.estimatedMinutes), "·", material.authorName, "·", siteConfig.name],
  })
}
