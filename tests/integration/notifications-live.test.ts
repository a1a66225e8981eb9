/**
 * The bell's live channel (lib/notifications-live.ts) against the local backend's Realtime and the
 * real schema: the user's own inserts only, a reply folded into her unread notification of a topic
 * arrives as an update of that row, a channel the server closes on token expiry is replaced with a
 * fresh token, and a session that ended closes the connection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"

import { signJwt } from "@/supabase/local/jwt"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import type { ActionState } from "@/lib/action-state"
import type { LiveToken, NotificationItem } from "@/lib/notifications"
import type { connectLive as ConnectLive, LiveConnection, LiveStatus } from "@/lib/notifications-live"

const MEMBER = "00000000-0000-4000-a000-000000000003"
const MEMBER2 = "00000000-0000-4000-a000-000000000004"

let local: LocalSupabase
let connectLive: typeof ConnectLive
const open: LiveConnection[] = []

async function tokenFor(userId: string, seconds: number) {
  const token = await signJwt(
    { sub: userId, role: "authenticated", aud: "authenticated", exp: Math.floor(Date.now() / 1000) + seconds },
    local.config.jwtSecret
  )
  return { userId, token, expiresIn: seconds }
}

async function insertFor(userId: string, title: string) {
  await local.db.asOwner((q) =>
    q.query("insert into public.notifications (user_id, type, title, message) values ($1, 'new_message', $2, 'Olá')", [
      userId,
      title,
    ])
  )
}

/** As private.notify() writes a community reply; the grouping trigger folds the second one into the first. */
async function replyFor(userId: string, topicId: string, author: string) {
  await local.db.asOwner((q) =>
    q.query(
      `insert into public.notifications (user_id, type, title, message, action_url, data)
       values ($1, 'new_message', 'Nova resposta', $2, '/comunidade', jsonb_build_object('event', 'community_reply', 'topic_id', $3::text))`,
      [userId, `${author} respondeu`, topicId]
    )
  )
}

async function waitFor(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function connect(token: Awaited<ReturnType<typeof tokenFor>>, getToken: () => Promise<ActionState<LiveToken>>) {
  const received: NotificationItem[] = []
  const updated: NotificationItem[] = []
  const statuses: LiveStatus[] = []
  let resyncs = 0
  let ended = 0
  const connection = connectLive({
    userId: token.userId,
    token,
    getToken,
    onInsert: (item) => received.push(item),
    onUpdate: (item) => updated.push(item),
    onResync: () => void (resyncs += 1),
    onSessionEnded: () => void (ended += 1),
    onStatus: (status) => statuses.push(status),
  })
  open.push(connection)
  return { received, updated, statuses, resyncs: () => resyncs, ended: () => ended }
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  // The browser client reads the public settings once, at import: point them at this server first.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  // Node 20 has no global WebSocket (browsers do).
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
  ;({ connectLive } = await import("@/lib/notifications-live"))
})

afterAll(async () => {
  for (const connection of open) connection.close()
  await new Promise((resolve) => setTimeout(resolve, 100))
  await local?.close()
})

describe("notifications live channel", () => {
  it("delivers the user's own inserts, and only those", async () => {
    const token = await tokenFor(MEMBER, 3600)
    const live = connect(token, async () => ({ status: "success", message: "OK", data: token }))
    await waitFor(() => live.statuses.includes("live"))
    expect(live.resyncs()).toBe(1)

    await insertFor(MEMBER2, "Para outra pessoa")
    await insertFor(MEMBER, "Para o membro")
    await waitFor(() => live.received.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(live.received.map((item) => item.title)).toEqual(["Para o membro"])
    expect(live.received[0]).toMatchObject({ type: "new_message", read: false, message: "Olá" })
  })

  it("a reply grouped into her unread notification arrives as an update: new count, newer, unread", async () => {
    const token = await tokenFor(MEMBER, 3600)
    const live = connect(token, async () => ({ status: "success", message: "OK", data: token }))
    await waitFor(() => live.statuses.includes("live"))
    const topicId = crypto.randomUUID()

    await replyFor(MEMBER, topicId, "Ana")
    await waitFor(() => live.received.some((item) => item.message === "Ana respondeu"))
    const first = live.received.find((item) => item.message === "Ana respondeu")!

    await replyFor(MEMBER, topicId, "Bia")
    await waitFor(() => live.updated.some((item) => item.id === first.id))
    const grouped = live.updated.find((item) => item.id === first.id)!
    expect(grouped).toMatchObject({ read: false, message: "Bia respondeu", title: '2 novas respostas em "um tópico"' })
    expect(Date.parse(grouped.createdAt)).toBeGreaterThanOrEqual(Date.parse(first.createdAt))
    // Folded, not inserted: one row, no second INSERT.
    expect(live.received.filter((item) => item.message === "Bia respondeu")).toEqual([])
  })

  it("replaces a channel the server closed at token expiry, with a fresh token", async () => {
    const shortLived = await tokenFor(MEMBER, 2)
    let asked = 0
    const live = connect(shortLived, async () => {
      asked += 1
      return { status: "success", message: "OK", data: await tokenFor(MEMBER, 3600) }
    })
    await waitFor(() => live.statuses.includes("live"))
    // The server closes the channel when the token expires; the bell fetches a token and joins again.
    await waitFor(() => live.statuses.filter((status) => status === "live").length >= 2, 15_000)
    expect(live.statuses).toContain("interrupted")
    expect(asked).toBeGreaterThanOrEqual(1)
    expect(live.resyncs()).toBeGreaterThanOrEqual(2)

    await insertFor(MEMBER, "Depois da renovação")
    await waitFor(() => live.received.some((item) => item.title === "Depois da renovação"))
  })

  it("stops when the session has ended", async () => {
    const shortLived = await tokenFor(MEMBER2, 2)
    const live = connect(shortLived, async (): Promise<ActionState<LiveToken>> => ({
      status: "error",
      message: "Sessão encerrada.",
      code: "signed_out",
    }))
    await waitFor(() => live.statuses.includes("live"))
    await waitFor(() => live.ended() === 1, 15_000)
    expect(live.statuses.at(-1)).toBe("closed")
  })
})
