import { type LiveToken, type NotificationItem, toNotificationItem } from "@/lib/notifications"
import { type LiveTable, type LiveTableCoreOptions, type LiveTableStatus, openLiveTable } from "@/lib/live-table"

/**
 * The bell's live channel: INSERTs and UPDATEs on public.notifications for one user (an UPDATE is
 * a reply folded into her unread notification of that topic, or one read elsewhere), through Supabase
 * Realtime (token life cycle and reconnects: lib/live-table.ts). Loaded with import() by the bell
 * after the page is interactive, so this module and supabase-js stay out of every page's eager
 * JavaScript.
 */
export interface LiveConnectionOptions extends Pick<
  LiveTableCoreOptions,
  "userId" | "getToken" | "onResync" | "onSessionEnded"
> {
  token: LiveToken
  onInsert(item: NotificationItem): void
  /** The row as it is now; the old row is not sent (no REPLICA IDENTITY FULL), the bell compares. */
  onUpdate(item: NotificationItem): void
  /** The session ended or now belongs to someone else. */
  onSessionEnded(): void
  /** Connection status for the curious (tests, debugging); "live" once joined. */
  onStatus?(status: LiveStatus): void
}

export type LiveStatus = "off" | LiveTableStatus

export type LiveConnection = LiveTable

export function connectLive({ onInsert, onUpdate, ...options }: LiveConnectionOptions): LiveConnection {
  return openLiveTable({
    ...options,
    channel: `notifications:${options.userId}`,
    table: "notifications",
    // Not only INSERT: grouped replies arrive as UPDATEs of the same row (new count, moved up).
    event: "*",
    filter: `user_id=eq.${options.userId}`,
    onPayload: (payload) => {
      // A DELETE carries only the key; deletions from another tab show at the next resync.
      if (payload.eventType === "DELETE") return
      const item = toNotificationItem(payload.new)
      if (!item) return
      if (payload.eventType === "INSERT") onInsert(item)
      else onUpdate(item)
    },
  })
}
