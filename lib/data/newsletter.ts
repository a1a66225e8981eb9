import "server-only"
import type { Database } from "@/lib/database.types"
import { isSubscriberStatus, type SubscriberStatus } from "@/lib/newsletter"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

type SyncLogRow = Database["public"]["Tables"]["mailrelay_sync_log"]["Row"]

/** not_sent: never confirmed, so never sent to MailRelay (only confirmed subscribers are). */
export type MailRelayState = "synced" | "error" | "pending" | "not_sent"

/** A subscriber as the admin screen, its counters and the CSV export read it: the one row type. */
export interface NewsletterSubscriber {
  id: string
  name: string | null
  email: string
  status: SubscriberStatus
  subscribed_at: string
  origin: string
  user_type: string
  /** The consent record (LGPD): when, from which form, confirmed when; withdrawn when. */
  consent_at: string | null
  consent_source: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
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
  confirmed: number
  pending: number
  unsubscribed: number
  synced: number
  errors: number
}

/**
 * The spec's derived state: an external id wins; else a stored error; else still pending, except
 * for subscribers never confirmed, which MailRelay is not meant to hear of.
 */
export function mailRelayState(row: {
  status: string
  confirmed_at: string | null
  mailrelay_id: string | null
  last_sync_error: string | null
}): MailRelayState {
  if (row.mailrelay_id) return "synced"
  if (row.last_sync_error) return "error"
  if (row.status === "pending" || (row.status === "unsubscribed" && !row.confirmed_at)) return "not_sent"
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

export interface SubscriberFilter {
  /** Substring of name or e-mail. */
  query?: string
  /** Only this status; every status when absent. */
  status?: SubscriberStatus | null
}

/** The rows a filter keeps (the screen's table and the CSV export apply the same one). */
export function filterSubscribers(rows: readonly NewsletterSubscriber[], filter: SubscriberFilter) {
  return rows.filter(
    (row) => matchesSearch(row, filter.query ?? "") && (!filter.status || row.status === filter.status)
  )
}

/**
 * Every subscriber, newest first, under the caller's session (RLS: admins only), narrowed by
 * `filter`. The search runs here rather than in SQL so it matches the spec's substring rule
 * exactly, with no escaping of PostgREST filter syntax; the list is one newsletter's audience,
 * not millions of rows.
 */
export async function listNewsletterSubscribers(filter: SubscriberFilter = {}): Promise<NewsletterSubscriber[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("newsletter_subscribers")
    .select(
      "id, name, email, status, subscribed_at, origin, user_type, consent_at, consent_source, confirmed_at, unsubscribed_at, mailrelay_id, last_sync_error"
    )
    .order("subscribed_at", { ascending: false })
  if (error) throw new Error(`listNewsletterSubscribers: ${error.message}`, { cause: error })
  const rows = data.map((row) => ({
    ...row,
    // The column's check constraint allows nothing else; an unknown value would be a schema change.
    status: isSubscriberStatus(row.status) ? row.status : "pending",
    state: mailRelayState(row),
  }))
  return filterSubscribers(rows, filter)
}

export function newsletterStats(rows: readonly NewsletterSubscriber[]): NewsletterStats {
  const count = (keep: (row: NewsletterSubscriber) => boolean) => rows.filter(keep).length
  return {
    total: rows.length,
    confirmed: count((row) => row.status === "confirmed"),
    pending: count((row) => row.status === "pending"),
    unsubscribed: count((row) => row.status === "unsubscribed"),
    synced: count((row) => row.state === "synced"),
    errors: count((row) => row.state === "error"),
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

/**
 * Records a pending subscription from the footer; the database sets the consent source and queues
 * the confirmation e-mail. Returns the database's error, whose 22023 codes (invalid_email,
 * invalid_name, name_has_link) the caller turns into field messages.
 *
 * With the service role: `subscribe_newsletter` is executable by nobody else (issue #32), since
 * through /rest/v1/rpc a visitor could queue confirmations to strangers without the app's limit.
 * The only caller is the footer's action, after zod and subscribeLimiter (per address and e-mail).
 */
export async function requestNewsletterSubscription(name: string, email: string): Promise<WriteResult> {
  const supabase = createAdminClient()
  const { error } = await supabase.rpc("subscribe_newsletter", { name, email })
  return writeOutcome(error)
}
