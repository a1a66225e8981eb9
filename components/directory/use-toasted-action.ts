"use client"

import * as React from "react"

import { type ActionFailure, type ActionState, IDLE, type FormAction } from "@/lib/action-state"
import { errorToast, successToast } from "@/lib/hooks/use-action-toast"
import { toast, type ToastOptions } from "@/lib/hooks/use-toast"

type Success = Extract<ActionState, { status: "success" }>

export interface ToastedActionOptions {
  /** The toast for a success; null for none. Default: the message as the title. */
  success?: ((state: Success) => ToastOptions) | null
  /** The toast for a failure; null for none (the form shows it). Default: "Erro" and the message. */
  error?: ((state: ActionFailure) => ToastOptions) | null
}

/**
 * useActionState whose answer is toasted as soon as it arrives, before React renders it. Moderation
 * and the owner's first steps revalidate the page, and the button or form that acted is often gone
 * from the new render (an approved listing leaves the queue), so an effect in it would never run.
 */
export function useToastedAction(
  action: FormAction,
  { success = successToast, error = errorToast }: ToastedActionOptions = {}
) {
  const toasted = React.useCallback(
    async (prev: ActionState, formData: FormData) => {
      const result = await action(prev, formData)
      if (result.status === "success" && success) toast(success(result))
      if (result.status === "error" && error) toast(error(result))
      return result
    },
    [action, success, error]
  )
  return React.useActionState(toasted, IDLE)
}
