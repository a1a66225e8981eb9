import { formatDateTime } from "@/lib/format"
import { TableCell, TableRow } from "@/components/ui/table"
import { OPERATION_LABELS, OPERATION_TYPE_LABELS, SyncStatusBadge } from "@/components/admin/mailrelay/sync-labels"
import { AdminTable } from "@/components/admin/shared/admin-table"

export interface RecentSyncEntry {
  id: number
  created_at: string
  operation_type: string
  operation: string
  status: string
  error_message: string | null
}

const COLUMNS = ["Data/Hora", "Tipo", "Operação", "Status", "Erro"] as const

/** The newest sync operations (the screen fetches 50 and shows 10, spec section 9). */
export function RecentSyncLog({ entries }: { entries: readonly RecentSyncEntry[] }) {
  return (
    <AdminTable label="Log de sincronização" columns={COLUMNS} rows={entries} empty="Nenhuma operação encontrada">
      {(entry) => (
        <TableRow key={entry.id}>
          <TableCell className="whitespace-nowrap">{formatDateTime(entry.created_at)}</TableCell>
          <TableCell>{OPERATION_TYPE_LABELS[entry.operation_type] ?? entry.operation_type}</TableCell>
          <TableCell>{OPERATION_LABELS[entry.operation] ?? entry.operation}</TableCell>
          <TableCell>
            <SyncStatusBadge status={entry.status} />
          </TableCell>
          <TableCell className="max-w-xs truncate" title={entry.error_message ?? undefined}>
            {entry.error_message || "-"}
          </TableCell>
        </TableRow>
      )}
    </AdminTable>
  )
}
