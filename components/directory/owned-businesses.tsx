import Link from "next/link"
import { EyeIcon, ExternalLinkIcon, PencilIcon } from "lucide-react"

import type { OwnedBusiness } from "@/lib/data/directory-owner"
import { businessPath, businessPreviewPath, ownerBusinessPath } from "@/lib/directory-url"
import { formatDate } from "@/lib/format"
import { Button } from "@/components/ui/button"
import { BusinessStatusBadge } from "@/components/directory/status-badge"
import { RatingSummary } from "@/components/directory/star-rating"

/** Her listings in her panel: status (and the reason of a refusal), rating, and what she can do next. */
export function OwnedBusinesses({ businesses }: { businesses: OwnedBusiness[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {businesses.map((business) => {
        const listed = business.status === "approved" && business.active
        return (
          <li key={business.id}>
            <article
              className="bg-card flex h-full flex-col gap-4 rounded-xl border p-5"
              aria-labelledby={`negocio-${business.id}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`negocio-${business.id}`} className="text-lg font-semibold">
                  {business.name}
                </h2>
                <BusinessStatusBadge status={business.status} active={business.active} />
              </div>
              {business.status === "rejected" && business.rejectionReason ? (
                <p className="text-destructive text-sm">Motivo da recusa: {business.rejectionReason}</p>
              ) : null}
              {business.status === "pending" ? (
                <p className="text-muted-foreground text-sm">
                  Enviado em {formatDate(business.submittedAt)}; aguardando a equipe.
                </p>
              ) : null}
              <RatingSummary average={business.ratingAverage} count={business.ratingCount} />
              {business.pendingReviews > 0 ? (
                <p className="text-muted-foreground text-sm">
                  {business.pendingReviews === 1
                    ? "1 avaliação aguardando moderação"
                    : `${business.pendingReviews} avaliações aguardando moderação`}
                </p>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link href={ownerBusinessPath(business.id)}>
                    <PencilIcon aria-hidden="true" />
                    Editar e responder
                  </Link>
                </Button>
                {listed ? (
                  <Button asChild size="sm" variant="outline">
                    <Link href={businessPath(business.slug)}>
                      <ExternalLinkIcon aria-hidden="true" />
                      Ver no diretório
                    </Link>
                  </Button>
                ) : (
                  <Button asChild size="sm" variant="outline">
                    <Link href={businessPreviewPath(business.id)}>
                      <EyeIcon aria-hidden="true" />
                      Pré-visualizar
                    </Link>
                  </Button>
                )}
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
