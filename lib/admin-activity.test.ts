import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

import { describeAuditAction, UNKNOWN_AUDIT_ACTION } from "@/lib/admin-activity"

const MIGRATIONS = path.resolve(import.meta.dirname, "../supabase/migrations")

/** Every action the database writes to audit_log, the dynamic ones ('commission.' || status) spelled out. */
const KNOWN_ACTIONS = [
  "admin.grant",
  "import.members",
  "import.businesses",
  "import.subscribers",
  "admin.revoke",
  "blog_editor.grant",
  "blog_editor.revoke",
  "role.add",
  "role.remove",
  "permission.grant",
  "permission.revoke",
  "mailrelay.retry",
  "settings.update",
  "business.approve",
  "business.reject",
  "business.activate",
  "business.deactivate",
  "business.revision.approve",
  "business.revision.reject",
  "review.approve",
  "review.reject",
  "product.hide",
  "product.show",
  "commission.approved",
  "commission.paid",
  "ambassador.code",
  "certificate.revoke",
  "community.group_create",
  "community.group_update",
  "community.group_archive",
  "community.group_unarchive",
  "community.moderator_appoint",
  "community.moderator_dismiss",
  "community.post_hide",
  "community.post_unhide",
  "community.topic_pin",
  "community.topic_unpin",
  "community.topic_lock",
  "community.topic_unlock",
  "community.member_approve",
  "community.member_reject",
  "community.member_mute",
  "community.member_unmute",
  "community.member_remove",
  "community.member_reinstate",
  "community.member_invite",
  "community.report_resolved",
  "community.report_dismissed",
  "message_report.resolve",
  "order.cancel",
  "order_report.resolve",
  "email_outbox.retry",
]

/** The action literals of every audit(...) / community_audit(...) call in the migrations. */
function auditedInMigrations() {
  const literals = new Set<string>()
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith(".sql"))) {
    const sql = readFileSync(path.join(MIGRATIONS, file), "utf8")
    for (const call of sql.matchAll(/audit\(\s*(case when[^;]*?end|'[^']*'(?:\s*\|\|)?)/g)) {
      for (const literal of call[1]!.matchAll(/'([a-z_]+\.[a-z_.]*)'/g)) literals.add(literal[1]!)
    }
  }
  return [...literals]
}

describe("the admin's recent activity", () => {
  it("knows every action the migrations audit", () => {
    const found = auditedInMigrations()
    expect(found.length).toBeGreaterThan(20)
    for (const key of found) {
      // A prefix completed at run time ('commission.' || p_status) must have its spelled-out keys.
      const known =
        key.endsWith(".") || key.endsWith("_")
          ? KNOWN_ACTIONS.some((action) => action.startsWith(key))
          : KNOWN_ACTIONS.includes(key)
      expect(known, `audit action ${key} has no sentence in KNOWN_ACTIONS`).toBe(true)
    }
  })

  it.each(KNOWN_ACTIONS)("says %s as a pt-BR sentence, never its code", (action) => {
    const sentence = describeAuditAction({ action, details: { count: 3, from: "ana10", to: "ana-vip" } })
    expect(sentence).not.toBe(UNKNOWN_AUDIT_ACTION)
    expect(sentence).not.toContain(action)
    expect(sentence).not.toMatch(/[a-z]+\.[a-z_]+/)
  })

  it("says an unknown action as a sentence, without its code", () => {
    const sentence = describeAuditAction({ action: "algo.novo", details: {} })
    expect(sentence).toBe(UNKNOWN_AUDIT_ACTION)
    expect(sentence).not.toContain("algo.novo")
    expect(describeAuditAction({ action: "community.algo_novo", details: {} })).not.toContain("algo_novo")
  })

  it("names the revoked certificate's holder and code", () => {
    expect(
      describeAuditAction({
        action: "certificate.revoke",
        details: { holder_name: "Joana Prado", code: "ABCDE12345FGHJK67890", reason: "Erro" },
      })
    ).toBe("revogou o certificado de Joana Prado (código ABCDE-12345-FGHJK-67890)")
  })

  it("says what was decided on a message report, with its days", () => {
    const said = (action: string, days?: number) =>
      describeAuditAction({ action: "message_report.resolve", details: { action, ...(days ? { days } : {}) } })
    expect(said("dismiss")).toBe("arquivou uma denúncia de mensagens contra")
    expect(said("warn")).toBe("advertiu, após uma denúncia de mensagens,")
    expect(said("mute", 3)).toBe("suspendeu por 3 dias o envio de mensagens de")
    expect(said("suspend", 1)).toBe("suspendeu por 1 dia a conta de")
  })

  it("names the order an admin cancelled or whose problem she resolved, by its code", () => {
    expect(
      describeAuditAction({ action: "order.cancel", details: { code: "CEABCDEFGH23", business_name: "Doces da Ana" } })
    ).toBe("cancelou a encomenda CEABCDEFGH23 de Doces da Ana")
    expect(describeAuditAction({ action: "order_report.resolve", details: { code: "CEABCDEFGH23" } })).toBe(
      "resolveu um problema relatado na encomenda CEABCDEFGH23"
    )
  })

  it("says how many failed e-mails went back to the queue", () => {
    expect(describeAuditAction({ action: "email_outbox.retry", details: { count: 1 } })).toBe(
      "devolveu à fila de envio 1 e-mail que falhou"
    )
    expect(describeAuditAction({ action: "email_outbox.retry", details: {} })).toBe(
      "devolveu à fila de envio e-mails que falharam"
    )
  })

  it("agrees counts with their nouns", () => {
    expect(describeAuditAction({ action: "commission.approved", details: { count: 3 } })).toBe("aprovou 3 comissões")
    expect(describeAuditAction({ action: "commission.paid", details: { count: 1 } })).toBe(
      "marcou 1 comissão como paga"
    )
  })
})
