"use client"

import * as React from "react"
import { fieldError, type FormAction } from "@/lib/action-state"
import { REASON_MAX } from "@/lib/community-limits"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { FormDialog } from "@/components/forms/form-dialog"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

export interface ReasonDialogProps {
  /** The button that opens it. */
  trigger: React.ReactNode
  title: string
  description: string
  label: string
  submitLabel: string
  action: FormAction
  /** Hidden fields sent with the reason (postId, hide, …). */
  fields: Record<string, string>
  onDone?: () => void
}

/** A small dialog asking why (a report, a hidden message): the reason is required, 3 to 500 characters. */
export function ReasonDialog({
  trigger,
  title,
  description,
  label,
  submitLabel,
  action,
  fields,
  onDone,
}: ReasonDialogProps) {
  const [open, setOpen] = React.useState(false)
  const [state, formAction, pending] = useToastedAction(action, {
    error: null,
    onSuccess: () => {
      setOpen(false)
      onDone?.()
    },
  })
  const id = React.useId()
  const error = state.status === "error" ? (fieldError(state, "reason") ?? state.message) : undefined
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      action={formAction}
      fields={fields}
      submitLabel={submitLabel}
      pending={pending}
      formClassName="space-y-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-motivo`}>{label}</Label>
        <Textarea
          id={`${id}-motivo`}
          name="reason"
          required
          maxLength={REASON_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
        />
        <p id={`${id}-erro`} role="status" className="text-destructive text-sm">
          {error ?? ""}
        </p>
      </div>
    </FormDialog>
  )
}
