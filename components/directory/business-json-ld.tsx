import type { BusinessDetail, PublicReview } from "@/lib/data/directory"
import { displayableLogoUrl } from "@/lib/directory"
import { businessPath, DIRECTORY_PATH } from "@/lib/directory-url"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { normalizeBrazilianPhone } from "@/lib/validations/profile"
import { breadcrumbJsonLd, JsonLd } from "@/components/seo/json-ld"

/**
 * schema.org LocalBusiness of a business page, with its aggregateRating (only when it has approved
 * reviews, as Google requires) and the reviews shown on the page. `image`: the logo or the
 * generated share card.
 */
function localBusinessJsonLd(business: BusinessDetail, reviews: PublicReview[]) {
  const url = absoluteUrl(businessPath(business.slug))
  const shown = displayableLogoUrl(business.logoUrl, business.id)
  // The demo data's logos are this site's own files, addressed from its root.
  const logo = shown?.startsWith("/") ? absoluteUrl(shown) : shown
  const sameAs = [business.instagramUrl, business.websiteUrl].filter((link): link is string => Boolean(link))
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: business.name,
    description: business.description ?? undefined,
    url,
    image: [logo ?? absoluteUrl(siteConfig.ogImage.src)],
    logo: logo ?? undefined,
    telephone: (business.whatsapp && normalizeBrazilianPhone(business.whatsapp)) || undefined,
    email: business.contactEmail ?? undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.city ?? undefined,
      addressRegion: business.state ?? undefined,
      addressCountry: "BR",
    },
    aggregateRating:
      business.ratingAverage !== null && business.ratingCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: business.ratingAverage,
            reviewCount: business.ratingCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: reviews.length
      ? reviews.slice(0, 5).map((review) => ({
          "@type": "Review",
          author: { "@type": "Person", name: review.authorName },
          datePublished: review.createdAt,
          reviewBody: review.comment,
          reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        }))
      : undefined,
  }
}

export function BusinessJsonLd({ business, reviews }: { business: BusinessDetail; reviews: PublicReview[] }) {
  const breadcrumb = breadcrumbJsonLd(
    { name: "Diretório", path: DIRECTORY_PATH },
    { name: business.name, path: businessPath(business.slug) }
  )
  return <JsonLd data={[localBusinessJsonLd(business, reviews), breadcrumb]} />
}
