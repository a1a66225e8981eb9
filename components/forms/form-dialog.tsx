"use client"

import type * as React from "react"

import { keepValuesOnSubmit } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { DialogFooter } from "@/components/ui/dialog"
import { HiddenFields } from "@/components/forms/hidden-fields"
import { DialogCancelButton, TitledDialog, type TitledDialogProps } from "@/components/forms/titled-dialog"

type ButtonVariant = React.ComponentProps<typeof Button>["variant"]

export type FormDialogProps = Pick<TitledDialogProps, "open" | "onOpenChange" | "title" | "description"> & {
  /** The button that opens it. */
  trigger: React.ReactNode
  /** The form's action (useActionState's dispatcher). */
  action: (formData: FormData) => void
  /** Hidden fields sent with the form (ids, flags). */
  fields?: Record<string, string>
  submitLabel: React.ReactNode
  submitVariant?: ButtonVariant
  cancelVariant?: ButtonVariant
  pending: boolean
  contentClassName?: string
  formClassName?: string
  /** The visible fields, between the description and the buttons. */
  children?: React.ReactNode
}

/** A dialog around one form: title, description, the fields, "Cancelar" and the submit button. */
export function FormDialog({
  action,
  fields = {},
  submitLabel,
  submitVariant,
  cancelVariant = "outline",
  pending,
  contentClassName = "sm:max-w-md",
  formClassName,
  children,
  ...dialog
}: FormDialogProps) {
  return (
    <TitledDialog {...dialog} className={contentClassName}>
      {/* A refused submit keeps what she typed (a reason, a note): see useFormAction. */}
      <form action={action} onSubmit={keepValuesOnSubmit(action)} className={formClassName} noValidate>
        <HiddenFields fields={fields} />
        {children}
        <DialogFooter>
          <DialogCancelButton variant={cancelVariant} />
          <Button type="submit" variant={submitVariant} disabled={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  )
}
