"use client"

import { useTransition } from "react"

import { IDLE, type ActionState } from "@/lib/action-state"
import { toast } from "@/lib/hooks/use-toast"

export type AdminAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

/** Toasts an action's outcome: the spec's admin toasts (section 8) carry the title "Erro" on failure. */
export function toastResult(result: ActionState) {
  if (result.status === "success") toast({ title: "Sucesso", description: result.message })
  if (result.status === "error") toast({ variant: "destructive", title: "Erro", description: result.message })
}

/**
 * Runs a form-shaped server action from a switch or button. The action revalidates the page, so
 * the list re-renders with the database's answer; the switch shows the real value, never a guess.
 */
export function useAdminAction() {
  const [pending, startTransition] = useTransition()
  function run(action: AdminAction, fields: Record<string, string>) {
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
