import "server-only"
import type { Database } from "@/lib/database.types"
import { createClient } from "@/lib/supabase/server"

type SyncLogRow = Database["public"]["Tables"]["mailrelay_sync_log"]["Row"]

export type MailRelayState = "synced" | "error" | "pending"

export interface NewsletterSubscriber {
  id: string
  name: string | null
  email: string
  active: boolean
  subscribed_at: string
  origin: string
  user_type: string
  mailrelay_id: string | null
  last_sync_error: string | null
  state: MailRelayState
}

export type SyncLogEntry = Pick<
  SyncLogRow,
  | "id"
  | "status"
  | "operation"
  | "entity_type"
  | "operation_type"
  | "request_data"
  | "created_at"
  | "processed_at"
  | "error_message"
  | "attempts"
>

export interface NewsletterStats {
  total: number
  active: number
  synced: number
  errors: number
}

/** The spec's derived state: an external id wins; else a stored error; else still pending. */
export function mailRelayState(row: { mailrelay_id: string | null; last_sync_error: string | null }): MailRelayState {
  if (row.mailrelay_id) return "synced"
  if (row.last_sync_error) return "error"
  return "pending"
}

/** Case-insensitive substring on name or e-mail (spec section 5). */
export function matchesSearch(row: { name: string | null; email: string }, query: string) {
  const needle = query.trim().toLocaleLowerCase("pt-BR")
  if (!needle) return true
  return (
    (row.name ?? "").toLocaleLowerCase("pt-BR").includes(needle) ||
    row.email.toLocaleLowerCase("pt-BR").includes(needle)
  )
}

/**
 * Every subscriber, newest first, under the caller's session (RLS: admins only). The search runs
 * here rather than in SQL so it matches the spec's substring rule exactly, with no escaping of
 * PostgREST filter syntax; the list is one newsletter's audience, not millions of rows.
 */
export async function listNewsletterSubscribers(query = ""): Promise<NewsletterSubscriber[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("newsletter_subscribers")
    .select("id, name, email, active, subscribed_at, origin, user_type, mailrelay_id, last_sync_error")
    .order("subscribed_at", { ascending: false })
  if (error) throw new Error(`listNewsletterSubscribers: ${error.message}`, { cause: error })
  return data.filter((row) => matchesSearch(row, query)).map((row) => ({ ...row, state: mailRelayState(row) }))
}

export function newsletterStats(rows: readonly NewsletterSubscriber[]): NewsletterStats {
  return {
    total: rows.length,
    active: rows.filter((row) => row.active).length,
    synced: rows.filter((row) => row.state === "synced").length,
    errors: rows.filter((row) => row.state === "error").length,
  }
}

/** The newest sync-log rows (spec: 100 on /admin/mailrelay, 50 on /admin/newsletter). Admins only. */
export async function listSyncLog(limit: number): Promise<SyncLogEntry[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("mailrelay_sync_log")
    .select(
      "id, status, operation, entity_type, operation_type, request_data, created_at, processed_at, error_message, attempts"
    )
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(limit)
  if (error) throw new Error(`listSyncLog: ${error.message}`, { cause: error })
  return data
}

export interface SyncLogCounts {
  total: number
  pending: number
  completed: number
  failed: number
}

/** Counts over the whole log (not just the 100 shown). Admins only. */
export async function countSyncLog(): Promise<SyncLogCounts> {
  const supabase = await createClient()
  const count = async (status?: "pending" | "completed" | "failed") => {
    let query = supabase.from("mailrelay_sync_log").select("id", { count: "exact", head: true })
    if (status) query = query.eq("status", status)
    const { count: n, error } = await query
    if (error) throw new Error(`countSyncLog(${status ?? "all"}): ${error.message}`, { cause: error })
    return n ?? 0
  }
  const [total, pending, completed, failed] = await Promise.all([
    count(),
    count("pending"),
    count("completed"),
    count("failed"),
  ])
  return { total, pending, completed, failed }
}
