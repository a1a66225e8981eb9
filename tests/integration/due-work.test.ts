/**
 * Due work (issue #30) against the real local backend, through the app's own functions: the
 * scheduler's lease (claim_due_work) goes to exactly one of the servers claiming a tick and comes
 * free when its time is up; publishDuePosts(now) publishes a post scheduled at T only once `now`
 * reaches T; POST /api/cron, called as Next calls it, runs one of two simultaneous ticks and lets
 * any other caller run at once. Every time is passed in, moved rather than waited for.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto"
import webpush from "web-push"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { actingAs, clientOf, type Db, DEMO, newPerson } from "../helpers/community"

const SECRET = "integration-cron-secret-0123456789"

let local: LocalSupabase
let service: Db
let editor: Db
let claimDueWork: (job: string, now: Date, leaseSeconds: number) => Promise<boolean>
let publishDuePosts: (now: Date) => Promise<string[]>
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  editor = await actingAs(local, DEMO.editor.id, DEMO.editor.email)
  // The app's service-role client and settings are read once, at import: point them at this server.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  process.env.CRON_SECRET = SECRET
  for (const name of [
    "SUPABASE_URL",
    "MAILRELAY_API_URL",
    "MAILRELAY_API_KEY",
    "MAILRELAY_GROUP_ID",
    "SMTP_URL",
    "SMTP_HOST",
    "VAPID_PUBLIC_KEY",
    "VAPID_PRIVATE_KEY",
    "VAPID_SUBJECT",
  ]) {
    delete process.env[name]
  }
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
  ;({ claimDueWork } = await import("@/lib/data/due-work"))
  ;({ publishDuePosts } = await import("@/lib/data/posts"))
  ;({ POST } = await import("@/app/api/cron/route"))
})

afterAll(async () => {
  await local?.close()
})

/** A clock moved `ms` from `from`. */
const at = (from: Date, ms: number) => new Date(from.getTime() + ms)
const T0 = new Date("2030-03-01T12:00:00.000Z")

describe("claim_due_work, the scheduler's lease", () => {
  it("goes to exactly one of several servers claiming the same tick at once", async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimDueWork("probe-same-tick", T0, 29)))
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it("stays taken until its time is up, then the next tick takes it", async () => {
    const job = "probe-lease-end"
    expect(await claimDueWork(job, T0, 29)).toBe(true)
    expect(await claimDueWork(job, at(T0, 1_000), 29)).toBe(false)
    expect(await claimDueWork(job, at(T0, 28_999), 29)).toBe(false)
    // A server whose clock is behind does not take it either.
    expect(await claimDueWork(job, at(T0, -60_000), 29)).toBe(false)
    expect(await claimDueWork(job, at(T0, 29_000), 29)).toBe(true)
    // Taken again from that moment, for another 29 s.
    expect(await claimDueWork(job, at(T0, 30_000), 29)).toBe(false)
    expect(await claimDueWork(job, at(T0, 58_000), 29)).toBe(true)
  })

  it("is one per job", async () => {
    expect(await claimDueWork("probe-job-a", T0, 29)).toBe(true)
    expect(await claimDueWork("probe-job-b", T0, 29)).toBe(true)
    expect(await claimDueWork("probe-job-a", T0, 29)).toBe(false)
  })

  it("needs a lease of a second or more and a plain job name", async () => {
    await expect(claimDueWork("probe-no-lease", T0, 0)).rejects.toThrow(/at least one second/)
    await expect(claimDueWork("Não é um nome", T0, 29)).rejects.toThrow(/check constraint/)
  })

  it("is the service role's alone", async () => {
    for (const db of [clientOf(local, local.config.anonKey), editor]) {
      const { error } = await db.rpc("claim_due_work", { p_job: "probe-intruder" })
      expect(error?.code).toBe("42501")
    }
  })
})

describe("publishDuePosts(now)", () => {
  it("publishes a post scheduled at T once now reaches T, and only once", async () => {
    // Thirty days ahead, on a whole second: far past anything the seed schedules.
    const T = new Date(Math.ceil((Date.now() + 30 * 86_400_000) / 1000) * 1000)
    const slug = "agendado-para-daqui-a-um-mes"
    const { data: post, error } = await editor
      .from("blog_posts")
      .insert({
        title: "Agendado para T",
        slug,
        content: "<p>No tempo certo.</p>",
        status: "scheduled",
        published_at: T.toISOString(),
      })
      .select("id")
      .single()
    expect(error).toBeNull()
    const stored = async () =>
      (await service.from("blog_posts").select("status, published_at").eq("id", post!.id).single()).data

    expect(await publishDuePosts(at(T, -1_000))).not.toContain(slug)
    expect((await stored())?.status).toBe("scheduled")

    expect(await publishDuePosts(T)).toEqual([slug])
    const published = await stored()
    expect(published?.status).toBe("published")
    expect(new Date(published!.published_at!).getTime()).toBe(T.getTime())

    expect(await publishDuePosts(at(T, 60_000))).toEqual([])
  })
})

