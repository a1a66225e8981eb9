"use client"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

/** Invites the account with this e-mail; she accepts on the group's page. */
export function InviteForm({ groupId, action }: { groupId: string; action: FormAction }) {
  const [state, form, pending] = useFormAction(action, IDLE, { resetWhen: (answer) => answer.status === "success" })
  useActionToast(state)
  const error = fieldError(state, "email") ?? (state.status === "error" ? state.message : undefined)
  return (
    <form {...form} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate aria-label="Convidar">
      <input type="hidden" name="groupId" value={groupId} />
      <div className="grid flex-1 gap-2">
        <Label htmlFor="convite-email">E-mail da conta</Label>
        <Input
          id="convite-email"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={fieldValue(state, "email")}
          aria-invalid={error ? true : undefined}
          aria-describedby="convite-status"
        />
      </div>
      <Button type="submit" disabled={pending}>
        Convidar
      </Button>
      <p id="convite-status" role="status" className="text-destructive text-sm sm:sr-only">
        {error ?? ""}
      </p>
    </form>
  )
}
