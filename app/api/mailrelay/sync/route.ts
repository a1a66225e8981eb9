import { timingSafeEqual } from "node:crypto"
import { revalidateTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { publishDuePosts } from "@/lib/data/posts"
import { runEmailOutbox, runMailRelaySync } from "@/lib/mailrelay/run"
import { serverEnv } from "@/lib/server-env"

function authorized(request: Request, secret: string) {
  const header = request.headers.get("authorization") ?? ""
  const given = Buffer.from(header)
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Publishes the scheduled posts whose time has come, so their lists, pages, feeds and sitemap follow;
 * null when that failed (logged), which does not stop the rest of the run.
 */
async function publishScheduledPosts(): Promise<string[] | null> {
  try {
    const published = await publishDuePosts()
    // Expired at once rather than marked stale: the next visitor already sees the new post.
    if (published.length > 0) revalidateTag(TAGS.posts, { expire: 0 })
    return published
  } catch (error) {
    console.error("[api.mailrelay.sync.posts]", error)
    return null
  }
}

/**
 * For a scheduler (cron): publishes the scheduled blog posts that are due (`posts`: their slugs),
 * then processes the MailRelay outbox once, then the e-mail outbox (the retries of confirmation
 * e-mails the run after a sign-up could not send). Protected by CRON_SECRET sent as
 * `Authorization: Bearer <secret>`; the service-role client is used only after that check. Posts
 * are published even when MailRelay is not configured.
 */
export async function POST(request: Request) {
  const secret = serverEnv.cronSecret
  if (!secret) return Response.json({ error: "CRON_SECRET is not configured" }, { status: 503 })
  if (!authorized(request, secret)) return Response.json({ error: "unauthorized" }, { status: 401 })
  const posts = await publishScheduledPosts()
  try {
    const result = await runMailRelaySync("cron")
    if (!result) return Response.json({ error: "MailRelay is not configured", posts }, { status: 503 })
    const emails = await runEmailOutbox("cron")
    if (!posts) return Response.json({ error: "publishing scheduled posts failed", ...result, emails }, { status: 500 })
    return Response.json({ ...result, emails, posts })
  } catch (error) {
    console.error("[api.mailrelay.sync]", error)
    return Response.json({ error: "sync failed", posts }, { status: 500 })
  }
}
