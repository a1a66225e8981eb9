import "server-only"
import { timingSafeEqual } from "node:crypto"
import { revalidateTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import {
  queueMentoringReminders,
  queueNotificationDigests,
  queueNotificationEmails,
  queueSessionReminders,
} from "@/lib/data/notification-queue"
import { publishDuePosts } from "@/lib/data/posts"
import { publicEnv } from "@/lib/env"
import type { EmailProcessResult } from "@/lib/mail/email-outbox"
import { isMailRelayConfigured } from "@/lib/mail/mailrelay"
import type { ProcessResult } from "@/lib/mail/mailrelay-processor"
import type { NotificationProcessResult } from "@/lib/mail/notification-outbox"
import {
  emailSettings,
  notificationEmailSettings,
  runEmailOutbox,
  runMailRelaySync,
  runNotificationOutbox,
  smtpConfigured,
} from "@/lib/mail/run"
import { type PushWork, runPushDeliveries } from "@/lib/push/deliver"
import { serverVapidConfig } from "@/lib/push/server-vapid"
import { serverEnv } from "@/lib/server-env"
import { createAdminClient } from "@/lib/supabase/admin"

/** The lease every tick of the app's scheduler takes (claim_due_work), whichever server ticks. */
export const DUE_WORK_JOB = "due-work"

/** The parts of the due work, in the order a run does them; POST /api/cron may name some (`only`). */
export const DUE_PARTS = ["posts", "mailrelay", "emails", "notifications", "push"] as const
export type DuePartName = (typeof DUE_PARTS)[number]

/**
 * The lease of a tick that runs `parts`: the whole due work's for all of them, else one per set of
 * parts ("due-work-emails-notifications"), so a deployment may tick parts at different rhythms
 * without one rhythm's tick skipping the other's.
 */
export function dueWorkJob(parts: readonly DuePartName[]): string {
  const chosen = DUE_PARTS.filter((part) => parts.includes(part))
  return chosen.length === DUE_PARTS.length ? DUE_WORK_JOB : [DUE_WORK_JOB, ...chosen].join("-")
}

const NO_STORE = { "Cache-Control": "no-store" }

function carriesSecret(request: Request, secret: string) {
  const given = Buffer.from(request.headers.get("authorization") ?? "")
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The due-work routes' check, before anything else runs: null when the request carries
 * `Authorization: Bearer <CRON_SECRET>`; otherwise the answer to send (503 when no secret is
 * configured, so nobody can run the work; 401 for a missing or wrong one).
 */
export function refuseWithoutCronSecret(request: Request): Response | null {
  const secret = serverEnv.cronSecret
  if (!secret) return Response.json({ error: "CRON_SECRET is not configured" }, { status: 503, headers: NO_STORE })
  if (!carriesSecret(request, secret))
    return Response.json({ error: "unauthorized" }, { status: 401, headers: NO_STORE })
  return null
}

/** What one part of a run did: its result, or why it did nothing ("failed" is logged). */
export type DuePart<T> = T | "not_configured" | "failed"

export interface DueWorkResult {
  /** The slugs of the posts this run published. */
  posts: string[] | "failed"
  /** The MailRelay outbox (subscriber changes), processed once. */
  mailrelay: DuePart<ProcessResult>
  /** The e-mail outbox (confirmation e-mails the run after a sign-up could not send). */
  emails: DuePart<EmailProcessResult>
  /** Notification e-mails: queued (at once, reminders, digests), then sent through SMTP. */
  notifications: NotificationsWork | "failed"
  /**
   * Push notifications (issue #41): queued for the devices of members who push the notification's
   * key, then sent; "not_configured" without VAPID keys (nothing is queued then).
   */
  push: DuePart<PushWork>
}

export interface NotificationsWork {
  /** "Na hora" e-mails queued for notifications still unread after the wait. */
  queued: number
  /** Reminders made, of project and mentoring sessions (bell, and e-mail unless the member turned projects off). */
  reminders: number
  /** Digests queued. */
  digests: number
  /** The SMTP run; "not_configured" without SMTP or a link secret (the e-mails wait in the outbox). */
  sent: DuePart<NotificationProcessResult>
}

async function publishPosts(now: Date): Promise<DueWorkResult["posts"]> {
  try {
    const published = await publishDuePosts(now)
    // Expired at once rather than marked stale: the next visitor already sees the new post on its
    // page, the lists, the feeds and the sitemap.
    if (published.length > 0) revalidateTag(TAGS.posts, { expire: 0 })
    return published
  } catch (error) {
    console.error("[due-work.posts]", error)
    return "failed"
  }
}

async function syncMailRelay(): Promise<DueWorkResult["mailrelay"]> {
  try {
    return (await runMailRelaySync("cron")) ?? "not_configured"
  } catch (error) {
    console.error("[due-work.mailrelay]", error)
    return "failed"
  }
}

// The scheduler runs every few seconds: a missing secret is said once per process, not per tick.
let saidEmailsWait = false

async function sendEmails(): Promise<DueWorkResult["emails"]> {
  // Confirmations go out through MailRelay only: without it they wait, and nothing is said per tick.
  if (!isMailRelayConfigured()) return "not_configured"
  if (!emailSettings()) {
    if (!saidEmailsWait) console.warn("[due-work.emails] not sent: NEWSLETTER_TOKEN_SECRET is not configured")
    saidEmailsWait = true
    return "not_configured"
  }
  try {
    return (await runEmailOutbox("cron")) ?? "not_configured"
  } catch (error) {
    console.error("[due-work.emails]", error)
    return "failed"
  }
}

let saidNotificationsWait = false

async function sendNotificationEmails(): Promise<NotificationsWork["sent"]> {
  if (!smtpConfigured() || !notificationEmailSettings()) {
    if (!saidNotificationsWait)
      console.warn("[due-work.notifications] not sent: SMTP or NOTIFICATION_TOKEN_SECRET is not configured")
    saidNotificationsWait = true
    return "not_configured"
  }
  return (await runNotificationOutbox("cron")) ?? "not_configured"
}

/**
 * Queues what is due as of `now` (the "na hora" e-mails whose wait, NOTIFICATION_EMAIL_DELAY_SECONDS,
 * is over; the sessions' reminders, projects' and mentoring's; the digests whose hour has come), then sends through SMTP.
 * Each step runs even when an earlier one failed; any failure makes the part "failed" (logged).
 */
async function notifications(now: Date): Promise<DueWorkResult["notifications"]> {
  // Made inside the steps: a client that cannot be made (no settings) is that step's failure.
  let client: ReturnType<typeof createAdminClient> | undefined
  const db = () => (client ??= createAdminClient())
  let failed = false
  async function step<T>(name: string, run: () => Promise<T>, otherwise: T): Promise<T> {
    try {
      return await run()
    } catch (error) {
      console.error(`[due-work.notifications.${name}]`, error)
      failed = true
      return otherwise
    }
  }
  const queued = await step(
    "queue",
    () => queueNotificationEmails(db(), now, serverEnv.notificationEmailDelaySeconds),
    0
  )
  // Projects' sessions and mentoring sessions (issue #40): separate steps, so one failing leaves the other.
  const sessionReminders = await step("reminders", () => queueSessionReminders(db(), now), 0)
  const mentoringReminders = await step("mentoring-reminders", () => queueMentoringReminders(db(), now), 0)
  const reminders = sessionReminders + mentoringReminders
  const digests = await step("digests", () => queueNotificationDigests(db(), now), 0)
  const sent = await step<NotificationsWork["sent"]>("send", sendNotificationEmails, "failed")
  return failed ? "failed" : { queued, reminders, digests, sent }
}

let saidPushWait = false

/** Queues and sends the pushes of fresh notifications (after the notifications part made reminders). */
async function push(now: Date): Promise<DueWorkResult["push"]> {
  try {
    const vapid = serverVapidConfig()
    if (!vapid) {
      if (!saidPushWait)
        console.warn("[due-work.push] not sent: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not configured")
      saidPushWait = true
      return "not_configured"
    }
    return await runPushDeliveries(createAdminClient(), vapid, publicEnv.siteUrl, now)
  } catch (error) {
    console.error("[due-work.push]", error)
    return "failed"
  }
}

/**
 * Runs the due work once, as of `now`: publishes the scheduled posts whose time has come (and
 * expires the `posts` cache tag), processes the MailRelay outbox, sends the newsletter's
 * confirmations (only when MailRelay is configured), then queues and sends the notification
 * e-mails, then queues and sends the push notifications. `only` runs the parts named (each reported; the others absent), in that same order. A
 * part that fails is logged and reported as "failed" without stopping the others. Uses the
 * service role: callers have run refuseWithoutCronSecret() first.
 */
export async function runDueWork(now: Date): Promise<DueWorkResult>
export async function runDueWork(now: Date, only: readonly DuePartName[]): Promise<Partial<DueWorkResult>>
export async function runDueWork(now: Date, only: readonly DuePartName[] = DUE_PARTS): Promise<Partial<DueWorkResult>> {
  const runs = (part: DuePartName) => only.includes(part)
  const result: Partial<DueWorkResult> = {}
  if (runs("posts")) result.posts = await publishPosts(now)
  if (runs("mailrelay")) result.mailrelay = await syncMailRelay()
  if (runs("emails")) result.emails = await sendEmails()
  if (runs("notifications")) result.notifications = await notifications(now)
  if (runs("push")) result.push = await push(now)
  return result
}
