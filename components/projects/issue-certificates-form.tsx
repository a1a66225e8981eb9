"use client"

import { type FormAction, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"

/**
 * "Emitir certificados", enabled once the project's last session has started (the database refuses
 * earlier too). The answer (how many were issued, or that none reached the share) stays on the
 * page as well as in a toast, so it reads the same without JavaScript.
 */
export function IssueCertificatesForm({
  projectId,
  ready,
  action,
}: {
  projectId: string
  ready: boolean
  action: FormAction
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  return (
    <form {...form} className="space-y-2">
      <input type="hidden" name="projectId" value={projectId} />
      <Button type="submit" disabled={!ready || pending}>
        Emitir certificados
      </Button>
      <p role="status" className={state.status === "error" ? "text-destructive text-sm" : "text-sm"}>
        {state.status === "idle" ? "" : state.message}
      </p>
    </form>
  )
}
