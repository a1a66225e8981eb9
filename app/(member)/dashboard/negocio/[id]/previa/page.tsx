import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getBusinessPreview, listOwnerReviews } from "@/lib/data/directory-owner"
import { ADMIN_DIRECTORY_PATH, businessPreviewPath, ownerBusinessPath } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { BusinessProfile } from "@/components/directory/business-profile"
import { BusinessReviews } from "@/components/directory/business-reviews"
import { ListingStatus } from "@/components/directory/listing-status"
import { BackLink } from "@/components/navigation/back-link"

type Props = { params: Promise<{ id: string }> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const metadata: Metadata = pageMetadata({
  title: "Pré-visualização do negócio",
  description: "Como o negócio aparece no diretório.",
  path: "/dashboard/negocio",
  noIndex: true,
})

/**
 * A listing as its public page will show it, whatever its status: for its owner and for admins
 * (row-level security shows nobody else an unlisted row, so anyone else gets the 404).
 */
export default async function ListingPreviewPage({ params }: Props) {
  const { id } = await params
  const viewer = await requireUser(businessPreviewPath(id))
  const preview = UUID.test(id) ? await getBusinessPreview(id) : null
  if (!preview) notFound()
  const { business } = preview
  const published = (await listOwnerReviews(business.id)).filter((review) => review.approved).slice(0, 10)
  const isOwner = preview.ownerId === viewer.userId

  return (
    <BusinessProfile
      business={business}
      top={
        <div className="space-y-4">
          <BackLink href={isOwner ? ownerBusinessPath(business.id) : ADMIN_DIRECTORY_PATH}>
            {isOwner ? "Voltar para a edição" : "Voltar para a gestão de negócios"}
          </BackLink>
          <p className="text-muted-foreground text-sm font-medium tracking-wide uppercase">Pré-visualização</p>
          <ListingStatus
            status={preview.status}
            active={preview.active}
            rejectionReason={preview.rejectionReason}
            audience={isOwner ? "owner" : "admin"}
          />
        </div>
      }
      reviews={
        <BusinessReviews
          business={business}
          reviews={{ reviews: published, total: published.length, page: 1, pageCount: 1 }}
          paginate={false}
        />
      }
    />
  )
}
