import type * as React from "react"
import { SearchIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { Input } from "@/components/ui/input"

export type SearchFieldProps = React.ComponentProps<typeof Input> & {
  /** The kit's height (h-9) instead of the lists' taller box. */
  compact?: boolean
  wrapperClassName?: string
}

/**
 * A list's search box: a search input with a magnifier inside, labelled by `aria-label` or by a
 * wrapping <label>. The wrapper is a block span, not a div, so the field may sit inside a label
 * (FilterSearch), where only phrasing content is valid.
 */
export function SearchField({ compact = false, wrapperClassName, className, ...props }: SearchFieldProps) {
  return (
    <span className={cn("relative block flex-1", wrapperClassName)}>
      <SearchIcon
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
      <Input type="search" className={cn(!compact && "h-10", "pl-9", className)} {...props} />
    </span>
  )
}
