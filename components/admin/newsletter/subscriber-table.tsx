import { formatDate } from "@/lib/format"
import { Badge } from "@/components/ui/badge"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

export interface SubscriberRow {
  id: string
  name: string | null
  email: string
  active: boolean
  subscribed_at: string
  origin: string
  user_type: string
  last_sync_error: string | null
  state: "synced" | "error" | "pending"
}

function StateBadge({ row }: { row: SubscriberRow }) {
  if (row.state === "synced") return <Badge>Sincronizado</Badge>
  if (row.state === "error")
    return (
      <Badge variant="destructive" title={row.last_sync_error ?? undefined}>
        Erro
      </Badge>
    )
  return <Badge variant="secondary">Pendente</Badge>
}

export function SubscriberTable({ rows, query }: { rows: readonly SubscriberRow[]; query: string }) {
  return (
    <div className="rounded-md border">
      <Table aria-label="Assinantes">
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Tipo</TableHead>
            <TableHead>Origem</TableHead>
            <TableHead>Data Inscrição</TableHead>
            <TableHead>MailRelay</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="text-muted-foreground py-8 text-center">
                {query ? "Nenhum assinante encontrado para esta busca." : "Nenhum assinante ainda."}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="font-medium">{row.name || "—"}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>{row.active ? <Badge>Ativo</Badge> : <Badge variant="secondary">Inativo</Badge>}</TableCell>
                <TableCell>{row.user_type}</TableCell>
                <TableCell>{row.origin}</TableCell>
                <TableCell>{formatDate(row.subscribed_at)}</TableCell>
                <TableCell>
                  <StateBadge row={row} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  )
}
