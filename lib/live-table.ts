import type { RealtimeChannel } from "@supabase/supabase-js"

import type { ActionState } from "@/lib/action-state"
import type { LiveToken } from "@/lib/notifications"
import { createRealtimeBrowserClient, reconnectAfterMs } from "@/lib/supabase/client"

/**
 * A live view of one table's changes through Supabase Realtime `postgres_changes`, filtered on the
 * server and by RLS per subscriber (a reader who may not see a row gets no event for it). Import it
 * lazily (import()) from the component that needs it, so supabase-js stays out of eager bundles.
 *
 * The session cookies are HttpOnly, so the server hands the access token over: the first with the
 * page, then from `getToken` (a server action) before it expires and after every re-join. The
 * token is set with `await realtime.setAuth()` BEFORE the channel joins: a join sent with the anon
 * key would be admitted and then receive nothing from an RLS table, silently.
 */
export type LiveEvent = "INSERT" | "UPDATE" | "DELETE"

export interface LiveTableOptions {
  /** Channel name prefix; the filter makes it unique per page. */
  channel: string
  table: string
  /** PostgREST-style filter, e.g. `topic_id=eq.<uuid>`. */
  filter: string
  userId: string
  token: LiveToken
  getToken(): Promise<ActionState<LiveToken>>
  /** A row changed: its primary key `id` and what happened. */
  onChange(change: { event: LiveEvent; id: string }): void
  /** The channel (re)joined: changes made while nobody listened were not delivered. */
  onResync(): void
  onStatus?(status: LiveTableStatus): void
}

export type LiveTableStatus = "connecting" | "live" | "interrupted" | "closed"

export interface LiveTable {
  close(): void
}

const REFRESH_MARGIN_MS = 60_000
const MIN_REFRESH_GAP_MS = 10_000

export function watchTable(options: LiveTableOptions): LiveTable {
  let token = options.token.token
  let expiresAtMs = Date.now() + options.token.expiresIn * 1000
  let closed = false
  let channel: RealtimeChannel | null = null
  let joinedOnce = false
  let attempts = 0
  let refreshTimer: ReturnType<typeof setTimeout> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  const client = createRealtimeBrowserClient(async () => token)
  const status = (value: LiveTableStatus) => options.onStatus?.(value)

  function scheduleRefresh(delay = Math.max(MIN_REFRESH_GAP_MS, expiresAtMs - Date.now() - REFRESH_MARGIN_MS)) {
    if (refreshTimer) clearTimeout(refreshTimer)
    if (!closed) refreshTimer = setTimeout(() => void refresh(), delay)
  }

  async function refresh(): Promise<void> {
    if (closed) return
    try {
      const answer = await options.getToken()
      if (closed) return
      const next = answer.status === "success" ? answer.data : undefined
      if (!next || next.userId !== options.userId) {
        // Signed out, or someone else now: nothing more may arrive here.
        if (answer.status === "error" && answer.code !== "signed_out") return scheduleRefresh(MIN_REFRESH_GAP_MS)
        return end()
      }
      token = next.token
      expiresAtMs = Date.now() + next.expiresIn * 1000
      await client.realtime.setAuth(token)
      scheduleRefresh()
    } catch {
      scheduleRefresh(MIN_REFRESH_GAP_MS)
    }
  }

  async function subscribe() {
    if (closed) return
    status("connecting")
    await client.realtime.setAuth(token)
    if (closed) return
    const current = client
      .channel(`${options.channel}:${options.filter}`)
      .on(
        "postgres_changes",
        { event: "*", schema: "public", table: options.table, filter: options.filter },
        (payload) => {
          const row = (payload.eventType === "DELETE" ? payload.old : payload.new) as { id?: unknown }
          if (!closed && typeof row?.id === "string") options.onChange({ event: payload.eventType, id: row.id })
        }
      )
    channel = current
    current.subscribe((state) => {
      if (closed || channel !== current) return
      if (state === "SUBSCRIBED") {
        attempts = 0
        status("live")
        if (joinedOnce) void refresh()
        joinedOnce = true
        options.onResync()
      } else if (state === "CHANNEL_ERROR" || state === "TIMED_OUT") {
        status("interrupted")
      } else if (state === "CLOSED") {
        status("interrupted")
        channel = null
        resubscribeLater()
      }
    })
  }

  function resubscribeLater() {
    if (closed || retryTimer) return
    attempts += 1
    retryTimer = setTimeout(async () => {
      retryTimer = null
      await refresh()
      await subscribe().catch(() => resubscribeLater())
    }, reconnectAfterMs(attempts))
  }

  function end() {
    if (closed) return
    closed = true
    status("closed")
    if (refreshTimer) clearTimeout(refreshTimer)
    if (retryTimer) clearTimeout(retryTimer)
    channel = null
    void client
      .removeAllChannels()
      .catch(() => [])
      .finally(() => void client.realtime.disconnect())
  }

  scheduleRefresh()
  void subscribe().catch(() => resubscribeLater())
  return { close: end }
}
