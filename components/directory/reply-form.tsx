"use client"

import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { REPLY_MAX } from "@/lib/directory-reviews"
import { keepValuesOnSubmit } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

/** The owner's one public answer to a published review. */
export function ReplyForm({
  reviewId,
  authorName,
  action,
}: {
  reviewId: string
  authorName: string
  action: FormAction
}) {
  // The published answer replaces this form, so the answer is toasted at once; errors stay here.
  const [state, formAction, pending] = useToastedAction(action, { error: null })
  const formId = `resposta-${reviewId}`
  const error = fieldError(state, "reply") ?? (state.status === "error" ? state.message : undefined)
  return (
    <form
      action={formAction}
      onSubmit={keepValuesOnSubmit(formAction)}
      className="space-y-2"
      aria-label={`Responder a ${authorName}`}
    >
      <input type="hidden" name="reviewId" value={reviewId} />
      <Label htmlFor={`${formId}-reply`}>Sua resposta pública (uma por avaliação)</Label>
      <Textarea
        id={`${formId}-reply`}
        name="reply"
        rows={3}
        maxLength={REPLY_MAX}
        required
        defaultValue={fieldValue(state, "reply") ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(formId, "reply") : undefined}
      />
      <FieldError id={errorId(formId, "reply")} message={error} />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? "Publicando…" : "Publicar resposta"}
      </Button>
    </form>
  )
}
