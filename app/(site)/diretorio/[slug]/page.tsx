import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getListedBusiness, listBusinessReviews, listPrerenderedBusinessSlugs } from "@/lib/data/directory"
import { businessPath } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"
import { BusinessPage } from "@/components/directory/business-page"

type Props = { params: Promise<{ slug: string }> }

// Stands in for the real slugs when the build has no database (Cache Components needs one param).
const BUILD_PLACEHOLDER = "_"

/**
 * An unknown slug is rendered in full before the response starts (as a post's page is), so
 * notFound() answers with status 404: unknown, pending, rejected and paused listings alike. Owners
 * and admins preview theirs at /dashboard/negocio/{id}/previa, so this page stays the same static
 * HTML for everyone.
 */
export const unstable_paramMatching = { slug: "blocking" }

export async function generateStaticParams() {
  const slugs = await listPrerenderedBusinessSlugs()
  return slugs.length ? slugs.map((slug) => ({ slug })) : [{ slug: BUILD_PLACEHOLDER }]
}

async function findBusiness(slug: string) {
  // Anything the database would not accept as a slug is not looked up at all.
  return SLUG_PATTERN.test(slug) ? getListedBusiness(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = await findBusiness((await params).slug)
  // not-found.tsx and error.tsx bring their own titles and noindex.
  if (!business) return {}
  const place = [business.city, business.state].filter(Boolean).join("/")
  const metadata = pageMetadata({
    title: place ? `${business.name} (${place})` : business.name,
    description: business.description?.slice(0, 160) || undefined,
    keywords: [business.name, business.category ?? "", business.city ?? "", "diretório de negócios"].filter(Boolean),
    path: businessPath(business.slug),
  })
  // opengraph-image.tsx beside this page supplies og:image where the page sets none; Twitter inherits it.
  return { ...metadata, openGraph: withoutImages(metadata.openGraph), twitter: withoutImages(metadata.twitter) }
}

function withoutImages<T extends object>(value: T | null | undefined): T | undefined {
  if (!value) return undefined
  const rest = { ...value }
  delete (rest as { images?: unknown }).images
  return rest
}

export default async function ListedBusinessPage({ params }: Props) {
  // A backend failure throws past this page to error.tsx: a toast and the not-found view, never cached.
  const business = await findBusiness((await params).slug)
  if (!business) notFound()
  const reviews = await listBusinessReviews(business.id, 1)
  return <BusinessPage business={business} reviews={reviews} />
}
