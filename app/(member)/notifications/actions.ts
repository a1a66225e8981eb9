"use server"

import { z } from "zod"

import { readLiveToken, readNotifications } from "@/lib/data/notifications"
import { createClient } from "@/lib/supabase/server"
import type { LiveTokenResult, NotificationActionResult, NotificationsSnapshot } from "@/lib/notifications"

/**
 * The bell's writes and reads (lib/notifications.ts `NotificationActions`; the root layout hands
 * them to the bell). Each runs as the signed-in user (their session cookie, so RLS applies: a user
 * can only touch their own rows, and only the `read` column), validates its input with zod and
 * answers without detail; the bell logs failures with the spec's texts and rolls its optimistic
 * change back.
 */

const idSchema = z.uuid()

async function signedIn() {
  const supabase = await createClient()
  const { data, error } = await supabase.auth.getClaims()
  const userId = data?.claims?.sub
  return { supabase, userId: !error && typeof userId === "string" ? userId : null }
}

export async function markNotificationRead(id: unknown): Promise<NotificationActionResult> {
  const input = idSchema.safeParse(id)
  if (!input.success) return { ok: false, reason: "invalid" }
  const { supabase, userId } = await signedIn()
  if (!userId) return { ok: false, reason: "unauthenticated" }
  const { data, error } = await supabase
    .from("notifications")
    .update({ read: true })
    .eq("id", input.data)
    .eq("user_id", userId)
    .select("id")
  if (error) {
    console.error("[notifications.markRead]", error.code, error.message)
    return { ok: false, reason: "failed" }
  }
  // Nothing matched: not the user's row, or it was deleted meanwhile.
  return data.length === 1 ? { ok: true } : { ok: false, reason: "failed" }
}

export async function markAllNotificationsRead(): Promise<NotificationActionResult> {
  const { supabase, userId } = await signedIn()
  if (!userId) return { ok: false, reason: "unauthenticated" }
  const { error } = await supabase.from("notifications").update({ read: true }).eq("user_id", userId).eq("read", false)
  if (error) {
    console.error("[notifications.markAllRead]", error.code, error.message)
    return { ok: false, reason: "failed" }
  }
  return { ok: true }
}

export async function deleteNotification(id: unknown): Promise<NotificationActionResult> {
  const input = idSchema.safeParse(id)
  if (!input.success) return { ok: false, reason: "invalid" }
  const { supabase, userId } = await signedIn()
  if (!userId) return { ok: false, reason: "unauthenticated" }
  const { data, error } = await supabase
    .from("notifications")
    .delete()
    .eq("id", input.data)
    .eq("user_id", userId)
    .select("id")
  if (error) {
    console.error("[notifications.delete]", error.code, error.message)
    return { ok: false, reason: "failed" }
  }
  return data.length === 1 ? { ok: true } : { ok: false, reason: "failed" }
}

/** The 20 newest and the unread total again, after the live channel was away (nothing missed stays missing). */
export async function fetchNotifications(): Promise<NotificationsSnapshot | null> {
  const { supabase, userId } = await signedIn()
  if (!userId) return null
  try {
    return await readNotifications(supabase, userId)
  } catch (error) {
    console.error("[notifications.fetch]", error)
    return null
  }
}

/**
 * A fresh access token for the browser's live channel (session cookies are HttpOnly). Called
 * before the current one expires and after the channel re-joins. Refreshing here also rotates the
 * session cookie, which this response carries back. "signed-out" ends the live channel;
 * "unavailable" (auth server unreachable) only means "try again later".
 */
export async function getRealtimeToken(): Promise<LiveTokenResult> {
  try {
    const token = await readLiveToken(await createClient())
    return token ? { status: "ok", token } : { status: "signed-out" }
  } catch (error) {
    console.error("[notifications.token]", error)
    return { status: "unavailable" }
  }
}
