import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"
import { cache } from "react"
import { z } from "zod"

import type { Database } from "@/lib/database.types"
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from "@/lib/notifications/categories"
import { createClient } from "@/lib/supabase/server"
import type { PushPreferencesInput, PushSubscriptionInput } from "@/lib/validations/push"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Push notifications (issue #41), through the definer functions of
 * supabase/migrations/20261205100001_push_notifications.sql. Her devices and choices are read and
 * written under her session (the functions act for auth.uid(): there is no member id to pass);
 * the delivery queue is the server's (service-role client `db`, the scheduler's part "push").
 */

type Client = SupabaseClient<Database>

// ---------------------------------------------------------------------------------------------
// Her devices and choices (member's session)
// ---------------------------------------------------------------------------------------------

export interface PushDevice {
  id: string
  deviceName: string
  /** The push service's URL: the page compares it with this browser's to mark "este aparelho". */
  endpoint: string
  createdAt: string
  lastSuccessAt: string | null
}

/** Her devices with push on, newest first (never their keys). */
export const listMyPushDevices = cache(async (): Promise<PushDevice[]> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("list_my_push_subscriptions")
  if (error) throw new Error(`listMyPushDevices: ${error.message}`, { cause: error })
  return (data ?? []).map((row) => ({
    id: row.id,
    deviceName: row.device_name,
    endpoint: row.endpoint,
    createdAt: row.created_at,
    lastSuccessAt: row.last_success_at,
  }))
})

export type PushCategories = Record<NotificationPreferenceKey, boolean>

const preferencesSchema = z.object({ categories: z.record(z.string(), z.boolean()) })

/** The seven keys with whether she pushes each (off when she never chose). */
export function pushCategoriesFromJson(json: unknown): PushCategories {
  const parsed = preferencesSchema.safeParse(json)
  const categories = parsed.success ? parsed.data.categories : {}
  return Object.fromEntries(
    NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, categories[key] === true])
  ) as PushCategories
}

export const getMyPushCategories = cache(async (): Promise<PushCategories> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_push_preferences")
  if (error) throw new Error(`getMyPushCategories: ${error.message}`, { cause: error })
  return pushCategoriesFromJson(data)
})

/**
 * Stores this browser's subscription for her; `data` is the row's id. Refusals: 22023 (bad input,
 * pt-BR message), P0001 (an 11th device, pt-BR message), 42501 (no session).
 */
export async function saveMyPushSubscription(input: PushSubscriptionInput): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("save_push_subscription", {
    p_endpoint: input.endpoint,
    p_p256dh: input.keys.p256dh,
    p_auth: input.keys.auth,
    p_device_name: input.deviceName,
  })
  return { data: error ? null : data, error }
}

/** Removes one of her devices; another member's id or an unknown one changes nothing. */
export async function deleteMyPushSubscription(id: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("delete_push_subscription", { p_id: id })
  return writeOutcome(error)
}

/** The keys listed are pushed, the others not (22023 for an unknown key). */
export async function saveMyPushCategories(input: PushPreferencesInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("save_push_preferences", { p_enabled: [...input.enabled] })
  return writeOutcome(error)
}

// ---------------------------------------------------------------------------------------------
// The delivery queue (service role: the scheduler)
// ---------------------------------------------------------------------------------------------

/** Queues one push per device for each fresh unread notification she pushes; returns how many. */
export async function queuePushDeliveries(db: Client, now: Date): Promise<number> {
  const { data, error } = await db.rpc("queue_push_deliveries", { p_now: now.toISOString() })
  if (error) throw new Error(`queuePushDeliveries: ${error.message}`, { cause: error })
  return data ?? 0
}

export interface ClaimedPush {
  notificationId: string
  subscriptionId: string
  endpoint: string
  p256dh: string
  auth: string
  title: string
  body: string
  /** The notification's action_url as stored (a path of this site, an http(s) URL, or null). */
  url: string | null
  tag: string
}

/** Claims up to `limit` pending pushes (a 2-minute lease each, the attempt counted). */
export async function claimPushDeliveries(db: Client, limit: number): Promise<ClaimedPush[]> {
  const { data, error } = await db.rpc("claim_push_deliveries", { p_limit: limit })
  if (error) throw new Error(`claimPushDeliveries: ${error.message}`, { cause: error })
  return (data ?? []).map((row) => ({
    notificationId: row.notification_id,
    subscriptionId: row.subscription_id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    title: row.title,
    body: row.body,
    // Typed as text by the generator; null when the notification has no link.
    url: (row.url as string | null) ?? null,
    tag: row.tag,
  }))
}

export interface PushDeliveryOutcome {
  notificationId: string
  subscriptionId: string
  status: "sent" | "failed"
  error?: string | null
  /** The push service answered 404 or 410: the subscription is deleted. */
  gone?: boolean
}

/** Settles a claimed push (sent; failed and retried up to 5 attempts; gone: subscription deleted). */
export async function finishPushDelivery(db: Client, outcome: PushDeliveryOutcome): Promise<void> {
  const { error } = await db.rpc("finish_push_delivery", {
    p_notification: outcome.notificationId,
    p_subscription: outcome.subscriptionId,
    p_status: outcome.status,
    p_error: outcome.error?.slice(0, 1000) ?? undefined,
    p_gone: outcome.gone ?? false,
  })
  if (error) throw new Error(`finishPushDelivery: ${error.message}`, { cause: error })
}
