import type * as React from "react"

import { Button } from "@/components/ui/button"

export type RowDialogButtonProps = Omit<React.ComponentProps<typeof Button>, "children" | "aria-label"> & {
  /** The short visible verb ("Editar", "Silenciar"). */
  label: React.ReactNode
  /** The same verb with the row's subject ("Editar Mulheres do Sul"), since a table has one per row; without it, the label names it. */
  accessibleLabel?: string
}

/**
 * The small outline button in a table row that opens a dialog about that row (edit a group, its
 * moderators, mute a member, refuse a listing). Pass it as the dialog's `trigger`: Radix's Trigger
 * (asChild) hands it the open/close props and ref, which it forwards to the Button.
 */
export function RowDialogButton({ label, accessibleLabel, ...props }: RowDialogButtonProps) {
  return (
    <Button type="button" size="sm" variant="outline" aria-label={accessibleLabel} {...props}>
      {label}
    </Button>
  )
}
