import { timingSafeEqual } from "node:crypto"

import { runEmailOutbox, runMailRelaySync } from "@/lib/mailrelay/run"
import { serverEnv } from "@/lib/server-env"

function authorized(request: Request, secret: string) {
  const header = request.headers.get("authorization") ?? ""
  const given = Buffer.from(header)
  const expected = Buffer.from(`Bearer ${secret}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * For a scheduler (cron): processes the MailRelay outbox once, then the e-mail outbox (the retries
 * of confirmation e-mails the run after a sign-up could not send). Protected by CRON_SECRET sent as
 * `Authorization: Bearer <secret>`; the service-role client is used only after that check.
 */
export async function POST(request: Request) {
  const secret = serverEnv.cronSecret
  if (!secret) return Response.json({ error: "CRON_SECRET is not configured" }, { status: 503 })
  if (!authorized(request, secret)) return Response.json({ error: "unauthorized" }, { status: 401 })
  try {
    const result = await runMailRelaySync("cron")
    if (!result) return Response.json({ error: "MailRelay is not configured" }, { status: 503 })
    const emails = await runEmailOutbox("cron")
    return Response.json({ ...result, emails })
  } catch (error) {
    console.error("[api.mailrelay.sync]", error)
    return Response.json({ error: "sync failed" }, { status: 500 })
  }
}
