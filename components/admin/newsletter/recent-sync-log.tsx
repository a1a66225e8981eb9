import { formatDateTime } from "@/lib/format"
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { OPERATION_LABELS, OPERATION_TYPE_LABELS, SyncStatusBadge } from "@/components/admin/mailrelay/sync-labels"

export interface RecentSyncEntry {
  id: number
  created_at: string
  operation_type: string
  operation: string
  status: string
  error_message: string | null
}

/** The newest sync operations (the screen fetches 50 and shows 10, spec section 9). */
export function RecentSyncLog({ entries }: { entries: readonly RecentSyncEntry[] }) {
  return (
    <div className="rounded-md border">
      <Table aria-label="Log de sincronização">
        <TableHeader>
          <TableRow>
            <TableHead>Data/Hora</TableHead>
            <TableHead>Tipo</TableHead>
            <TableHead>Operação</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Erro</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.length === 0 ? (
            <TableEmpty colSpan={5}>Nenhuma operação encontrada</TableEmpty>
          ) : (
            entries.map((entry) => (
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
            ))
          )}
        </TableBody>
      </Table>
    </div>
  )
}
