import type { AuditEntry } from "@/lib/data/admin-stats"
import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"
import { formatDateTime, formatRelativeTime, SITE_TIME_ZONE } from "@/lib/format"
import { CardSection } from "@/components/admin/shared/card-section"

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
      return entry.action.startsWith("community.")
        ? describeCommunityAction(entry)
        : `registrou a ação ${entry.action} em`
  }
}

/** The community's moderation (issue #21); the group's name follows (details.group_name). */
function describeCommunityAction(entry: AuditEntry): string {
  const member = detail(entry, "member_name") ?? "uma participante"
  const author = detail(entry, "author_name") ?? "uma participante"
  const title = detail(entry, "title") ?? "um tópico"
  switch (entry.action) {
    case "community.group_create":
      return "criou o grupo"
    case "community.group_update":
      return "editou o grupo"
    case "community.group_archive":
      return "arquivou o grupo"
    case "community.group_unarchive":
      return "restaurou o grupo"
    case "community.moderator_appoint":
      return `nomeou ${member} moderadora de`
    case "community.moderator_dismiss":
      return `encerrou a moderação de ${member} em`
    case "community.post_hide":
      return `ocultou uma mensagem de ${author} em`
    case "community.post_unhide":
      return `voltou a mostrar uma mensagem de ${author} em`
    case "community.topic_pin":
      return `fixou o tópico "${title}" em`
    case "community.topic_unpin":
      return `desafixou o tópico "${title}" em`
    case "community.topic_lock":
      return `trancou o tópico "${title}" em`
    case "community.topic_unlock":
      return `reabriu o tópico "${title}" em`
    case "community.member_approve":
      return `aprovou a entrada de ${member} em`
    case "community.member_reject":
      return `recusou o pedido de ${member} para`
    case "community.member_mute":
      return `silenciou ${member} em`
    case "community.member_unmute":
      return `liberou as publicações de ${member} em`
    case "community.member_remove":
      return `removeu ${member} de`
    case "community.member_reinstate":
      return `readmitiu ${member} em`
    case "community.member_invite":
      return `convidou ${member} para`
    case "community.report_resolved":
      return "resolveu uma denúncia em"
    case "community.report_dismissed":
      return "arquivou uma denúncia em"
    default:
      return `registrou a ação ${entry.action} em`
  }
}

export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  return (
    <CardSection id="atividade-recente" title="Atividade recente">
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
                {entry.targetType === "community_group" ? (
                  <>
                    {" "}
                    <span className="font-medium">{detail(entry, "group_name") ?? "um grupo removido"}</span>
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
    </CardSection>
  )
}
