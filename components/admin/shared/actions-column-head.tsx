import type * as React from "react"

import { TableHead } from "@/components/ui/table"

/** The head of a table's buttons column: named for screen readers, blank on screen. */
export function ActionsColumnHead(props: Omit<React.ComponentProps<typeof TableHead>, "children">) {
  return (
    <TableHead {...props}>
      <span className="sr-only">Ações</span>
    </TableHead>
  )
}
