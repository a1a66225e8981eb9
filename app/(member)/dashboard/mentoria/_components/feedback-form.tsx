"use client"

import { fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { MENTORING_LIMITS } from "@/lib/mentoring/vocabulary"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { HiddenFields } from "@/components/forms/hidden-fields"
import { FieldNotes } from "@/components/forms/field-notes"

import { saveMentoringFeedbackAction } from "../actions"

/** Her private note on a past session: only she and the other participant read it; editable. */
export function FeedbackForm({ sessionId, saved }: { sessionId: string; saved: string | null }) {
  const [state, form, pending] = useFormAction(saveMentoringFeedbackAction, IDLE)
  useActionToast(state, { error: null })
  const id = `anotacao-${sessionId}`
  const error = fieldError(state, "body") ?? (state.status === "error" ? state.message : undefined)
  const value = fieldValue(state, "body") ?? saved ?? ""
  return (
    <form {...form} noValidate className="space-y-2 border-t pt-3" key={state.status === "idle" ? "saved" : value}>
      <HiddenFields fields={{ sessionId }} />
      <Label htmlFor={id}>Sua anotação sobre a mentoria</Label>
      <Textarea
        id={id}
        name="body"
        rows={3}
        maxLength={MENTORING_LIMITS.feedbackMax}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-dica${error ? ` ${id}-erro` : ""}`}
      />
      <FieldNotes id={id} hint="Privada: só você e a outra participante leem." error={error} />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        {saved ? "Atualizar anotação" : "Salvar anotação"}
      </Button>
    </form>
  )
}
