import type * as React from "react"
import { SearchIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { Input } from "@/components/ui/input"

/** A list's search box: a search input with a magnifier inside, labelled by `aria-label`. */
export function SearchField({ className, ...props }: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative flex-1">
      <SearchIcon
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        aria-hidden="true"
      />
      <Input type="search" maxLength={100} className={cn("h-10 pl-9", className)} {...props} />
    </div>
  )
}
