import { formatDateTime } from "@/lib/format"
import { TableCell, TableRow } from "@/components/ui/table"
import {
  OPERATION_LABELS,
  OPERATION_TYPE_LABELS,
  requestEmail,
  SyncStatusBadge,
} from "@/components/admin/mailrelay/sync-labels"
import { AdminTable } from "@/components/admin/shared/admin-table"

export interface SyncLogTableEntry {
  id: number
  status: string
  operation: string
  entity_type: string
  operation_type: string
  request_data: unknown
  created_at: string
  processed_at: string | null
  error_message: string | null
}

const ENTITY_LABELS: Record<string, string> = { newsletter_subscriber: "Assinante" }

const COLUMNS = ["Status", "Operação", "Tipo", "Email", "Criado em", "Processado em", "Erro"] as const

/** The full log of the mail-sync dashboard (100 newest, spec section 9). */
export function SyncLogTable({ entries }: { entries: readonly SyncLogTableEntry[] }) {
  return (
    <AdminTable label="Operações de sincronização" columns={COLUMNS} rows={entries} empty="Nenhuma operação encontrada">
      {(entry) => (
        <TableRow key={entry.id}>
          <TableCell>
            <SyncStatusBadge status={entry.status} />
          </TableCell>
          <TableCell>
            <span className="font-medium">{OPERATION_LABELS[entry.operation] ?? entry.operation}</span>
            <span className="text-muted-foreground block text-xs">
              {ENTITY_LABELS[entry.entity_type] ?? entry.entity_type}
            </span>
          </TableCell>
          <TableCell>{OPERATION_TYPE_LABELS[entry.operation_type] ?? entry.operation_type}</TableCell>
          <TableCell>{requestEmail(entry.request_data) ?? "N/A"}</TableCell>
          <TableCell className="whitespace-nowrap">{formatDateTime(entry.created_at)}</TableCell>
          <TableCell className="whitespace-nowrap">
            {entry.processed_at ? formatDateTime(entry.processed_at) : "Não processado"}
          </TableCell>
          <TableCell className="text-destructive max-w-xs truncate" title={entry.error_message ?? undefined}>
            {entry.error_message ?? ""}
          </TableCell>
        </TableRow>
      )}
    </AdminTable>
  )
}
