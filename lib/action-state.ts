import { z } from "zod"

/** Non-secret input echoed back so a form can refill itself after React resets it (facebook/react#35295). */
export type FormValues = Record<string, string>

/**
 * What every server action answers. `message` is pt-BR text for people; `code` is for code (a
 * stable, machine-readable reason such as "unauthenticated" or "rate_limited"); `data` carries a
 * read's payload for actions that are called from code rather than from a form.
 */
export type ActionState<Data = never> =
  | { status: "idle" }
  | { status: "success"; message: string; code?: string; values?: FormValues; data?: Data }
  | {
      status: "error"
      message: string
      code?: string
      fieldErrors?: Record<string, string[]>
      values?: FormValues
    }

export const IDLE: ActionState = { status: "idle" }

/** A server action as a form calls it through useActionState. */
export type FormAction<Data = never> = (prev: ActionState<Data>, formData: FormData) => Promise<ActionState<Data>>

export const succeeded = <Data>(message: string, extra: { code?: string; data?: Data } = {}): ActionState<Data> => ({
  status: "success",
  message,
  ...extra,
})

export type ActionFailure = Extract<ActionState, { status: "error" }>

export const failed = (message: string, extra: Omit<ActionFailure, "status" | "message"> = {}): ActionFailure => ({
  status: "error",
  message,
  ...extra,
})

/**
 * The string fields of a form; files and repeated keys are dropped so zod sees plain text. Takes
 * `unknown`: an action can be called directly with any arguments, and anything but a form counts
 * as an empty one (then fails validation with the form's own messages).
 */
export function formFields(formData: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!(formData instanceof FormData)) return fields
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value
  }
  return fields
}

/** Only the listed keys, cut to a sane length: never pass secrets (passwords, tokens) here. */
export function safeValues(formData: unknown, keys: readonly string[]): FormValues {
  const fields = formFields(formData)
  const values: FormValues = {}
  for (const key of keys) {
    const value = fields[key]
    if (value !== undefined) values[key] = value.slice(0, 500)
  }
  return values
}

/**
 * A validation failure with every field's messages (not just the first issue). The summary is the
 * first message, so a screen reader hears something useful from the form's status region.
 */
export function invalid(error: z.ZodError, formData: unknown, keepKeys: readonly string[]): ActionFailure {
  const flat = z.flattenError(error)
  const fieldErrors: Record<string, string[]> = { ...flat.fieldErrors }
  if (flat.formErrors.length > 0) fieldErrors.form = flat.formErrors
  const message = error.issues[0]?.message ?? "Verifique os dados informados."
  return { status: "error", message, code: "invalid", fieldErrors, values: safeValues(formData, keepKeys) }
}

export function fieldError(state: ActionState<unknown>, field: string): string | undefined {
  return state.status === "error" ? state.fieldErrors?.[field]?.[0] : undefined
}

export function fieldValue(state: ActionState<unknown>, field: string): string | undefined {
  return state.status === "idle" ? undefined : state.values?.[field]
}
