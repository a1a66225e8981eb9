"use client"

import type * as React from "react"
import type { FormAction } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { HiddenFields } from "@/components/forms/hidden-fields"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

export interface ActionButtonProps extends Omit<React.ComponentProps<typeof Button>, "type" | "form"> {
  action: FormAction
  /** Hidden fields the action receives. */
  fields: Record<string, string>
}

/** One button that posts one action with its fields, and toasts the answer. */
export function ActionButton({ action, fields, children, disabled, ...button }: ActionButtonProps) {
  const [, formAction, pending] = useToastedAction(action)
  return (
    <form action={formAction} className="inline">
      <HiddenFields fields={fields} />
      <Button type="submit" disabled={disabled || pending} {...button}>
        {children}
      </Button>
    </form>
  )
}
