import Link from "next/link"

import type { FormAction } from "@/lib/action-state"
import type { AdminBusiness, AdminReview } from "@/lib/data/directory-admin"
import { businessPath, businessPreviewPath } from "@/lib/directory-url"
import { formatDateTime } from "@/lib/format"
import { Badge } from "@/components/ui/badge"
import {
  ApproveListingButton,
  ModerationButton,
  RejectDialog,
  RejectListingDialog,
} from "@/components/directory/admin/moderation-controls"
import { Stars } from "@/components/directory/star-rating"
import { TitledSection } from "@/components/layout/titled-section"

export interface DirectoryModerationActions {
  approveListing: FormAction
  rejectListing: FormAction
  setListingActive: FormAction
  approveReview: FormAction
  rejectReview: FormAction
}

/** Listings waiting for approval, oldest first, each with its preview, approve and reject. */
export function PendingBusinesses({
  businesses,
  actions,
}: {
  businesses: AdminBusiness[]
  actions: DirectoryModerationActions
}) {
  return (
    <TitledSection id="negocios-pendentes" title={<>Negócios aguardando aprovação ({businesses.length})</>}>
      {businesses.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-sm">
          Nenhum negócio aguardando aprovação.
        </p>
      ) : (
        <ul className="space-y-3">
          {businesses.map((business) => (
            <li key={business.id}>
              <article className="bg-card space-y-3 rounded-xl border p-5" aria-labelledby={`pendente-${business.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1">
                    <h3 id={`pendente-${business.id}`} className="font-semibold">
                      {business.name}
                    </h3>
                    <p className="text-muted-foreground text-sm">
                      {[business.category, [business.city, business.state].filter(Boolean).join("/")]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      Por {business.ownerName ?? "conta removida"}
                      {business.ownerEmail ? ` (${business.ownerEmail})` : ""} · enviado em{" "}
                      {formatDateTime(business.submittedAt)}
                    </p>
                  </div>
                  <Link
                    href={businessPreviewPath(business.id)}
                    className="text-primary text-sm font-medium underline-offset-4 hover:underline"
                  >
                    Pré-visualizar<span className="sr-only"> {business.name}</span>
                  </Link>
                </div>
                {business.description ? (
                  <p className="line-clamp-3 text-sm leading-relaxed">{business.description}</p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <ApproveListingButton id={business.id} name={business.name} action={actions.approveListing} />
                  <RejectListingDialog
                    id={business.id}
                    name={business.name}
                    description="A dona recebe este motivo por notificação e pode corrigir o cadastro e enviá-lo de novo."
                    action={actions.rejectListing}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

/** Reviews to moderate (pending) or recently published (which may be taken down), each with its business. */
export function ReviewQueue({
  id,
  title,
  empty,
  reviews,
  actions,
  mode,
}: {
  id: string
  title: string
  empty: string
  reviews: AdminReview[]
  actions: DirectoryModerationActions
  mode: "pending" | "published"
}) {
  return (
    <TitledSection
      id={id}
      title={
        <>
          {title} ({reviews.length})
        </>
      }
    >
      {reviews.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-sm">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <article
                className="bg-card space-y-3 rounded-xl border p-5"
                aria-label={`Avaliação de ${review.authorName} sobre ${review.businessName}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold">{review.authorName}</span> sobre{" "}
                    <Link
                      href={businessPath(review.businessSlug)}
                      prefetch={false}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {review.businessName}
                    </Link>
                  </p>
                  <time dateTime={review.createdAt} className="text-muted-foreground text-sm">
                    {formatDateTime(review.createdAt)}
                  </time>
                </div>
                <Stars value={review.rating} />
                <p className="text-sm leading-relaxed whitespace-pre-line">{review.comment}</p>
                <div className="flex flex-wrap gap-2">
                  {mode === "pending" ? (
                    <ModerationButton
                      action={actions.approveReview}
                      fields={{ id: review.id }}
                      label="Publicar"
                      pendingLabel="Publicando…"
                      accessibleLabel={`Publicar a avaliação de ${review.authorName} sobre ${review.businessName}`}
                    />
                  ) : (
                    <Badge variant="secondary">Publicada</Badge>
                  )}
                  <RejectDialog
                    action={actions.rejectReview}
                    id={review.id}
                    triggerLabel={mode === "pending" ? "Recusar" : "Remover"}
                    accessibleLabel={`${mode === "pending" ? "Recusar" : "Remover"} a avaliação de ${review.authorName} sobre ${review.businessName}`}
                    title={mode === "pending" ? "Recusar avaliação" : "Remover avaliação publicada"}
                    description="A autora recebe este motivo por notificação e pode editar a avaliação."
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}
