"use server"

import { z } from "zod"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import * as notifications from "@/lib/data/notifications"
import {
  type LiveToken,
  NOTIFICATION_ACTION_CODES as CODES,
  NOTIFICATION_ERRORS,
  type NotificationsSnapshot,
} from "@/lib/notifications"
import { createClient } from "@/lib/supabase/server"

/**
 * The bell's writes and reads (lib/notifications.ts `NotificationActions`; the bell,
 * components/notifications/notification-center.tsx, imports them). Each runs as the signed-in user
 * (their session cookie, so RLS applies: a user can only touch their own rows, and only the `read`
 * column), validates its input with zod and answers an `ActionState` whose `code` the bell reads;
 * it logs failures with the spec's texts and rolls its optimistic change back.
 */

const idSchema = z.uuid()

const UNAUTHENTICATED = failed("Sessão encerrada. Entre novamente.", { code: CODES.unauthenticated })
const INVALID = failed("Notificação inválida.", { code: CODES.invalid })

async function signedIn() {
  const supabase = await createClient()
  const { data, error } = await supabase.auth.getClaims()
  const userId = data?.claims?.sub
  return { supabase, userId: !error && typeof userId === "string" ? userId : null }
}

/** Runs one write for the signed-in user; `false` from the write means nothing matched. */
async function write(
  context: keyof typeof NOTIFICATION_ERRORS,
  run: (me: { supabase: Awaited<ReturnType<typeof createClient>>; userId: string }) => Promise<boolean | void>
): Promise<ActionState> {
  const { supabase, userId } = await signedIn()
  if (!userId) return UNAUTHENTICATED
  try {
    if ((await run({ supabase, userId })) === false) return failed(NOTIFICATION_ERRORS[context], { code: CODES.failed })
    return succeeded("Pronto.")
  } catch (error) {
    return unexpectedFailure(`notifications.${context}`, error, NOTIFICATION_ERRORS[context], { code: CODES.failed })
  }
}

export async function markNotificationRead(id: unknown): Promise<ActionState> {
  const input = idSchema.safeParse(id)
  if (!input.success) return INVALID
  return write("markRead", (me) => notifications.markNotificationRead(me.supabase, me.userId, input.data))
}

export async function markAllNotificationsRead(): Promise<ActionState> {
  return write("markAllRead", (me) => notifications.markAllNotificationsRead(me.supabase, me.userId))
}

export async function deleteNotification(id: unknown): Promise<ActionState> {
  const input = idSchema.safeParse(id)
  if (!input.success) return INVALID
  return write("delete", (me) => notifications.deleteNotification(me.supabase, me.userId, input.data))
}

/** The 20 newest and the unread total again, after the live channel was away (nothing missed stays missing). */
export async function fetchNotifications(): Promise<ActionState<NotificationsSnapshot>> {
  const { supabase, userId } = await signedIn()
  if (!userId) return UNAUTHENTICATED
  try {
    return succeeded("Pronto.", { data: await notifications.readNotifications(supabase, userId) })
  } catch (error) {
    return unexpectedFailure("notifications.fetch", error, NOTIFICATION_ERRORS.fetch, { code: CODES.failed })
  }
}

/**
 * A fresh access token for the browser's live channel (session cookies are HttpOnly). Called
 * before the current one expires and after the channel re-joins. Refreshing here also rotates the
 * session cookie, which this response carries back. Code "signed_out" ends the live channel;
 * "unavailable" (auth server unreachable) only means "try again later".
 */
export async function getRealtimeToken(): Promise<ActionState<LiveToken>> {
  try {
    const token = await notifications.readLiveToken(await createClient())
    return token ? succeeded("Pronto.", { data: token }) : failed("Sessão encerrada.", { code: CODES.signedOut })
  } catch (error) {
    return unexpectedFailure("notifications.token", error, "Serviço indisponível no momento.", {
      code: CODES.unavailable,
    })
  }
}
