"use client"

import { useActionState } from "react"

import { type ActionState, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { Button } from "@/components/ui/button"

export function DeleteProductButton({
  productId,
  name,
  action,
}: {
  productId: string
  name: string
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>
}) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  return (
    <form action={formAction}>
      <input type="hidden" name="productId" value={productId} />
      <Button type="submit" variant="ghost" size="sm" disabled={pending} aria-label={`Remover ${name}`}>
        Remover
      </Button>
    </form>
  )
}
