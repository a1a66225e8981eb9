import { CheckCircle2, CircleAlert } from "lucide-react"
import type { ActionState } from "@/lib/action-state"
import { Alert, AlertDescription } from "@/components/ui/alert"

/** The server action an auth form posts to. */
export type AuthAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

/** A field's first validation message, linked from the input through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  )
}

/** The form's outcome: errors as an alert, successes as a polite status message. */
export function FormStatus({ state, className }: { state: ActionState; className?: string }) {
  if (state.status === "idle") return null
  const error = state.status === "error"
  return (
    <Alert variant={error ? "destructive" : "default"} role={error ? "alert" : "status"} className={className}>
      {error ? <CircleAlert aria-hidden /> : <CheckCircle2 aria-hidden />}
      <AlertDescription>{state.message}</AlertDescription>
    </Alert>
  )
}

/** Ids for a field's error text, so inputs and messages stay paired. */
export const errorId = (form: string, field: string) => `${form}-${field}-erro`
