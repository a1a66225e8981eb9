import "server-only"
import { randomUUID } from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database, Json } from "@/lib/database.types"
import { isMailRelayOutage, MailRelayError, type MailRelayClient } from "@/lib/mail/mailrelay"

type Client = SupabaseClient<Database>
type Operation = Database["public"]["Functions"]["claim_mailrelay_operations"]["Returns"][number]

export interface ProcessResult {
  /** Operations claimed (and so attempted) in this run. */
  processed: number
  completed: number
  failed: number
  /** True when the run stopped early because MailRelay looked down, slow or rate-limited. */
  stoppedEarly: boolean
}

export interface ProcessOptions {
  /** At most this many operations per run (default 50). */
  limit?: number
  /** Names the run in claimed_by (for the log). */
  worker?: string
  /** Claim lease: a run that dies leaves its row claimable again after this (default 120 s). */
  leaseSeconds?: number
  /** Only this subscriber's operations (the run right after their change). */
  email?: string
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/**
 * Sends one outbox row to MailRelay; resolves with MailRelay's subscriber id (or null when there
 * was nothing to send). Create, update, resubscribe and unsubscribe all send the subscriber's
 * CURRENT row through the idempotent POST /subscribers/sync, so a retried old row can never undo
 * a newer change. Unsubscribing is a status change ("inactive"), which keeps the contact's history
 * in MailRelay; a deleted subscriber is removed with DELETE /subscribers/{id}.
 */
async function send(
  supabase: Client,
  mailrelay: MailRelayClient,
  op: Operation
): Promise<{ id: string | null; response: Json }> {
  const request = record(op.request_data)
  if (op.operation === "delete") {
    const id = Number(request.mailrelay_id)
    if (!Number.isInteger(id) || id <= 0) return { id: null, response: { skipped: "never synced" } }
    try {
      await mailrelay.deleteSubscriber(id)
    } catch (error) {
      // Already gone on MailRelay's side: the goal of the operation is met.
      if (!(error instanceof MailRelayError && error.kind === "not_found")) throw error
    }
    return { id: null, response: { deleted: id } }
  }
  let current: { email: string; name: string | null; active: boolean; origin: string; user_type: string } | null = null
  if (op.entity_type === "newsletter_subscriber" && op.entity_id) {
    const { data, error } = await supabase
      .from("newsletter_subscribers")
      .select("email, name, active, origin, user_type")
      .eq("id", op.entity_id)
      .maybeSingle()
    if (error) throw new Error(`Falha ao ler o assinante: ${error.message}`, { cause: error })
    current = data
  }
  const email = current?.email ?? (typeof request.email === "string" ? request.email : null)
  if (!email) return { id: null, response: { skipped: "no e-mail" } }
  // The subscriber was deleted after this row was queued: the delete row settles MailRelay.
  if (!current && op.entity_id) return { id: null, response: { skipped: "subscriber deleted" } }
  const active = current ? current.active : request.active !== false && op.operation !== "unsubscribe"
  const subscriber = await mailrelay.syncSubscriber({
    email,
    name: current?.name ?? (typeof request.name === "string" ? request.name : null),
    status: active ? "active" : "inactive",
    customFields: current ? { origin: current.origin, user_type: current.user_type } : undefined,
  })
  return { id: String(subscriber.id), response: { id: subscriber.id, status: subscriber.status ?? null } }
}

/**
 * Works through the MailRelay outbox: claims due rows one at a time, oldest first (so a stop
 * leaves the rest unclaimed, not leased), sends each and settles it as completed or failed.
 * `supabase` must be the service-role client or an admin's session (the functions check).
 * Never throws for MailRelay trouble: a failed row keeps its error and is retried with backoff.
 */
export async function processMailRelayQueue(
  supabase: Client,
  mailrelay: MailRelayClient,
  options: ProcessOptions = {}
): Promise<ProcessResult> {
  const limit = options.limit ?? 50
  const worker = options.worker ?? `app-${randomUUID()}`
  const result: ProcessResult = { processed: 0, completed: 0, failed: 0, stoppedEarly: false }
  while (result.processed < limit) {
    const { data, error } = await supabase.rpc("claim_mailrelay_operations", {
      p_limit: 1,
      p_worker: worker,
      p_lease_seconds: options.leaseSeconds ?? 120,
      ...(options.email ? { p_email: options.email } : {}),
    })
    if (error) throw new Error(`claim_mailrelay_operations: ${error.message}`, { cause: error })
    const op = data?.[0]
    if (!op) break
    result.processed += 1
    try {
      const sent = await send(supabase, mailrelay, op)
      const { error: completeError } = await supabase.rpc("complete_mailrelay_operation", {
        p_id: op.id,
        ...(sent.id ? { p_mailrelay_id: sent.id } : {}),
        p_response: sent.response,
      })
      // Left claimed: the lease runs out and the row is sent again; sync is idempotent.
      if (completeError) throw new Error(`complete_mailrelay_operation: ${completeError.message}`)
      result.completed += 1
    } catch (error) {
      const message = error instanceof Error ? error.message : "Erro desconhecido"
      const response: Json =
        error instanceof MailRelayError ? { kind: error.kind, status: error.status } : { kind: "internal" }
      const { error: failError } = await supabase.rpc("fail_mailrelay_operation", {
        p_id: op.id,
        p_error: message,
        p_response: response,
      })
      if (failError) console.error("[mailrelay.process] fail_mailrelay_operation", failError)
      result.failed += 1
      if (isMailRelayOutage(error)) {
        result.stoppedEarly = true
        break
      }
      if (!(error instanceof MailRelayError)) console.error("[mailrelay.process]", error)
    }
  }
  return result
}
