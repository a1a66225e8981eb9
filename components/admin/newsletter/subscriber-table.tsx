import type { NewsletterSubscriber } from "@/lib/data/newsletter"
import { formatDate, formatDateTime } from "@/lib/format"
import { SUBSCRIBER_STATUS_LABELS } from "@/lib/newsletter"
import { Badge } from "@/components/ui/badge"
import { TableCell, TableRow } from "@/components/ui/table"
import { AdminTable } from "@/components/admin/shared/admin-table"

const COLUMNS = ["Nome", "Email", "Status", "Tipo", "Origem", "Data Inscrição", "Consentimento", "MailRelay"] as const

function StatusBadge({ row }: { row: NewsletterSubscriber }) {
  const label = SUBSCRIBER_STATUS_LABELS[row.status]
  if (row.status === "confirmed") return <Badge>{label}</Badge>
  if (row.status === "pending") return <Badge variant="secondary">{label}</Badge>
  return <Badge variant="outline">{label}</Badge>
}

function StateBadge({ row }: { row: NewsletterSubscriber }) {
  if (row.state === "synced") return <Badge>Sincronizado</Badge>
  if (row.state === "error")
    return (
      <Badge variant="destructive" title={row.last_sync_error ?? undefined}>
        Erro
      </Badge>
    )
  if (row.state === "not_sent")
    return (
      <Badge variant="outline" title="Só assinantes confirmados são enviados ao MailRelay.">
        Não enviado
      </Badge>
    )
  return <Badge variant="secondary">Pendente</Badge>
}

/** When and where the consent was given, and when it was confirmed (LGPD's consent record). */
function Consent({ row }: { row: NewsletterSubscriber }) {
  if (!row.consent_at) return <span className="text-muted-foreground">—</span>
  return (
    <div className="space-y-0.5 text-xs whitespace-nowrap">
      <div>
        {formatDateTime(row.consent_at)} · {row.consent_source ?? "—"}
      </div>
      <div className="text-muted-foreground">
        {row.confirmed_at ? `Confirmado em ${formatDateTime(row.confirmed_at)}` : "Sem confirmação"}
      </div>
    </div>
  )
}

export function SubscriberTable({ rows, filtered }: { rows: readonly NewsletterSubscriber[]; filtered: boolean }) {
  return (
    <AdminTable
      label="Assinantes"
      columns={COLUMNS}
      rows={rows}
      empty={filtered ? "Nenhum assinante encontrado para esta busca." : "Nenhum assinante ainda."}
    >
      {(row) => (
        <TableRow key={row.id}>
          <TableCell className="font-medium">{row.name || "—"}</TableCell>
          <TableCell>{row.email}</TableCell>
          <TableCell>
            <StatusBadge row={row} />
          </TableCell>
          <TableCell>{row.user_type}</TableCell>
          <TableCell>{row.origin}</TableCell>
          <TableCell>{formatDate(row.subscribed_at)}</TableCell>
          <TableCell>
            <Consent row={row} />
          </TableCell>
          <TableCell>
            <StateBadge row={row} />
          </TableCell>
        </TableRow>
      )}
    </AdminTable>
  )
}
