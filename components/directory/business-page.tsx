import Link from "next/link"
import { MailIcon } from "lucide-react"

import type { BusinessDetail, ReviewPage } from "@/lib/data/directory"
import { businessPath, businessViewPixelPath, DIRECTORY_PATH } from "@/lib/directory-url"
import { newConversationPath } from "@/lib/messages-url"
import { absoluteUrl } from "@/lib/site"
import { ShareButton } from "@/components/blog/share-button"
import { BusinessJsonLd } from "@/components/directory/business-json-ld"
import { BusinessProfile } from "@/components/directory/business-profile"
import { BusinessReviews } from "@/components/directory/business-reviews"
import { ReviewPanel } from "@/components/directory/review-panel"
import { BusinessProducts } from "@/components/shop/business-products"
import { BusinessOrderLink } from "@/components/orders/order-entry"
import { BackLink } from "@/components/navigation/back-link"
import { Button } from "@/components/ui/button"

/** The public page of a listed business (and of its later pages of reviews). */
export function BusinessPage({ business, reviews }: { business: BusinessDetail; reviews: ReviewPage }) {
  const path = businessPath(business.slug)
  return (
    <>
      <BusinessJsonLd business={business} reviews={reviews.reviews} />
      {/* The listing's view counter (issue #43): an image, so this static page needs no script for
          it. Loaded once the page is shown, never by a link's prefetch. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a counter, not a picture to optimise */}
      <img
        src={businessViewPixelPath(business.id)}
        alt=""
        width={1}
        height={1}
        aria-hidden="true"
        className="pointer-events-none absolute size-px opacity-0"
        data-testid="business-view-pixel"
      />
      <BusinessProfile
        trackContacts
        business={business}
        top={<BackLink href={DIRECTORY_PATH}>Voltar para o diretório</BackLink>}
        share={
          <div className="flex flex-wrap items-center gap-2">
            {/* Orders with Pix (issue #38), when the business takes them. */}
            <BusinessOrderLink businessId={business.id} businessSlug={business.slug} />
            {/* A direct message to the owner (issue #37): the same link for everyone, so the page
                stays static; visitors sign in first, and the composer finds the owner. */}
            <Button asChild variant="outline" size="sm">
              <Link href={newConversationPath({ context: "business", ref: business.id })} prefetch={false}>
                <MailIcon aria-hidden="true" />
                Enviar mensagem
              </Link>
            </Button>
            <ShareButton
              title={business.name}
              text={business.description ?? undefined}
              url={absoluteUrl(path)}
              copiedDescription="O link do negócio foi copiado para a área de transferência"
            />
          </div>
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
