"use client"

import * as React from "react"
import Link from "next/link"
import { PencilIcon, StarIcon, Trash2Icon } from "lucide-react"

import { fieldError, fieldValue, IDLE } from "@/lib/action-state"
import type { MyReview, ReviewerState } from "@/lib/data/directory-owner"
import { ownerBusinessPath } from "@/lib/directory-url"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { cn } from "@/lib/utils"
import { REVIEW_MAX, REVIEW_STATUS_LABELS, reviewStatus } from "@/lib/directory-reviews"
import { hasSessionHint } from "@/lib/viewer-state"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { deleteReview, loadReviewerState, submitReview } from "@/components/directory/actions"
import { Stars } from "@/components/directory/star-rating"

type PanelState = { status: "loading" } | { status: "visitor" } | { status: "error"; message: string } | ReviewerLoaded
type ReviewerLoaded = { status: "loaded" } & ReviewerState

const FORM_ID = "avaliar"

/** Visitors are told at once (no request); a session asks the server who she is to this business. */
async function readPanelState(businessId: string): Promise<PanelState> {
  if (!hasSessionHint(document.cookie)) return { status: "visitor" }
  const answer = await loadReviewerState(businessId)
  if (answer.status === "success" && answer.data) return { status: "loaded", ...answer.data }
  if (answer.status === "error" && answer.code === "unauthenticated") return { status: "visitor" }
  return { status: "error", message: answer.status === "error" ? answer.message : "" }
}

export type ReviewPanelProps = {
  businessId: string
  businessName: string
  /** Where sign-in brings her back: the business page. */
  path: string
}

/**
 * The signed-in part of a business page, filled in after hydration (the page is the same static
 * HTML for everyone): a visitor is invited to sign in; the owner is sent to her panel; a member
 * writes her one review, or sees hers with its moderation status and may edit or delete it.
 */
export function ReviewPanel({ businessId, businessName, path }: ReviewPanelProps) {
  const [state, setState] = React.useState<PanelState>({ status: "loading" })
  const [editing, setEditing] = React.useState(false)
  // Bumped after a save or a deletion, to read her review again.
  const [version, setVersion] = React.useState(0)

  React.useEffect(() => {
    let current = true
    void readPanelState(businessId).then((next) => {
      if (current) setState(next)
    })
    return () => {
      current = false
    }
  }, [businessId, version])

  const reload = React.useCallback(() => {
    setEditing(false)
    setVersion((value) => value + 1)
  }, [])

  return (
    <div id={FORM_ID} className="bg-card scroll-mt-24 space-y-4 rounded-xl border p-5 sm:p-6" aria-live="polite">
      <h3 className="text-lg font-semibold">Avalie este negócio</h3>
      {state.status === "loading" ? (
        <>
          <p className="text-muted-foreground text-sm">Carregando…</p>
          {/* Without JavaScript nobody is known here: the way to sign in is all there is. */}
          <noscript>
            <a href={`/auth?from=${encodeURIComponent(`${path}#${FORM_ID}`)}`} className="underline underline-offset-4">
              Entrar para avaliar
            </a>
          </noscript>
        </>
      ) : state.status === "visitor" ? (
        <div className="space-y-3">
          <p className="text-muted-foreground text-sm">
            Já comprou ou contratou {businessName}? Associadas da comunidade podem deixar uma avaliação.
          </p>
          <Button asChild>
            <Link href={`/auth?from=${encodeURIComponent(`${path}#${FORM_ID}`)}`}>Entrar para avaliar</Link>
          </Button>
        </div>
      ) : state.status === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message || "Não foi possível carregar a sua avaliação."}
        </p>
      ) : state.isOwner ? (
        <div className="space-y-3">
          <p className="text-muted-foreground text-sm">
            Este negócio é seu: donas não avaliam o próprio negócio, mas podem responder a cada avaliação publicada.
          </p>
          <Button asChild variant="outline">
            <Link href={ownerBusinessPath(businessId)}>Responder no meu painel</Link>
          </Button>
        </div>
      ) : state.review && !editing ? (
        <OwnReview review={state.review} onEdit={() => setEditing(true)} onDeleted={reload} />
      ) : (
        <ReviewForm
          businessId={businessId}
          review={state.review}
          onSaved={reload}
          onCancel={state.review ? () => setEditing(false) : undefined}
        />
      )}
    </div>
  )
}

