import type * as React from "react"

import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table"

export interface AdminTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly string[]
  rows: readonly Row[]
  /** Shown in one full-width cell when there are no rows. */
  empty: React.ReactNode
  /** One <TableRow> per row, with its key. */
  children: (row: Row) => React.ReactNode
}

/** A bordered admin list: a heading per column, a row per item, or the empty message. */
export function AdminTable<Row>({ label, columns, rows, empty, children }: AdminTableProps<Row>) {
  return (
    <div className="rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableEmpty colSpan={columns.length}>{empty}</TableEmpty>
          ) : (
            rows.map((row) => children(row))
          )}
        </TableBody>
      </Table>
    </div>
  )
}
