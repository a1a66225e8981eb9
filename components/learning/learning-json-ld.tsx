import type { LearningMaterialCard, LearningTrackDetail } from "@/lib/data/learning"
import { LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { LEARNING_PATH, materialPath, trackPath } from "@/lib/learning-url"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { breadcrumbJsonLd, JsonLd } from "@/components/seo/json-ld"

/** schema.org for the library: a material is a LearningResource, a track a Course made of them. */

const provider = () => ({ "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") })
const duration = (minutes: number) => `PT${Math.max(1, minutes)}M`

function learningResource(material: LearningMaterialCard) {
  return {
    "@type": "LearningResource",
    name: material.title,
    description: material.summary,
    url: absoluteUrl(materialPath(material.slug)),
    learningResourceType: LEARNING_KINDS[material.kind],
    educationalLevel: LEARNING_LEVELS[material.level],
    about: LEARNING_TOPICS[material.topic],
    timeRequired: duration(material.estimatedMinutes),
    inLanguage: siteConfig.language,
    isAccessibleForFree: true,
    // Members-only content is behind a free sign-up, which schema.org states this way.
    ...(material.access === "members" ? { conditionsOfAccess: "Exclusivo para membros (cadastro gratuito)" } : {}),
  }
}

export function MaterialJsonLd({ material }: { material: LearningMaterialCard }) {
  const resource = {
    "@context": "https://schema.org",
    ...learningResource(material),
    ...(material.coverUrl ? { image: [absoluteUrl(material.coverUrl)] } : {}),
    author: { "@type": "Person", name: material.authorName },
    provider: provider(),
    datePublished: material.publishedAt,
    dateModified: material.updatedAt,
  }
  const breadcrumb = breadcrumbJsonLd(
    { name: "Aprender", path: LEARNING_PATH },
    { name: material.title, path: materialPath(material.slug) }
  )
  return <JsonLd data={[resource, breadcrumb]} />
}

export function TrackJsonLd({ track }: { track: LearningTrackDetail }) {
  const course = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: track.title,
    description: track.summary,
    url: absoluteUrl(trackPath(track.slug)),
    ...(track.coverUrl ? { image: [absoluteUrl(track.coverUrl)] } : {}),
    inLanguage: siteConfig.language,
    educationalLevel: LEARNING_LEVELS[track.level],
    about: LEARNING_TOPICS[track.topic],
    timeRequired: duration(track.estimatedMinutes),
    isAccessibleForFree: true,
    provider: provider(),
    author: { "@type": "Person", name: track.authorName },
    offers: { "@type": "Offer", price: 0, priceCurrency: "BRL", category: "Free" },
    hasPart: track.items.map(learningResource),
  }
  const breadcrumb = breadcrumbJsonLd(
    { name: "Aprender", path: LEARNING_PATH },
    { name: track.title, path: trackPath(track.slug) }
  )
  return <JsonLd data={[course, breadcrumb]} />
}
