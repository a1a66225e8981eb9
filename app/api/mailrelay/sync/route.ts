import { refuseWithoutCronSecret, runDueWork } from "@/lib/scheduler/due-work"

/**
 * The scheduler's first address, kept for the crons that still call it: the same due work as
 * POST /api/cron (lib/scheduler/due-work.ts: scheduled posts, then the MailRelay outbox, then the
 * e-mail outbox, then the notification e-mails), always run at once (it takes no tick lease), with this route's own answers:
 * MailRelay's results with `emails` and `posts` (the slugs published); 503 when MailRelay is not
 * configured (posts are published all the same); 500 when a part failed (`posts` null when
 * publishing did). Protected by CRON_SECRET sent as `Authorization: Bearer <secret>`.
 */
export async function POST(request: Request) {
  const refused = refuseWithoutCronSecret(request)
  if (refused) return refused
  const { posts: published, mailrelay, emails } = await runDueWork(new Date())
  const posts = published === "failed" ? null : published
  if (mailrelay === "not_configured")
    return Response.json({ error: "MailRelay is not configured", posts }, { status: 503 })
  if (mailrelay === "failed" || emails === "failed")
    return Response.json({ error: "sync failed", posts }, { status: 500 })
  const sent = emails === "not_configured" ? null : emails
  if (!posts)
    return Response.json({ error: "publishing scheduled posts failed", ...mailrelay, emails: sent }, { status: 500 })
  return Response.json({ ...mailrelay, emails: sent, posts })
}
