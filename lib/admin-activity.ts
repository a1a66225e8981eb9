import { formatCertificateCode } from "@/lib/learning/certificate-code"
import { formatCount } from "@/lib/number-format"
import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"

/** The fields of an audit-log entry the sentence needs (lib/data/admin-stats.ts reads them). */
export interface AuditFacts {
  action: string
  details: Record<string, unknown>
}

const detail = (entry: AuditFacts, key: string) => {
  const value = entry.details[key]
  return typeof value === "string" || typeof value === "number" ? String(value) : null
}

/** Said of an action this screen does not know yet: still a sentence, never the raw code. */
export const UNKNOWN_AUDIT_ACTION = "fez uma alteração na administração"

/**
 * What an admin did, in pt-BR, as the verb phrase between her name and the target the overview
 * appends (a person, a business, a group, a product). Every action the database audits has its
 * sentence (lib/admin-activity.test.ts lists them from the migrations).
 */
export function describeAuditAction(entry: AuditFacts): string {
  const role = detail(entry, "role")
  const roleLabel = role ? (ROLE_LABELS[role as UserRole] ?? "um papel") : "um papel"
  const permission = detail(entry, "permission_name") ?? "uma permissão"
  const count = Number(detail(entry, "count") ?? 0)
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
    // Issue #39: failed e-mails sent back to the outbox's queue from /admin/emails.
    case "email_outbox.retry":
      return count > 0
        ? `devolveu à fila de envio ${formatCount(count, "e-mail que falhou", "e-mails que falharam")}`
        : "devolveu à fila de envio e-mails que falharam"
    case "settings.update":
      return "alterou as configurações do site"
    case "business.approve":
      return "aprovou o negócio"
    case "business.reject":
      return "recusou o negócio"
    case "business.activate":
      return "reativou o negócio"
    case "business.deactivate":
      return "desativou o negócio"
    case "business.revision.approve":
      return "aprovou as alterações do negócio"
    case "business.revision.reject":
      return "recusou as alterações do negócio"
    case "review.approve":
      return `publicou a avaliação de ${detail(entry, "author") ?? "uma associada"} sobre`
    case "review.reject":
      return `recusou a avaliação de ${detail(entry, "author") ?? "uma associada"} sobre`
    case "product.hide":
      return "ocultou da loja o produto"
    case "product.show":
      return "voltou a mostrar na loja o produto"
    case "commission.approved":
      return count > 0 ? `aprovou ${formatCount(count, "comissão", "comissões")}` : "aprovou comissões"
    case "commission.paid":
      return count > 0
        ? `marcou ${formatCount(count, "comissão como paga", "comissões como pagas")}`
        : "marcou comissões como pagas"
    case "certificate.revoke": {
      const holder = detail(entry, "holder_name")
      const code = detail(entry, "code")
      const whose = holder ? ` de ${holder}` : ""
      return code
        ? `revogou o certificado${whose} (código ${formatCertificateCode(code)})`
        : `revogou um certificado${whose}`
    }
    case "message_report.resolve":
      return describeMessageReport(entry)
    // Issue #38: an order is not a target the overview names, so the sentence carries its code.
    case "order.cancel": {
      const code = detail(entry, "code")
      const business = detail(entry, "business_name")
      return code ? `cancelou a encomenda ${code}${business ? ` de ${business}` : ""}` : "cancelou uma encomenda"
    }
    case "order_report.resolve": {
      const code = detail(entry, "code")
      return code
        ? `resolveu um problema relatado na encomenda ${code}`
        : "resolveu um problema relatado numa encomenda"
    }
    case "ambassador.code": {
      const from = detail(entry, "from")
      const to = detail(entry, "to")
      return from && to ? `mudou o código de embaixadora "${from}" para "${to}"` : "mudou o código de uma embaixadora"
    }
    // Issue #43: a CSV import at /admin/importar, with its counts.
    case "import.members":
    case "import.businesses":
    case "import.subscribers":
      return describeImport(entry, count)
    default:
      return entry.action.startsWith("community.") ? describeCommunityAction(entry) : UNKNOWN_AUDIT_ACTION
  }
}

/** A CSV import (issue #43): what came in, and what was skipped as already there. */
function describeImport(entry: AuditFacts, count: number): string {
  const skipped = Number(detail(entry, "skipped") ?? 0)
  const what =
    entry.action === "import.members"
      ? formatCount(count, "associada (convite enviado)", "associadas (convites enviados)")
      : entry.action === "import.businesses"
        ? formatCount(count, "negócio pendente", "negócios pendentes")
        : formatCount(count, "assinante da newsletter", "assinantes da newsletter")
  const file = detail(entry, "file_name")
  return `importou ${what}${skipped > 0 ? `, pulando ${formatCount(skipped, "já existente", "já existentes")}` : ""}${file ? `, do arquivo ${file}` : ""}`
}

/** A decision on a message report (issue #37); the reported member's name follows. */
function describeMessageReport(entry: AuditFacts): string {
  const days = Number(detail(entry, "days") ?? 0)
  const during = days > 0 ? ` por ${formatCount(days, "dia", "dias")}` : ""
  switch (detail(entry, "action")) {
    case "dismiss":
      return "arquivou uma denúncia de mensagens contra"
    case "warn":
      return "advertiu, após uma denúncia de mensagens,"
    case "mute":
      return `suspendeu${during} o envio de mensagens de`
    case "suspend":
      return `suspendeu${during} a conta de`
    default:
      return "resolveu uma denúncia de mensagens sobre"
  }
}

/** The community's moderation (issue #21); the group's name follows (details.group_name). */
function describeCommunityAction(entry: AuditFacts): string {
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
      return "fez uma alteração de moderação em"
  }
}
