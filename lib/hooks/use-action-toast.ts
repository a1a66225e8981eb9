"use client"

import { useActionState, useEffect, useEffectEvent } from "react"

import { type ActionFailure, type ActionState, type FormAction, IDLE } from "@/lib/action-state"
import { toast, type ToastOptions } from "@/lib/hooks/use-toast"

type Settled<Data> = Exclude<ActionState<Data>, { status: "idle" }>
type Success<Data> = Extract<ActionState<Data>, { status: "success" }>

export interface ActionToastOptions<Data> {
  /** The toast for a success; null for none. Default: the message as the title. */
  success?: ((state: Success<Data>) => ToastOptions | null) | null
  /** The toast for a failure; null for none. Default: the spec's admin toast, "Erro" and the message. */
  error?: ((state: ActionFailure) => ToastOptions | null) | null
  /** After a success (close a dialog, reset a form, start a timer); may return a cleanup. */
  onSuccess?: (state: Success<Data>) => void | (() => void)
}

export const successToast = (state: { message: string }): ToastOptions => ({ title: state.message })
export const errorToast = (state: { message: string }): ToastOptions => ({
  variant: "destructive",
  title: "Erro",
  description: state.message,
})

/**
 * The failure toast, unless the form already shows its message under a field: each error is
 * shown once, beside its field, and a toast is for the rest (a failed save).
 */
export const formErrorToast = (state: ActionFailure): ToastOptions | null =>
  Object.entries(state.fieldErrors ?? {}).some(
    ([field, messages]) => field !== "form" && messages?.[0] === state.message
  )
    ? null
    : errorToast(state)

/**
 * Toasts each new answer of a server action once (every answer is a new object, so the same message
 * twice still shows), and runs `onSuccess`. The options are read when the answer arrives, so
 * callers may pass inline functions.
 */
export function useActionToast<Data>(state: ActionState<Data>, options: ActionToastOptions<Data> = {}) {
  const settle = useEffectEvent((answer: Settled<Data>) => {
    if (answer.status === "success") {
      const shown = options.success === undefined ? successToast(answer) : options.success?.(answer)
      if (shown) toast(shown)
      return options.onSuccess?.(answer)
    }
    const shown = options.error === undefined ? errorToast(answer) : options.error?.(answer)
    if (shown) toast(shown)
  })
  useEffect(() => {
    if (state.status === "idle") return
    return settle(state) ?? undefined
  }, [state])
}

export interface ToastedActionOptions<Data> {
  /** The toast for a success; null for none. Default: the message as the title. */
  success?: ((state: Success<Data>) => ToastOptions | null) | null
  /** The toast for a failure; null for none (the form shows it). Default: "Erro" and the message. */
  error?: ((state: ActionFailure) => ToastOptions | null) | null
  /** After a success, before React renders the answer (close a dialog, update a list). */
  onSuccess?: (state: Success<Data>) => void
}

/**
 * useActionState whose answer is toasted as soon as it arrives, not in an effect after React
 * rendered it: moderation and an owner's first steps revalidate the page, and the button or form
 * that acted is often gone from the new render (an approved request leaves the list, a hidden
 * message loses its "Ocultar"), so an effect in it would never run. Same toasts as useActionToast;
 * the options are read when the answer arrives, so callers may pass inline functions.
 */
export function useToastedAction<Data = never>(
  action: FormAction<Data>,
  { success = successToast, error = errorToast, onSuccess }: ToastedActionOptions<Data> = {}
) {
  return useActionState(async (previous: ActionState<Data>, formData: FormData) => {
    const answer = await action(previous, formData)
    if (answer.status === "success") {
      const shown = success?.(answer)
      if (shown) toast(shown)
      onSuccess?.(answer)
    } else if (answer.status === "error") {
      const shown = error?.(answer)
      if (shown) toast(shown)
    }
    return answer
  }, IDLE as ActionState<Data>)
}
