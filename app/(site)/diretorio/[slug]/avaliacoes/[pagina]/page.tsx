import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getListedBusiness, listBusinessReviews } from "@/lib/data/directory"
import { getPublicProfileHandles, withAuthorHandles } from "@/lib/data/member-profiles"
import { businessReviewsPath } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { SLUG_PATTERN } from "@/lib/slug"
import { BusinessPage } from "@/components/directory/business-page"

type Props = { params: Promise<{ slug: string; pagina: string }> }

/**
 * Page N (2 and up) of a business's reviews, at its own path so the business page stays static:
 * rendered on first visit, then kept in the tagged cache. Page 1 is the business page itself.
 */
export const unstable_paramMatching = { slug: "blocking", pagina: "blocking" }

export async function generateStaticParams() {
  return [{ slug: "_", pagina: "2" }]
}

async function find(params: Props["params"]) {
  const { slug, pagina } = await params
  if (!SLUG_PATTERN.test(slug) || !/^[1-9]\d{0,3}$/.test(pagina) || pagina === "1") return null
  const business = await getListedBusiness(slug)
  if (!business) return null
  const reviews = await listBusinessReviews(business.id, Number(pagina))
  return reviews.page <= reviews.pageCount ? { business, reviews } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(params)
  if (!found) return {}
  const { business, reviews } = found
  return pageMetadata({
    title: `Avaliações de ${business.name} (página ${reviews.page})`,
    description: `Avaliações de clientes de ${business.name}, página ${reviews.page} de ${reviews.pageCount}.`,
    path: businessReviewsPath(business.slug, reviews.page),
  })
}

export default async function BusinessReviewsPage({ params }: Props) {
  const found = await find(params)
  if (!found) notFound()
  const { business, reviews } = found
  // One batched lookup of the authors whose profile is public (issue #37): the page stays static.
  const handles = await getPublicProfileHandles(reviews.reviews.map((review) => review.authorId))
  return (
    <BusinessPage business={business} reviews={{ ...reviews, reviews: withAuthorHandles(reviews.reviews, handles) }} />
  )
}
