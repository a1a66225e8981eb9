"use server"

import { revalidatePath } from "next/cache"

import type { ActionState } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { MAILRELAY_NOT_CONFIGURED, startMailRelaySync } from "@/lib/mail/run"
import { getMailRelayClient, MailRelayError } from "@/lib/mail/mailrelay"

/** "Testar Conexão": one cheap authenticated call (GET /groups?per_page=1). */
export async function testMailRelayConnection(): Promise<ActionState> {
  await requireAdmin("/admin/mailrelay")
  const mailrelay = getMailRelayClient()
  if (!mailrelay) return { status: "error", message: MAILRELAY_NOT_CONFIGURED }
  try {
    await mailrelay.ping()
    return { status: "success", message: "Conexão com MailRelay estabelecida com sucesso." }
  } catch (error) {
    console.error("[admin.mailrelay.test]", error)
    const detail = error instanceof MailRelayError ? ` ${error.message}.` : ""
    return { status: "error", message: `Falha ao testar a conexão com MailRelay.${detail}` }
  }
}

/** "Sincronizar Pendentes (N)": forces the queue now, including failed rows waiting for their backoff. */
export async function forceMailRelaySync(): Promise<ActionState> {
  await requireAdmin("/admin/mailrelay")
  const result = await startMailRelaySync("mailrelay-screen")
  if (result.status === "not_configured") return { status: "error", message: MAILRELAY_NOT_CONFIGURED }
  if (result.status === "error")
    return unexpectedFailure("admin.mailrelay.force", result.error, "Falha ao executar sincronização forçada.")
  revalidatePath("/admin/mailrelay")
  return { status: "success", message: `Sincronização forçada iniciada: ${result.pending} operações na fila.` }
}