describe("POST /api/cron", () => {
  const call = (body?: unknown) =>
    POST(
      new Request("http://localhost/api/cron", {
        method: "POST",
        headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    )
  // SMTP is not configured here: the notification e-mails are queued (how many depends on the demo
  // data's clock) and wait.
  const ran = {
    posts: [],
    mailrelay: "not_configured",
    emails: "not_configured",
    notifications: {
      queued: expect.any(Number),
      reminders: expect.any(Number),
      digests: expect.any(Number),
      sent: "not_configured",
    },
    // No VAPID keys: no push is queued (issue #41).
    push: "not_configured",
  }
  const skipped = { skipped: "another app server took this tick" }

  it("runs one of two ticks that arrive at once; the other is skipped", async () => {
    const answers = await Promise.all([call({ tickSeconds: 30 }), call({ tickSeconds: 30 })])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies).toHaveLength(2)
    expect(bodies).toContainEqual(ran)
    expect(bodies).toContainEqual(skipped)

    // The tick holds the lease for its interval less a second.
    const { rows } = await local.db.query<{ seconds: number }>(
      `select extract(epoch from locked_until - last_run_at)::int as seconds from private.due_work_leases where job = 'due-work'`
    )
    expect(rows).toEqual([{ seconds: 29 }])
  })

  it("skips the next tick of another server within that interval, but not a caller that is no tick", async () => {
    expect(await (await call({ tickSeconds: 30 })).json()).toEqual(skipped)
    // pg_cron, a platform cron or a person: they run at once, lease or not.
    for (const body of [undefined, {}]) {
      const answer = await call(body)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual(ran)
    }
  })

  it("runs only the parts named, under a lease of their own", async () => {
    // The whole due work's lease is held (the tests above): a tick of the notifications alone still runs.
    const answer = await call({ tickSeconds: 30, only: ["notifications"] })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ notifications: ran.notifications })
    expect(await (await call({ tickSeconds: 30, only: ["notifications"] })).json()).toEqual(skipped)
    const { rows } = await local.db.query<{ job: string }>(
      `select job from private.due_work_leases where job like 'due-work%' order by job`
    )
    expect(rows.map((row) => row.job)).toEqual(["due-work", "due-work-notifications"])
  })

  it("runs the push part alone: queued for her device, tried, and a failure kept for a retry", async () => {
    // A member who pushes her messages, on a device whose push service does not answer (port 9).
    const ana = await newPerson(local, "ana")
    expect((await ana.db.rpc("save_push_preferences", { p_enabled: ["messages"] })).error).toBeNull()
    const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
    const jwk = publicKey.export({ format: "jwk" })
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")])
    const device = await ana.db.rpc("save_push_subscription", {
      p_endpoint: `https://127.0.0.1:9/push/${randomUUID()}`,
      p_p256dh: point.toString("base64url"),
      p_auth: randomBytes(16).toString("base64url"),
      p_device_name: "Chrome no Android",
    })
    expect(device.error).toBeNull()
    const { data: notification } = await service
      .from("notifications")
      .insert({ user_id: ana.id, type: "new_message", category: "messages", title: "Nova mensagem", message: "Oi" })
      .select("id")
      .single()
      .throwOnError()

    const keys = webpush.generateVAPIDKeys()
    process.env.VAPID_PUBLIC_KEY = keys.publicKey
    process.env.VAPID_PRIVATE_KEY = keys.privateKey
    try {
      const answer = await call({ only: ["push"] })
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as { push: { queued: number; sent: number; failed: number; gone: number } }
      // The demo data's own pushes are none (no demo device): hers is the one queued and tried.
      expect(body).toEqual({ push: { queued: 1, sent: 0, failed: 1, gone: 0 } })
    } finally {
      delete process.env.VAPID_PUBLIC_KEY
      delete process.env.VAPID_PRIVATE_KEY
    }
    const { rows } = await local.db.query<{ status: string; attempts: number; last_error: string }>(
      `select status, attempts, last_error from public.push_deliveries where notification_id = $1`,
      [notification!.id]
    )
    expect(rows).toEqual([
      { status: "pending", attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED|connect/) },
    ])
    // Without the keys again, the part queues nothing and says so.
    expect(await (await call({ only: ["push"] })).json()).toEqual({ push: "not_configured" })
  })

  it("refuses a part that does not exist", async () => {
    const answer = await call({ only: ["notifications", "sms"] })
    expect(answer.status).toBe(400)
  })
})
