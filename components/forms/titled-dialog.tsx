"use client"

import type * as React from "react"

import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"

export interface TitledDialogProps {
  /** Controlled when given; otherwise the trigger opens it and Escape or the close button shut it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The button that opens it; without one, the caller opens it through `open`. */
  trigger?: React.ReactNode
  title: React.ReactNode
  description: React.ReactNode
  className?: string
  onCloseAutoFocus?: (event: Event) => void
  /** The body under the title and description, usually one form. */
  children?: React.ReactNode
}

/** A dialog with its title and description, which name and describe it for assistive technology. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** "Cancelar": closes the dialog it is in, dropping whatever was typed. */
export function DialogCancelButton({ variant = "outline" }: Pick<React.ComponentProps<typeof Button>, "variant">) {
  return (
    <DialogClose asChild>
      <Button type="button" variant={variant}>
        Cancelar
      </Button>
    </DialogClose>
  )
}
