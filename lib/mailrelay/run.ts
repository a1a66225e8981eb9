import "server-only"
import { after } from "next/server"
import { getViewer } from "@/lib/auth"
import { processMailRelayQueue, type ProcessResult } from "@/lib/mailrelay/processor"
import { getMailRelayClient } from "@/lib/services/mailrelay"
import { createAdminClient } from "@/lib/supabase/admin"

/**
 * Runs the outbox once with the service-role client. Callers are the cron route (after its
 * secret check) and admin actions (after requireAdmin()); null when MailRelay is not configured.
 */
export async function runMailRelaySync(worker: string, email?: string): Promise<ProcessResult | null> {
  const mailrelay = getMailRelayClient()
  if (!mailrelay) return null
  return processMailRelayQueue(createAdminClient(), mailrelay, { worker, limit: 100, email })
}

/**
 * Schedules a run after the response is sent (Next's after()), so a subscriber change reaches
 * MailRelay within seconds without making the person wait on it. Failures stay in the outbox.
 * With `email`, only that subscriber's operations are taken (the rest keep their schedule).
 */
export function syncMailRelaySoon(worker: string, email?: string) {
  after(async () => {
    try {
      await runMailRelaySync(worker, email)
    } catch (error) {
      console.error("[mailrelay.after]", error)
    }
  })
}

export type StartSyncResult =
  { status: "not_configured" } | { status: "error"; error: unknown } | { status: "started"; pending: number }

/**
 * The screens' sync buttons: requeues failed rows as due now, then processes in the background, both
 * with the service role (the outbox functions are the server's only). The caller has already run
 * requireAdmin(), which is what allows them; the admin is named in the audit log.
 */
export async function startMailRelaySync(worker: string): Promise<StartSyncResult> {
  if (!getMailRelayClient()) return { status: "not_configured" }
  const actor = (await getViewer())?.userId
  const { data, error } = await createAdminClient().rpc("retry_mailrelay_operations", { p_actor: actor })
  if (error) return { status: "error", error }
  syncMailRelaySoon(worker)
  return { status: "started", pending: data }
}

export const MAILRELAY_NOT_CONFIGURED =
  "O MailRelay não está configurado: defina MAILRELAY_API_URL, MAILRELAY_API_KEY e MAILRELAY_GROUP_ID no servidor."
