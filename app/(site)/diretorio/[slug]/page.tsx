import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getListedBusiness, listBusinessReviews, listPrerenderedBusinessSlugs } from "@/lib/data/directory"
import { getPublicProfileHandles, withAuthorHandles } from "@/lib/data/member-profiles"
import { businessPath } from "@/lib/directory-url"
import { BusinessPage } from "@/components/directory/business-page"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

type Props = { params: Promise<{ slug: string }> }

/**
 * An unknown slug is rendered in full before the response starts (as a post's page is), so
 * notFound() answers with status 404: unknown, pending, rejected and paused listings alike. Owners
 * and admins preview theirs at /dashboard/negocio/{id}/previa, so this page stays the same static
 * HTML for everyone.
 */
export const unstable_paramMatching = { slug: "blocking" }

export async function generateStaticParams() {
  return slugParams(await listPrerenderedBusinessSlugs())
}

const findBusiness = (slug: string) => findBySlug(slug, getListedBusiness)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = await findBusiness((await params).slug)
  // not-found.tsx and error.tsx bring their own titles and noindex.
  if (!business) return {}
  const place = [business.city, business.state].filter(Boolean).join("/")
  return metadataWithOwnImage({
    title: place ? `${business.name} (${place})` : business.name,
    description: business.description?.slice(0, 160) || undefined,
    keywords: [business.name, business.category ?? "", business.city ?? "", "diretório de negócios"].filter(Boolean),
    path: businessPath(business.slug),
  })
}

export default async function ListedBusinessPage({ params }: Props) {
  // A backend failure throws past this page to error.tsx: a toast and the not-found view, never cached.
  const business = await findBusiness((await params).slug)
  if (!business) notFound()
  const reviews = await listBusinessReviews(business.id, 1)
  // One batched lookup of the authors whose profile is public (issue #37): the page stays static.
  const handles = await getPublicProfileHandles(reviews.reviews.map((review) => review.authorId))
  return (
    <BusinessPage business={business} reviews={{ ...reviews, reviews: withAuthorHandles(reviews.reviews, handles) }} />
  )
}
