"use client"

import { useTransition } from "react"

import { IDLE, type ActionState, type FormAction } from "@/lib/action-state"
import { errorToast, type ActionToastOptions } from "@/lib/hooks/use-action-toast"
import { toast } from "@/lib/hooks/use-toast"

/** The spec's admin toasts (section 8): "Sucesso" or "Erro" as the title, the message below. */
export const ADMIN_TOASTS = {
  success: ({ message }) => ({ title: "Sucesso", description: message }),
  error: errorToast,
} satisfies ActionToastOptions<never>

function toastResult(result: ActionState) {
  if (result.status === "success") toast(ADMIN_TOASTS.success(result))
  if (result.status === "error") toast(ADMIN_TOASTS.error(result))
}

/**
 * Runs a form-shaped server action from a switch or button. The action revalidates the page, so
 * the list re-renders with the database's answer; the switch shows the real value, never a guess.
 */
export function useAdminAction() {
  const [pending, startTransition] = useTransition()
  function run(action: FormAction, fields: Record<string, string>) {
    const formData = new FormData()
    for (const [key, value] of Object.entries(fields)) formData.set(key, value)
    startTransition(async () => {
      try {
        toastResult(await action(IDLE, formData))
      } catch (error) {
        console.error("[admin.users.action]", error)
        toast({ variant: "destructive", title: "Erro", description: "Não foi possível concluir. Tente novamente." })
      }
    })
  }
  return { pending, run }
}
