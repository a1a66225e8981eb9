"use client"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"

/** What a material's or a track's form takes from its page; each adds its own id. */
export type LearningFormProps<Values> = {
  action: FormAction
  /** The form's fields as the page starts them: empty for a new one, the stored ones for an edit. */
  initial: Values
  /** The stored cover (edit page only). */
  coverUrl?: string | null
  submitLabel: string
}

/**
 * The state of a material's or a track's form: the action's answer (a refusal also toasts), and
 * each field's value, the one she sent after an error, else the page's (empty or stored).
 */
export function useLearningForm<Key extends string>(action: FormAction, initial: Record<Key, string>) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { error: formErrorToast })
  const value = (key: Key) => fieldValue(state, key) ?? initial[key]
  /** The props a text or select field of the form takes. */
  const text = (name: Key) => ({ state, name, defaultValue: value(name) })
  return { state, form, pending, value, text }
}
