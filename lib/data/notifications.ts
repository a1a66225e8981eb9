import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import {
  type LiveToken,
  NOTIFICATION_COLUMNS,
  NOTIFICATION_LIMIT,
  type NotificationItem,
  type NotificationsSnapshot,
  toNotificationItem,
} from "@/lib/notifications"

type Client = SupabaseClient<Database>

/**
 * The user's 20 newest notifications and their unread total, read under the user's own session
 * (RLS: a user sees only their rows; the user_id filter says the same and uses the index).
 */
export async function readNotifications(supabase: Client, userId: string): Promise<NotificationsSnapshot> {
  const [list, unread] = await Promise.all([
    supabase
      .from("notifications")
      .select(NOTIFICATION_COLUMNS)
      .eq("user_id", userId)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(NOTIFICATION_LIMIT),
    supabase.from("notifications").select("id", { count: "exact", head: true }).eq("user_id", userId).eq("read", false),
  ])
  if (list.error) throw new Error(`notifications: ${list.error.message}`, { cause: list.error })
  if (unread.error) throw new Error(`notifications count: ${unread.error.message}`, { cause: unread.error })
  const items = (list.data ?? []).flatMap((row) => {
    const item = toNotificationItem(row)
    return item ? [item] : []
  })
  return { items, unreadCount: unread.count ?? items.filter((item) => !item.read).length }
}

/**
 * The signed-in user's access token for the browser's live channel. The session cookies are
 * HttpOnly, so this is the only way the browser gets one. It is verified first (getClaims), and a
 * token inside its last 90 s has been refreshed by then (spec section 9's margin, applied by the
 * auth client when it loads the session). Null without a valid session; throws when the auth
 * server cannot be reached, which says nothing either way.
 */
export async function readLiveToken(supabase: Client): Promise<LiveToken | null> {
  const { data: verified, error } = await supabase.auth.getClaims()
  // The auth server could not be asked (network, 5xx): that says nothing about the session.
  if (error && (error.name === "AuthRetryableFetchError" || (error.status ?? 0) >= 500)) throw error
  const userId = verified?.claims?.sub
  if (error || typeof userId !== "string") return null
  const { data } = await supabase.auth.getSession()
  const session = data.session
  if (!session?.access_token) return null
  const exp = session.expires_at ?? verified?.claims.exp
  const expiresIn = typeof exp === "number" ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 0
  return { userId, token: session.access_token, expiresIn }
}

export type { NotificationItem, NotificationsSnapshot }

/**
 * Marks one of the user's notifications read. False when nothing matched (not hers, or deleted
 * meanwhile); RLS lets a user change only her rows, and only the `read` column.
 */
export async function markNotificationRead(supabase: Client, userId: string, id: string): Promise<boolean> {
  const { data, error } = await supabase
    .from("notifications")
    .update({ read: true })
    .eq("id", id)
    .eq("user_id", userId)
    .select("id")
  if (error) throw new Error(`markNotificationRead: ${error.message}`, { cause: error })
  return data.length === 1
}

export async function markAllNotificationsRead(supabase: Client, userId: string): Promise<void> {
  const { error } = await supabase.from("notifications").update({ read: true }).eq("user_id", userId).eq("read", false)
  if (error) throw new Error(`markAllNotificationsRead: ${error.message}`, { cause: error })
}

/** Deletes one of the user's notifications; false when nothing matched. */
export async function deleteNotification(supabase: Client, userId: string, id: string): Promise<boolean> {
  const { data, error } = await supabase.from("notifications").delete().eq("id", id).eq("user_id", userId).select("id")
  if (error) throw new Error(`deleteNotification: ${error.message}`, { cause: error })
  return data.length === 1
}
