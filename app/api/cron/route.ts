import { connection } from "next/server"
import { z } from "zod"

import { claimDueWork } from "@/lib/data/due-work"
import {
  DUE_PARTS,
  type DuePartName,
  dueWorkJob,
  type DueWorkResult,
  refuseWithoutCronSecret,
  runDueWork,
} from "@/lib/scheduler/due-work"

const NO_STORE = { "Cache-Control": "no-store" }

// A tick of the app's own scheduler (lib/scheduler/ticker.mjs) says how often it ticks; any other
// caller (pg_cron + pg_net, a platform cron, a person) sends no body, `{}` or fields of its own,
// which are ignored (Supabase's pg_net examples send the time). `only` names the parts to run, so a
// deployment can run them at different rhythms (the e2e suite runs "notifications" alone).
const bodySchema = z.object({
  tickSeconds: z.int().min(1).max(86_400).optional(),
  only: z
    .array(z.enum(DUE_PARTS))
    .min(1)
    .max(DUE_PARTS.length * 2)
    .optional(),
})

async function readBody(request: Request) {
  const text = await request.text()
  if (!text.trim()) return bodySchema.safeParse({})
  try {
    return bodySchema.safeParse(JSON.parse(text))
  } catch {
    return null
  }
}

// A tick holds the lease a second less than its interval: the server that took it takes it again
// on its next tick (timers fire late, never early), and every other server's tick in between
// finds it held. So the work runs about once per interval, however many servers tick.
const tickLeaseSeconds = (tickSeconds: number) => Math.max(1, tickSeconds - 1)

function answer(result: Partial<DueWorkResult>) {
  const failed = Object.entries(result).flatMap(([part, outcome]) => (outcome === "failed" ? [part] : []))
  if (failed.length > 0) {
    return Response.json(
      { error: `due work failed: ${failed.join(", ")}`, ...result },
      { status: 500, headers: NO_STORE }
    )
  }
  return Response.json(result, { headers: NO_STORE })
}

async function run(tickSeconds: number | undefined, only: readonly DuePartName[] = DUE_PARTS) {
  // The one clock of this run: the lease and every kind of due work are judged against it.
  const now = new Date()
  if (tickSeconds !== undefined) {
    let claimed: boolean
    try {
      claimed = await claimDueWork(dueWorkJob(only), now, tickLeaseSeconds(tickSeconds))
    } catch (error) {
      console.error("[api.cron.lease]", error)
      return Response.json({ error: "could not take the due-work lease" }, { status: 500, headers: NO_STORE })
    }
    if (!claimed) return Response.json({ skipped: "another app server took this tick" }, { headers: NO_STORE })
  }
  return answer(await runDueWork(now, only))
}

/**
 * Runs the due work (lib/scheduler/due-work.ts: scheduled posts, the MailRelay and e-mail outboxes,
 * the notification e-mails, the push notifications) once, for whoever holds CRON_SECRET (`Authorization: Bearer <secret>`).
 * `{"only": ["notifications"]}` runs only the parts named (posts, mailrelay, emails, notifications,
 * push).
 * A tick of the app's own scheduler (`{"tickSeconds": n}`) first takes the database lease (one per
 * set of parts), and answers 200 `{ skipped }` when another server's tick has it; any other caller
 * runs at once. 200 with what each part did (`posts`: the slugs published; "not_configured" for a
 * part without its settings), 500 when a part failed (logged), 400 for a body that is not a JSON
 * object, names a wrong tick or a part that does not exist.
 */
export async function POST(request: Request) {
  const refused = refuseWithoutCronSecret(request)
  if (refused) return refused
  const body = await readBody(request)
  if (!body?.success) return Response.json({ error: "invalid body" }, { status: 400, headers: NO_STORE })
  return run(body.data.tickSeconds, body.data.only)
}

/**
 * Vercel Cron Jobs call their path with GET and the same `Authorization` header: the same run as a
 * POST without a body. Without the secret nothing runs, so a browser or crawler changes nothing.
 */
export async function GET(request: Request) {
  // Never prerendered: a build-time answer would be the 503 or 401 of a request without the secret.
  await connection()
  return refuseWithoutCronSecret(request) ?? run(undefined)
}
