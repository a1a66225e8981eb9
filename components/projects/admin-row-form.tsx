"use client"

import type { FormAction } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { HiddenFieldsForm } from "@/components/forms/hidden-fields-form"

/** One admin button (with its hidden fields and an optional reason) that answers with a toast. */
export function AdminRowForm({
  action,
  fields,
  label,
  accessibleLabel,
  reason,
}: {
  action: FormAction
  fields: Record<string, string>
  label: string
  accessibleLabel: string
  /** Ask for a reason (hiding a product). */
  reason?: boolean
}) {
  return (
    <HiddenFieldsForm action={action} fields={fields} className="flex items-center gap-2">
      {(pending) => (
        <>
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
        </>
      )}
    </HiddenFieldsForm>
  )
}
