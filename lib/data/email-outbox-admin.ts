import "server-only"

import { EMAILS_PER_PAGE } from "@/lib/email-outbox"
import { createClient } from "@/lib/supabase/server"
import { EMAIL_STATUSES, type EmailOutboxFilter, type EmailStatus } from "@/lib/validations/email-outbox"
import type { WriteResult } from "@/lib/data/write-result"

/**
 * The e-mail outbox as /admin/emails reads and retries it (issue #39). Every call runs under her
 * session: the definer functions check is_admin() themselves (42501 for anyone else), so the
 * outbox's table stays closed to the API.
 */

export interface OutboxEmail {
  id: number
  template: string
  toEmail: string
  /** A preference key, "digest", or null (newsletter confirmations). */
  category: string | null
  status: string
  attempts: number
  maxAttempts: number
  subject: string | null
  lastError: string | null
  nextAttemptAt: string
  processedAt: string | null
  createdAt: string
}

export type EmailOutboxCounts = Record<EmailStatus, number> & { total: number }

/** One page of the outbox, newest first, with how many rows the filter matches. */
export async function listEmailOutbox(filter: EmailOutboxFilter): Promise<{ emails: OutboxEmail[]; total: number }> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("admin_list_email_outbox", {
    p_status: filter.status ?? undefined,
    p_template: filter.template ?? undefined,
    p_limit: EMAILS_PER_PAGE,
    p_offset: (filter.page - 1) * EMAILS_PER_PAGE,
  })
  if (error) throw new Error(`listEmailOutbox: ${error.message}`, { cause: error })
  const rows = data ?? []
  return {
    emails: rows.map((row) => ({
      id: Number(row.id),
      template: row.template,
      toEmail: row.to_email,
      category: row.category ?? null,
      status: row.status,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      subject: row.subject ?? null,
      lastError: row.last_error ?? null,
      nextAttemptAt: row.next_attempt_at,
      processedAt: row.processed_at ?? null,
      createdAt: row.created_at,
    })),
    total: rows.length > 0 ? Number(rows[0]!.total_count) : 0,
  }
}

/** How many rows are in each state (every template). */
export async function countEmailOutbox(): Promise<EmailOutboxCounts> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("admin_email_outbox_counts")
  if (error) throw new Error(`countEmailOutbox: ${error.message}`, { cause: error })
  const counts = Object.fromEntries(EMAIL_STATUSES.map((status) => [status, 0])) as EmailOutboxCounts
  counts.total = 0
  for (const row of data ?? []) {
    const count = Number(row.count)
    counts.total += count
    if ((EMAIL_STATUSES as readonly string[]).includes(row.status)) counts[row.status as EmailStatus] = count
  }
  return counts
}

/**
 * Sends failed rows back to the queue, due now with their attempts reset (one row, or every failed
 * one when `id` is null); the function writes the audit entry. `data` is how many were requeued.
 */
export async function retryEmailOutbox(id: number | null): Promise<WriteResult<number>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("retry_email_outbox", id === null ? {} : { p_id: id })
  return { data: error ? null : (data ?? 0), error }
}
