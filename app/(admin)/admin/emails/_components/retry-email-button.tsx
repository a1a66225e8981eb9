"use client"

import { useToastedAction } from "@/lib/hooks/use-action-toast"
import { Button } from "@/components/ui/button"

import { retryEmailAction } from "../actions"

/**
 * "Tentar novamente" on one failed e-mail: posts its id, works before hydration, and is toasted as
 * soon as it is answered (the page is rendered again and the row's button is gone from it).
 */
export function RetryEmailButton({ id, to }: { id: number; to: string }) {
  const [, formAction, pending] = useToastedAction(retryEmailAction)
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={String(id)} />
      <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={`Tentar novamente: ${to}`}>
        {pending ? "Enviando…" : "Tentar novamente"}
      </Button>
    </form>
  )
}
