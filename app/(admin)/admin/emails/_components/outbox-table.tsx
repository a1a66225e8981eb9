import type { OutboxEmail } from "@/lib/data/email-outbox-admin"
import { emailStatusLabel, emailTemplateLabel, willRetry } from "@/lib/email-outbox"
import { formatDateTime } from "@/lib/format"
import { isPreferenceKey, NOTIFICATION_CATEGORY_LABELS } from "@/lib/notifications/categories"
import { Badge } from "@/components/ui/badge"
import { TableCell, TableRow } from "@/components/ui/table"
import { AdminTable } from "@/components/admin/shared/admin-table"

import { RetryEmailButton } from "./retry-email-button"

const COLUMNS = [
  "Situação",
  "Modelo",
  "Para",
  "Assunto",
  "Tentativas",
  "Último erro",
  "Próxima tentativa",
  "Criado em",
  "Ações",
] as const

const BADGE: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  sent: "default",
  failed: "destructive",
  pending: "secondary",
  cancelled: "outline",
}

/** The category under a notification's template: what the e-mail was about. */
function categoryLabel(category: string | null): string | null {
  if (!category) return null
  if (category === "digest") return "Resumo"
  return isPreferenceKey(category) ? NOTIFICATION_CATEGORY_LABELS[category] : category
}

/** When a row is tried next: a date while it will be, else why not. */
function nextAttempt(email: OutboxEmail): string {
  if (email.status === "sent") return "—"
  if (email.status === "cancelled") return "Não será enviado"
  return willRetry(email) ? formatDateTime(email.nextAttemptAt) : "Tentativas esgotadas"
}

/** The outbox's rows on /admin/emails (issue #39): newest first, "Tentar novamente" on failed ones. */
export function OutboxTable({ emails }: { emails: readonly OutboxEmail[] }) {
  return (
    <AdminTable label="E-mails da fila" columns={COLUMNS} rows={emails} empty="Nenhum e-mail com estes filtros.">
      {(email) => {
        const category = categoryLabel(email.category)
        return (
          <TableRow key={email.id}>
            <TableCell>
              <Badge variant={BADGE[email.status] ?? "secondary"}>{emailStatusLabel(email.status)}</Badge>
            </TableCell>
            <TableCell>
              <span className="font-medium">{emailTemplateLabel(email.template)}</span>
              {category ? <span className="text-muted-foreground block text-xs">{category}</span> : null}
            </TableCell>
            <TableCell className="max-w-56 [overflow-wrap:anywhere]">{email.toEmail}</TableCell>
            <TableCell className="max-w-72 [overflow-wrap:anywhere]">{email.subject ?? "—"}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {email.attempts} de {email.maxAttempts}
            </TableCell>
            <TableCell className="text-destructive max-w-72 [overflow-wrap:anywhere]">
              {/* An SMTP error can run long: three lines here, all of it on hover. */}
              <span className="line-clamp-3" title={email.lastError ?? undefined}>
                {email.lastError ?? ""}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{nextAttempt(email)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(email.createdAt)}</TableCell>
            <TableCell>
              {email.status === "failed" ? <RetryEmailButton id={email.id} to={email.toEmail} /> : null}
            </TableCell>
          </TableRow>
        )
      }}
    </AdminTable>
  )
}
