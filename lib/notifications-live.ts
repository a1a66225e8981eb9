import { type LiveToken, type NotificationItem, toNotificationItem } from "@/lib/notifications"
import { type LiveTable, type LiveTableCoreOptions, type LiveTableStatus, openLiveTable } from "@/lib/live-table"

/**
 * The bell's live channel: INSERTs on public.notifications for one user, through Supabase
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
  /** The session ended or now belongs to someone else. */
  onSessionEnded(): void
  /** Connection status for the curious (tests, debugging); "live" once joined. */
  onStatus?(status: LiveStatus): void
}

export type LiveStatus = "off" | LiveTableStatus

export type LiveConnection = LiveTable

export function connectLive({ onInsert, ...options }: LiveConnectionOptions): LiveConnection {
  return openLiveTable({
    ...options,
    channel: `notifications:${options.userId}`,
    table: "notifications",
    event: "INSERT",
    filter: `user_id=eq.${options.userId}`,
    onPayload: (payload) => {
      const item = toNotificationItem(payload.new)
      if (item) onInsert(item)
    },
  })
}
