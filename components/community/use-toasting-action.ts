"use client"

import { useActionState } from "react"

import { type ActionState, type FormAction, IDLE } from "@/lib/action-state"
import { errorToast, successToast } from "@/lib/hooks/use-action-toast"
import { toast } from "@/lib/hooks/use-toast"

export interface ToastingOptions<Data> {
  /** After a success, before React renders the answer (close a dialog, update a list). */
  onSuccess?: (state: Extract<ActionState<Data>, { status: "success" }>) => void
  /** Show failures as a toast too (default); false when the form shows them itself. */
  toastErrors?: boolean
}

/**
 * useActionState whose answer is toasted as soon as it arrives, not in an effect after React
 * rendered it: a moderation button usually disappears with the change it made (an approved request
 * leaves the list, a hidden message loses its "Ocultar"), and an effect of an unmounted component
 * never runs. Same toasts as useActionToast.
 */
export function useToastingAction<Data = never>(
  action: FormAction<Data>,
  { onSuccess, toastErrors = true }: ToastingOptions<Data> = {}
) {
  return useActionState(async (previous: ActionState<Data>, formData: FormData) => {
    const answer = await action(previous, formData)
    if (answer.status === "success") {
      toast(successToast(answer))
      onSuccess?.(answer)
    } else if (answer.status === "error" && toastErrors) {
      toast(errorToast(answer))
    }
    return answer
  }, IDLE as ActionState<Data>)
}
