import type { RealtimeChannel, RealtimePostgresChangesPayload } from "@supabase/supabase-js"

import type { ActionState } from "@/lib/action-state"
import { type LiveToken, NOTIFICATION_ACTION_CODES } from "@/lib/notifications"
import { createRealtimeBrowserClient, reconnectAfterMs } from "@/lib/supabase/client"

/**
 * A live view of one table's changes through Supabase Realtime `postgres_changes`, filtered on the
 * server and by RLS per subscriber (a reader who may not see a row gets no event for it). Import it
 * lazily (import()) from the component that needs it, so supabase-js stays out of eager bundles.
 * The bell (lib/notifications-live.ts) and the community thread both run on `openLiveTable`.
 *
 * Token life cycle (session cookies are HttpOnly, so the server hands tokens over):
 * - the first token comes with the page; it is set with `await realtime.setAuth()` *before* the
 *   channel joins, or the join would go out with the anon key and receive nothing from an RLS
 *   table, silently;
 * - a new one is fetched (server action) shortly before it expires and after every re-join, then
 *   `realtime.setAuth(newToken)` updates the joined channel in place;
 * - supabase-js also asks the `accessToken` callback on every heartbeat (25 s) and re-sends the
 *   current token, so a rejoin after a dropped socket carries the newest one.
 * A channel the server closed (an expired token, a restart) is replaced after 1, 2, 5, then 10 s.
 */
export type LiveEvent = "INSERT" | "UPDATE" | "DELETE"

export type LiveTableStatus = "connecting" | "live" | "interrupted" | "closed"

export type LivePayload = RealtimePostgresChangesPayload<Record<string, unknown>>

export interface LiveTableCoreOptions {
  /** The Realtime channel's topic. */
  channel: string
  table: string
  /** Which changes: all of them, or one event. */
  event: "*" | LiveEvent
  /** PostgREST-style filter, e.g. `topic_id=eq.<uuid>`. */
  filter: string
  userId: string
  token: LiveToken
  /** The server action that reads a fresh token under the user's session. */
  getToken(): Promise<ActionState<LiveToken>>
  /** A change arrived while the channel is open. */
  onPayload(payload: LivePayload): void
  /** The channel (re)joined: changes made while nobody listened were not delivered. */
  onResync(): void
  /** The session ended or now belongs to someone else. */
  onSessionEnded?(): void
  onStatus?(status: LiveTableStatus): void
}

export interface LiveTable {
  /** A token the server rendered later (router.refresh) may be newer than ours. */
  offerToken(token: LiveToken): void
  close(): void
}

/** Fetch a new token when the current one has less than this left (the server refreshes inside 90 s). */
const REFRESH_MARGIN_MS = 60_000
/** Never ask the server again sooner than this, whatever the clocks say. */
const MIN_REFRESH_GAP_MS = 10_000

