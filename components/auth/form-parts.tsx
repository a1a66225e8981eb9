import { CheckCircle2, CircleAlert } from "lucide-react"
import type { ActionState } from "@/lib/action-state"
import { Alert, AlertDescription } from "@/components/ui/alert"

/** The server action an auth form posts to. */

/** A field's first validation message, linked from the input through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  )
}

export interface FormStatusProps {
  state: ActionState
  className?: string
  /**
   * The fields that show their own error under them: an error already shown there is not repeated.
   * Without it, every field named in the answer's `fieldErrors` (but "form") shows its own.
   */
  fields?: readonly string[]
}

/** Whether the state's message is a field error the form already shows under that field. */
export function shownUnderField(state: ActionState, fields?: readonly string[]) {
  if (state.status !== "error") return false
  if (!fields) fields = Object.keys(state.fieldErrors ?? {}).filter((field) => field !== "form")
  return fields.some((field) => state.fieldErrors?.[field]?.[0] === state.message)
}

/**
 * The form's outcome: form-level errors as an alert, successes as a polite status message. Field
 * errors stay under their fields only (listed in `fields`), so nobody reads the same error twice.
 */
export function FormStatus({ state, className, fields }: FormStatusProps) {
  if (state.status === "idle") return null
  // Several fields in error: a summary helps (without repeating any of them); one: its field says it.
  const inError =
    state.status === "error" && !fields
      ? Object.keys(state.fieldErrors ?? {}).filter((field) => field !== "form" && state.fieldErrors?.[field]?.length)
      : []
  const message = inError.length > 1 ? `Revise os ${inError.length} campos indicados.` : state.message
  if (inError.length <= 1 && shownUnderField(state, fields)) return null
  const error = state.status === "error"
  return (
    <Alert variant={error ? "destructive" : "default"} role={error ? "alert" : "status"} className={className}>
      {error ? <CircleAlert aria-hidden /> : <CheckCircle2 aria-hidden />}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}

/** Ids for a field's error text, so inputs and messages stay paired. */
export const errorId = (form: string, field: string) => `${form}-${field}-erro`