function OwnReview({ review, onEdit, onDeleted }: { review: MyReview; onEdit: () => void; onDeleted: () => void }) {
  const status = reviewStatus(review)
  const [deletion, deleteForm, deleting] = useFormAction(deleteReview, IDLE)
  useActionToast(deletion, { onSuccess: onDeleted })
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">Sua avaliação</p>
        <Badge variant={status === "approved" ? "default" : status === "rejected" ? "destructive" : "secondary"}>
          {REVIEW_STATUS_LABELS[status]}
        </Badge>
        {review.verifiedPurchase ? <Badge variant="outline">Compra verificada</Badge> : null}
      </div>
      <Stars value={review.rating} />
      <p className="leading-relaxed whitespace-pre-line">{review.comment}</p>
      {status === "pending" ? (
        <p className="text-muted-foreground text-sm">A equipe lê cada avaliação antes de publicá-la.</p>
      ) : null}
      {status === "rejected" ? (
        <Alert variant="destructive">
          <AlertTitle>Motivo</AlertTitle>
          <AlertDescription>{review.rejectionReason}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Editar avaliação
        </Button>
        <form
          {...deleteForm}
          onSubmit={(event) => {
            if (!window.confirm("Excluir a sua avaliação? Esta ação não pode ser desfeita.")) event.preventDefault()
            deleteForm.onSubmit(event)
          }}
        >
          <input type="hidden" name="id" value={review.id} />
          <Button type="submit" variant="ghost" disabled={deleting}>
            <Trash2Icon aria-hidden="true" />
            {deleting ? "Excluindo…" : "Excluir avaliação"}
          </Button>
        </form>
      </div>
    </div>
  )
}

function ReviewForm({
  businessId,
  review,
  onSaved,
  onCancel,
}: {
  businessId: string
  review: MyReview | null
  onSaved: () => void
  onCancel?: () => void
}) {
  const [state, form, pending] = useFormAction(submitReview, IDLE)
  useActionToast(state, { onSuccess: onSaved })
  const initialRating = Number(fieldValue(state, "rating") ?? review?.rating ?? 0)
  const ratingError = fieldError(state, "rating")
  const commentError = fieldError(state, "comment")
  return (
    <form {...form} aria-label="Sua avaliação" className="space-y-4" noValidate>
      <input type="hidden" name="businessId" value={businessId} />
      <RatingInput key={initialRating} initial={initialRating} error={ratingError} />
      <div className="space-y-2">
        <Label htmlFor={`${FORM_ID}-comment`}>Conte como foi a sua experiência</Label>
        <Textarea
          id={`${FORM_ID}-comment`}
          name="comment"
          required
          minLength={10}
          maxLength={REVIEW_MAX}
          rows={4}
          defaultValue={fieldValue(state, "comment") ?? review?.comment ?? ""}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? errorId(FORM_ID, "comment") : undefined}
        />
        <FieldError id={errorId(FORM_ID, "comment")} message={commentError} />
      </div>
      {state.status === "error" && !ratingError && !commentError ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs">
        Sua avaliação aparece com o seu primeiro nome e a inicial do sobrenome, depois de lida pela equipe.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Enviando…" : review ? "Salvar avaliação" : "Enviar avaliação"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/** Five native radio buttons drawn as stars; arrow keys move between them as in any radio group. */
function RatingInput({ initial, error }: { initial: number; error: string | undefined }) {
  const [value, setValue] = React.useState(initial)
  const [hovered, setHovered] = React.useState(0)
  const shown = hovered || value
  return (
    <fieldset
      className="space-y-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(FORM_ID, "rating") : undefined}
    >
      <legend className="text-sm font-medium">Sua nota</legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="has-[:focus-visible]:ring-ring cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-[3px]"
            onMouseEnter={() => setHovered(star)}
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => setValue(star)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden="true"
              className={cn("size-7", star <= shown ? "fill-highlight text-highlight" : "text-muted-foreground")}
            />
            <span className="sr-only">{star === 1 ? "1 estrela" : `${star} estrelas`}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId(FORM_ID, "rating")} message={error} />
    </fieldset>
  )
}
