import "server-only"
import { cache } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { verifyUnsubscribe } from "@/lib/mail/notification-links"
import {
  type NotificationPreferences,
  type NotificationPreferencesInput,
  preferencesFromJson,
  type UnsubscribeLink,
} from "@/lib/notifications/preferences"
import { serverEnv } from "@/lib/server-env"
import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Her e-mail preferences (issue #39), read and written only through the definer functions, which
 * act for auth.uid() and fill in the defaults: there is no id to pass, so nobody can reach
 * another member's choices.
 */

/** Her choices for the seven categories and the digest, defaults included. */
export const getMyNotificationPreferences = cache(async (): Promise<NotificationPreferences> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_notification_preferences")
  if (error) throw new Error(`getMyNotificationPreferences: ${error.message}`, { cause: error })
  return preferencesFromJson(data)
})

/** Saves every choice at once; the function checks each value again (22023 with a pt-BR message). */
export async function saveMyNotificationPreferences(input: NotificationPreferencesInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("save_notification_preferences", {
    p_channels: input.channels,
    p_digest_frequency: input.digestFrequency,
    p_digest_hour: input.digestHour,
    p_digest_weekday: input.digestWeekday,
  })
  return writeOutcome(error)
}

/**
 * The secret that signs the e-mails' unsubscribe links (lib/mail/notification-links.ts), or null
 * when the server has none (then no link verifies and the pages say the service is unavailable).
 */
function unsubscribeSecret(): string | null {
  return serverEnv.notificationTokenSecret ?? serverEnv.newsletterTokenSecret ?? null
}

/** Whether an unsubscribe link is one of ours, unchanged: its page shows the button only then. */
export function isGenuineUnsubscribeLink(link: UnsubscribeLink): boolean {
  const secret = unsubscribeSecret()
  return secret !== null && verifyUnsubscribe(link.u, link.c, link.t, secret)
}

/**
 * Follows an e-mail's unsubscribe link (the page's button, or a mail program's one-click POST):
 * checks its signature, then turns that category (or every digest one) off. Idempotent. `db` is
 * the service-role client: the signed link is the caller's only credential, so a link that does
 * not verify changes nothing. "unavailable": the server has no secret to check links with. Throws
 * when the database cannot answer.
 */
export async function unsubscribeByLink(
  db: SupabaseClient<Database>,
  link: UnsubscribeLink
): Promise<"unsubscribed" | "invalid" | "unavailable"> {
  const secret = unsubscribeSecret()
  if (secret === null) return "unavailable"
  if (!verifyUnsubscribe(link.u, link.c, link.t, secret)) return "invalid"
  const { error } = await db.rpc("unsubscribe_notification_category", { p_user_id: link.u, p_category: link.c })
  // A deleted account (its preferences' row cannot reference it) gets no e-mail at all: done too.
  if (error && error.code !== "23503") {
    throw new Error(`unsubscribe_notification_category: ${error.message}`, { cause: error })
  }
  return "unsubscribed"
}
