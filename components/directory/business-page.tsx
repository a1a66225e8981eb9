import Link from "next/link"
import { ArrowLeftIcon } from "lucide-react"

import type { BusinessDetail, ReviewPage } from "@/lib/data/directory"
import { businessPath, DIRECTORY_PATH } from "@/lib/directory-url"
import { BusinessJsonLd } from "@/components/directory/business-json-ld"
import { BusinessProfile } from "@/components/directory/business-profile"
import { BusinessReviews } from "@/components/directory/business-reviews"
import { ReviewPanel } from "@/components/directory/review-panel"
import { BusinessProducts } from "@/components/shop/business-products"

/** The public page of a listed business (and of its later pages of reviews). */
export function BusinessPage({ business, reviews }: { business: BusinessDetail; reviews: ReviewPage }) {
  const path = businessPath(business.slug)
  return (
    <>
      <BusinessJsonLd business={business} reviews={reviews.reviews} />
      <BusinessProfile
        business={business}
        top={
          <Link
            href={DIRECTORY_PATH}
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-medium outline-none focus-visible:ring-[3px]"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Voltar para o diretório
          </Link>
        }
        reviews={
          <>
            <BusinessProducts businessId={business.id} />
            <BusinessReviews
              business={business}
              reviews={reviews}
              panel={<ReviewPanel businessId={business.id} businessName={business.name} path={path} />}
            />
          </>
        }
      />
    </>
  )
}
