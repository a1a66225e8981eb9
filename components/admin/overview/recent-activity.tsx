import type { AuditEntry } from "@/lib/data/admin-stats"
import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"
import { formatDateTime, formatRelativeTime, SITE_TIME_ZONE } from "@/lib/format"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"

const detail = (entry: AuditEntry, key: string) => {
  const value = entry.details[key]
  return typeof value === "string" || typeof value === "number" ? String(value) : null
}

/** What happened, in pt-BR; unknown actions still show their code rather than disappear. */
function describeAction(entry: AuditEntry): string {
  const role = detail(entry, "role")
  const roleLabel = role ? (ROLE_LABELS[role as UserRole] ?? role) : "um papel"
  const permission = detail(entry, "permission_name") ?? "uma permissão"
  switch (entry.action) {
    case "admin.grant":
      return "concedeu acesso de administradora a"
    case "admin.revoke":
      return "removeu o acesso de administradora de"
    case "blog_editor.grant":
      return "tornou editora do blog"
    case "blog_editor.revoke":
      return "removeu a permissão de editora do blog de"
    case "role.add":
      return `adicionou o papel "${roleLabel}" a`
    case "role.remove":
      return `removeu o papel "${roleLabel}" de`
    case "permission.grant":
      return `concedeu a permissão "${permission}" a`
    case "permission.revoke":
      return `revogou a permissão "${permission}" de`
    case "mailrelay.retry":
      return "reenviou as operações pendentes do MailRelay"
    case "business.approve":
      return "aprovou o negócio"
    case "business.reject":
      return "recusou o negócio"
    case "business.activate":
      return "reativou o negócio"
    case "business.deactivate":
      return "desativou o negócio"
    case "review.approve":
      return `publicou a avaliação de ${detail(entry, "author") ?? "uma associada"} sobre`
    case "review.reject":
      return `recusou a avaliação de ${detail(entry, "author") ?? "uma associada"} sobre`
    default:
      return `registrou a ação ${entry.action} em`
  }
}

export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="atividade-recente">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="atividade-recente" className="text-xl font-semibold">
              Atividade recente
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {entries.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhuma atividade administrativa registrada ainda.</p>
          ) : (
            <ol className="divide-y">
              {entries.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between sm:gap-4">
                  <p>
                    <span className="font-medium">{entry.actorName ?? "Sistema"}</span> {describeAction(entry)}
                    {entry.targetType === "profile" ? (
                      <>
                        {" "}
                        <span className="font-medium">{entry.targetName ?? "uma conta removida"}</span>
                      </>
                    ) : null}
                    {/* Directory entries carry the business's name in their details. */}
                    {entry.targetType === "business" || entry.targetType === "business_review" ? (
                      <>
                        {" "}
                        <span className="font-medium">{detail(entry, "name") ?? "um negócio removido"}</span>
                      </>
                    ) : null}
                  </p>
                  <time
                    dateTime={entry.createdAt}
                    title={formatDateTime(entry.createdAt)}
                    className="text-muted-foreground shrink-0 text-xs sm:text-sm"
                  >
                    {formatRelativeTime(entry.createdAt, { timeZone: SITE_TIME_ZONE })}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
