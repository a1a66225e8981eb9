import "server-only"
import { after } from "next/server"
import { processMailRelayQueue, type ProcessResult } from "@/lib/mailrelay/processor"
import { getMailRelayClient } from "@/lib/services/mailrelay"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"

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
 * The screens' sync buttons: requeues failed rows as due now (under the admin's own session; the
 * database checks the role again), then processes in the background. The caller has already
 * run requireAdmin(), which is what allows the service-role run inside syncMailRelaySoon().
 */
export async function startMailRelaySync(worker: string): Promise<StartSyncResult> {
  if (!getMailRelayClient()) return { status: "not_configured" }
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("retry_mailrelay_operations")
  if (error) return { status: "error", error }
  syncMailRelaySoon(worker)
  return { status: "started", pending: data }
}

export const MAILRELAY_NOT_CONFIGURED =
  "O MailRelay não está configurado: defina MAILRELAY_API_URL, MAILRELAY_API_KEY e MAILRELAY_GROUP_ID no servidor."
