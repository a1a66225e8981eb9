import * as React from "react"

import { cn } from "@/lib/utils"

/** A native checkbox in the brand's colour with the kit's focus ring: it posts "on" even before hydration. */
function NativeCheckbox({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type="checkbox"
      data-slot="native-checkbox"
      className={cn(
        "accent-primary size-4 shrink-0 rounded outline-none disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:ring-ring/40 focus-visible:ring-[3px]",
        className
      )}
      {...props}
    />
  )
}

export { NativeCheckbox }
