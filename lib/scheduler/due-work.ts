import "server-only"
import { timingSafeEqual } from "node:crypto"
import { revalidateTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { publishDuePosts } from "@/lib/data/posts"
import type { EmailProcessResult } from "@/lib/mail/email-outbox"
import type { ProcessResult } from "@/lib/mail/mailrelay-processor"
import { emailSettings, runEmailOutbox, runMailRelaySync } from "@/lib/mail/run"
import { serverEnv } from "@/lib/server-env"

/** The lease every tick of the app's scheduler takes (claim_due_work), whichever server ticks. */
export const DUE_WORK_JOB = "due-work"

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

/**
 * Runs every kind of due work once, as of `now`: publishes the scheduled posts whose time has come
 * (and expires the `posts` cache tag), then processes the MailRelay outbox, then the e-mail outbox
 * (only when MailRelay is configured). A part that fails is logged and reported as "failed"
 * without stopping the others. Uses the service role: callers have run refuseWithoutCronSecret()
 * first. Reminders and digests join here, each taking `now`.
 */
export async function runDueWork(now: Date): Promise<DueWorkResult> {
  const posts = await publishPosts(now)
  const mailrelay = await syncMailRelay()
  const emails = mailrelay === "not_configured" ? "not_configured" : await sendEmails()
  return { posts, mailrelay, emails }
}
