import Link from "next/link"

import type { FormAction } from "@/lib/action-state"
import type { AdminBusiness, AdminReview, AdminRevision } from "@/lib/data/directory-admin"
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
  approveRevision: FormAction
  rejectRevision: FormAction
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
                    description={
                      mode === "pending"
                        ? "A autora recebe este motivo por notificação e pode editar a avaliação."
                        : "A avaliação sai da página do negócio. A autora recebe este motivo por notificação e pode editar a avaliação."
                    }
                    submitLabel={mode === "pending" ? undefined : "Remover e avisar a autora"}
                    pendingLabel={mode === "pending" ? undefined : "Removendo…"}
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

/** Owners' edits of approved listings, oldest first: what each changes, approve or refuse with a reason. */
export function PendingRevisions({
  revisions,
  actions,
}: {
  revisions: AdminRevision[]
  actions: DirectoryModerationActions
}) {
  return (
    <TitledSection id="alteracoes-pendentes" title={<>Alterações aguardando aprovação ({revisions.length})</>}>
      {revisions.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-sm">
          Nenhuma alteração aguardando aprovação.
        </p>
      ) : (
        <ul className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.businessId}>
              <article
                className="bg-card space-y-3 rounded-xl border p-5"
                aria-labelledby={`alteracao-${revision.businessId}`}
              >
                <div className="space-y-1">
                  <h3 id={`alteracao-${revision.businessId}`} className="font-semibold">
                    <Link
                      href={businessPath(revision.publicSlug)}
                      prefetch={false}
                      className="underline-offset-4 hover:underline"
                    >
                      {revision.publicName}
                    </Link>
                  </h3>
                  <p className="text-muted-foreground text-sm">
                    Por {revision.ownerName ?? "conta removida"}
                    {revision.ownerEmail ? ` (${revision.ownerEmail})` : ""} · enviado em{" "}
                    {formatDateTime(revision.submittedAt)}
                  </p>
                </div>
                <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                  {revision.changes.map((change) => (
                    <div key={change.label} className="contents">
                      <dt className="font-medium">{change.label}</dt>
                      <dd className="break-words">
                        <span className="text-muted-foreground line-through">{change.before}</span>
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only">, passa a ser: </span>
                        <span>{change.after}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="flex flex-wrap gap-2">
                  <ModerationButton
                    action={actions.approveRevision}
                    fields={{ id: revision.businessId }}
                    label="Aprovar alterações"
                    pendingLabel="Aprovando…"
                    accessibleLabel={`Aprovar as alterações de ${revision.publicName}`}
                  />
                  <RejectDialog
                    action={actions.rejectRevision}
                    id={revision.businessId}
                    triggerLabel="Recusar alterações"
                    accessibleLabel={`Recusar as alterações de ${revision.publicName}`}
                    title={`Recusar as alterações de "${revision.publicName}"`}
                    description="O diretório continua mostrando a versão aprovada. A dona recebe este motivo por notificação e pode enviar as alterações de novo."
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
