"use client"

import * as React from "react"

import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { successToast } from "@/lib/hooks/use-action-toast"
import { REASON_MAX } from "@/lib/validations/directory"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { FormDialog } from "@/components/forms/form-dialog"
import { HiddenFields } from "@/components/forms/hidden-fields"
import { RowDialogButton } from "@/components/forms/row-dialog-button"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

type Variant = React.ComponentProps<typeof Button>["variant"]

/**
 * One moderation step as a one-button form (approve, deactivate, reactivate): a plain POST to the
 * server action, so it also works before hydration; the answer is toasted.
 */
export function ModerationButton({
  action,
  fields,
  label,
  pendingLabel,
  accessibleLabel,
  variant = "default",
}: {
  action: FormAction
  /** Hidden fields: the id, and for activity the new value. */
  fields: Record<string, string>
  label: string
  pendingLabel: string
  /** The button's name for assistive technology when the label alone is ambiguous ("Aprovar Doces da Cláudia"). */
  accessibleLabel?: string
  variant?: Variant
}) {
  const [, formAction, pending] = useToastedAction(action)
  return (
    <form action={formAction}>
      <HiddenFields fields={fields} />
      <Button type="submit" size="sm" variant={variant} disabled={pending} aria-label={accessibleLabel}>
        {pending ? pendingLabel : label}
      </Button>
    </form>
  )
}

/**
 * "Recusar" with the reason the owner or author will read: a dialog whose form requires it (the
 * action and the database require it too).
 */
export function RejectDialog({
  action,
  id,
  title,
  description,
  triggerLabel,
  accessibleLabel,
  submitLabel = "Recusar e avisar",
  pendingLabel = "Recusando…",
}: {
  action: FormAction
  id: string
  title: string
  description: string
  triggerLabel: string
  accessibleLabel?: string
  /** What the confirming button does; removing a published review is not a refusal. */
  submitLabel?: string
  pendingLabel?: string
}) {
  const [open, setOpen] = React.useState(false)
  // Errors stay in the dialog, beside the reason; a success closes it (the row may leave the list).
  const [state, formAction, pending] = useToastedAction(action, {
    error: null,
    success: (answer) => {
      setOpen(false)
      return successToast(answer)
    },
  })
  const formId = `recusa-${id}`
  const error = fieldError(state, "reason") ?? (state.status === "error" ? state.message : undefined)
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<RowDialogButton label={triggerLabel} accessibleLabel={accessibleLabel} />}
      title={title}
      description={description}
      action={formAction}
      fields={{ id }}
      submitLabel={pending ? pendingLabel : submitLabel}
      submitVariant="destructive"
      cancelVariant="ghost"
      pending={pending}
      contentClassName="sm:max-w-lg"
      formClassName="space-y-4"
    >
      <div className="space-y-2">
        <Label htmlFor={`${formId}-reason`}>Motivo (obrigatório)</Label>
        <Textarea
          id={`${formId}-reason`}
          name="reason"
          rows={4}
          required
          maxLength={REASON_MAX}
          defaultValue={fieldValue(state, "reason") ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(formId, "reason") : undefined}
        />
        <FieldError id={errorId(formId, "reason")} message={error} />
      </div>
    </FormDialog>
  )
}

// A listing is approved and rejected from the pending queue and from the full table alike.

export function ApproveListingButton({ id, name, action }: { id: string; name: string; action: FormAction }) {
  return (
    <ModerationButton
      action={action}
      fields={{ id }}
      label="Aprovar"
      pendingLabel="Aprovando…"
      accessibleLabel={`Aprovar ${name}`}
    />
  )
}

/** The description says what the rejection means where it is offered (a pending or a listed business). */
export function RejectListingDialog({
  id,
  name,
  description,
  action,
}: {
  id: string
  name: string
  description: string
  action: FormAction
}) {
  return (
    <RejectDialog
      action={action}
      id={id}
      triggerLabel="Recusar"
      accessibleLabel={`Recusar ${name}`}
      title={`Recusar "${name}"`}
      description={description}
    />
  )
}
