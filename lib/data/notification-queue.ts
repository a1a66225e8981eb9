import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"

type Client = SupabaseClient<Database>

/**
 * The scheduler's queueing of notification e-mails (issue #39), each as of `now` (the tick's one
 * clock, so tests pass moved times). `db` is the service-role client: the functions are the
 * server's alone. Each returns how many rows it queued and throws when the database cannot answer.
 */

/** One "na hora" e-mail per unread notification older than `delaySeconds` (the wait to read it in the bell). */
export async function queueNotificationEmails(db: Client, now: Date, delaySeconds: number): Promise<number> {
  const { data, error } = await db.rpc("queue_notification_emails", {
    p_now: now.toISOString(),
    p_delay_seconds: delaySeconds,
  })
  if (error) throw new Error(`queueNotificationEmails: ${error.message}`, { cause: error })
  return data ?? 0
}

/** The 24 h and 1 h reminders of project sessions (bell, and e-mail unless "projects" is off). */
export async function queueSessionReminders(db: Client, now: Date): Promise<number> {
  const { data, error } = await db.rpc("queue_session_reminders", { p_now: now.toISOString() })
  if (error) throw new Error(`queueSessionReminders: ${error.message}`, { cause: error })
  return data ?? 0
}

/** The digests that are due at `now`, in each member's own time zone; none for an empty one. */
export async function queueNotificationDigests(db: Client, now: Date): Promise<number> {
  const { data, error } = await db.rpc("queue_notification_digests", { p_now: now.toISOString() })
  if (error) throw new Error(`queueNotificationDigests: ${error.message}`, { cause: error })
  return data ?? 0
}

/**
 * The 24 h and 1 h reminders of mentoring sessions (issue #40), for both participants: bell, and
 * e-mail unless "projects" is off (the reminder template, "Mentoria com …" as its project).
 */
export async function queueMentoringReminders(db: Client, now: Date): Promise<number> {
  const { data, error } = await db.rpc("queue_mentoring_reminders", { p_now: now.toISOString() })
  if (error) throw new Error(`queueMentoringReminders: ${error.message}`, { cause: error })
  return data ?? 0
}
