"use client"

import type * as React from "react"

import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { HiddenFields } from "@/components/forms/hidden-fields"

type ButtonVariant = React.ComponentProps<typeof Button>["variant"]

export type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it. */
  trigger: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
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
  open,
  onOpenChange,
  trigger,
  title,
  description,
  action,
  fields = {},
  submitLabel,
  submitVariant,
  cancelVariant = "outline",
  pending,
  contentClassName = "sm:max-w-md",
  formClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form action={action} className={formClassName} noValidate>
          <HiddenFields fields={fields} />
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant={cancelVariant}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
