"use client"

import { useActionState } from "react"

import { type ActionState, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>

/** One admin button (with its hidden fields and an optional reason) that answers with a toast. */
export function AdminRowForm({
  action,
  fields,
  label,
  accessibleLabel,
  reason,
}: {
  action: Action
  fields: Record<string, string>
  label: string
  accessibleLabel: string
  /** Ask for a reason (hiding a product). */
  reason?: boolean
}) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  return (
    <form action={formAction} className="flex items-center gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {reason ? (
        <Input
          name="reason"
          required
          maxLength={500}
          placeholder="Motivo"
          aria-label={`Motivo: ${accessibleLabel}`}
          className="h-8 w-40"
        />
      ) : null}
      <Button type="submit" size="sm" variant="outline" disabled={pending} aria-label={accessibleLabel}>
        {label}
      </Button>
    </form>
  )
}
