import type { Metadata } from "next"

import { pageMetadata, type PageMetadataInput } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"

/**
 * What the public pages of one post and one business (/convergindo/[slug], /diretorio/[slug])
 * share: prerendered params, the slug check before any query, and metadata whose share image comes
 * from the opengraph-image.tsx beside the page.
 */

// Stands in for the real slugs when the build has no database (Cache Components needs one param).
const BUILD_PLACEHOLDER = "_"

/** generateStaticParams' answer for these slugs, or the placeholder when there are none. */
export function slugParams(slugs: string[]): { slug: string }[] {
  return slugs.length ? slugs.map((slug) => ({ slug })) : [{ slug: BUILD_PLACEHOLDER }]
}

/** The row behind a slug, or null without a query when the database would not accept it as a slug. */
export async function findBySlug<T>(slug: string, get: (slug: string) => Promise<T | null>): Promise<T | null> {
  return SLUG_PATTERN.test(slug) ? get(slug) : null
}

function withoutImages<T extends object>(value: T | null | undefined): T | undefined {
  if (!value) return undefined
  const rest = { ...value }
  delete (rest as { images?: unknown }).images
  return rest
}

/**
 * pageMetadata() without the site's default image: opengraph-image.tsx beside the page supplies
 * og:image only where the page sets none; Twitter then inherits it.
 */
export function metadataWithOwnImage(input: PageMetadataInput): Metadata {
  const metadata = pageMetadata(input)
  return { ...metadata, openGraph: withoutImages(metadata.openGraph), twitter: withoutImages(metadata.twitter) }
}