export function openLiveTable(options: LiveTableCoreOptions): LiveTable {
  const { userId } = options
  let token = options.token.token
  // Local clock: expiresIn is relative to the server's "now", so clock skew does not matter.
  let expiresAtMs = Date.now() + options.token.expiresIn * 1000
  let closed = false
  let channel: RealtimeChannel | null = null
  let joinedOnce = false
  let attempts = 0
  let refreshTimer: ReturnType<typeof setTimeout> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let inFlight: Promise<boolean> | null = null
  let lastRefreshAt = 0

  const client = createRealtimeBrowserClient(async () => token)

  const status = (value: LiveTableStatus) => options.onStatus?.(value)

  function adopt(next: LiveToken) {
    token = next.token
    expiresAtMs = Date.now() + next.expiresIn * 1000
    scheduleRefresh()
  }

  function scheduleRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer)
    if (closed) return
    const delay = Math.max(MIN_REFRESH_GAP_MS, expiresAtMs - Date.now() - REFRESH_MARGIN_MS)
    refreshTimer = setTimeout(() => void refresh(), delay)
  }

  /** After a failed attempt: again in 10 s while the token lasts, then as the normal schedule says. */
  function scheduleRetryRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer)
    if (closed) return
    refreshTimer = setTimeout(() => void refresh(), MIN_REFRESH_GAP_MS)
  }

  /** Asks the server for a fresh token and hands it to Realtime. False when none could be had. */
  function refresh(): Promise<boolean> {
    if (closed) return Promise.resolve(false)
    if (inFlight) return inFlight
    lastRefreshAt = Date.now()
    inFlight = (async () => {
      try {
        const result = await options.getToken()
        if (closed) return false
        const token = result.status === "success" ? result.data : undefined
        if (!token && !(result.status === "error" && result.code === NOTIFICATION_ACTION_CODES.signedOut)) {
          scheduleRetryRefresh()
          return false
        }
        if (!token || token.userId !== userId) {
          end()
          options.onSessionEnded?.()
          return false
        }
        adopt(token)
        await client.realtime.setAuth(token.token)
        return true
      } catch {
        // Offline, or the site is restarting.
        scheduleRetryRefresh()
        return false
      } finally {
        inFlight = null
      }
    })()
    return inFlight
  }

  const refreshIfStale = () => {
    if (Date.now() - lastRefreshAt >= MIN_REFRESH_GAP_MS) void refresh()
  }

  async function subscribe() {
    if (closed) return
    status("connecting")
    // The author's warning: supabase-js sets the token asynchronously, so wait for it before joining.
    await client.realtime.setAuth(token)
    if (closed) return
    const current = client
      .channel(options.channel)
      .on(
        "postgres_changes",
        { event: options.event, schema: "public", table: options.table, filter: options.filter },
        (payload: LivePayload) => {
          if (!closed) options.onPayload(payload)
        }
      )
    channel = current
    current.subscribe((state) => {
      if (closed || channel !== current) return
      switch (state) {
        case "SUBSCRIBED":
          attempts = 0
          status("live")
          // Back after a dropped socket or on a new channel: a fresh token for it.
          if (joinedOnce) refreshIfStale()
          joinedOnce = true
          // Whatever changed while nobody listened (between the server render and this join, or
          // during an interruption) did not come live: read again.
          options.onResync()
          return
        case "CHANNEL_ERROR":
        case "TIMED_OUT":
          // Phoenix re-joins this channel by itself (1, 2, 5, 10 s); make sure it carries a valid token.
          status("interrupted")
          refreshIfStale()
          return
        case "CLOSED":
          // Closed by the server (token expired, restart): a new channel after a backoff.
          status("interrupted")
          // (realtime-js already dropped the closed channel from its socket.)
          channel = null
          resubscribeLater()
          return
      }
    })
  }

  function resubscribeLater() {
    if (closed || retryTimer) return
    attempts += 1
    retryTimer = setTimeout(async () => {
      retryTimer = null
      if (closed) return
      await refresh()
      await subscribe().catch(() => resubscribeLater())
    }, reconnectAfterMs(attempts))
  }

  const onVisible = () => {
    // Timers sleep with a backgrounded tab or a closed laptop: check the token on return.
    if (document.visibilityState === "visible" && expiresAtMs - Date.now() < REFRESH_MARGIN_MS) refreshIfStale()
  }
  const hasDom = typeof document !== "undefined" && typeof window !== "undefined"
  if (hasDom) {
    document.addEventListener("visibilitychange", onVisible)
    window.addEventListener("online", onVisible)
  }

  function end() {
    if (closed) return
    closed = true
    status("closed")
    if (refreshTimer) clearTimeout(refreshTimer)
    if (retryTimer) clearTimeout(retryTimer)
    if (hasDom) {
      document.removeEventListener("visibilitychange", onVisible)
      window.removeEventListener("online", onVisible)
    }
    channel = null
    void client
      .removeAllChannels()
      .catch(() => [])
      .finally(() => void client.realtime.disconnect())
  }

  scheduleRefresh()
  void subscribe().catch(() => resubscribeLater())

  return {
    offerToken(next) {
      if (closed || next.token === token) return
      const nextExpiry = Date.now() + next.expiresIn * 1000
      if (nextExpiry <= expiresAtMs) return
      adopt(next)
      void client.realtime.setAuth(next.token)
    },
    close: end,
  }
}

export interface LiveTableOptions extends Pick<
  LiveTableCoreOptions,
  "table" | "filter" | "userId" | "token" | "getToken" | "onResync" | "onStatus"
> {
  /** Channel name prefix; the filter makes it unique per page. */
  channel: string
  /** A row changed: its primary key `id` and what happened. */
  onChange(change: { event: LiveEvent; id: string }): void
}

/** Every change of the rows `filter` selects, reported by primary key. */
export function watchTable({ channel, onChange, ...options }: LiveTableOptions): LiveTable {
  return openLiveTable({
    ...options,
    channel: `${channel}:${options.filter}`,
    event: "*",
    onPayload: (payload) => {
      const row = (payload.eventType === "DELETE" ? payload.old : payload.new) as { id?: unknown }
      if (typeof row?.id === "string") onChange({ event: payload.eventType, id: row.id })
    },
  })
}
