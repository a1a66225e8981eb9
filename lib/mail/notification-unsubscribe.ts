import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import type { UnsubscribeCategory } from "@/lib/notifications/categories"
import { verifyUnsubscribe } from "@/lib/mail/notification-links"

type Client = SupabaseClient<Database>

export type NotificationUnsubscribeOutcome =
  { outcome: "unsubscribed"; userId: string; category: UnsubscribeCategory } | { outcome: "invalid" }

/**
 * Follows a notification e-mail's unsubscribe link (the page's button, or RFC 8058's one-click
 * POST): checks u, c and t with `secret`, then turns that category off (or, for "digest", every
 * category she has in the digest) and cancels her e-mails of it still waiting. Idempotent. A
 * forged or altered link changes nothing and answers "invalid". `supabase` is the service-role
 * client (the link is the caller's only credential). Throws when the database cannot answer.
 */
export async function unsubscribeNotificationLink(
  supabase: Client,
  link: { u: unknown; c: unknown; t: unknown },
  secret: string
): Promise<NotificationUnsubscribeOutcome> {
  const verified = verifyUnsubscribe(link.u, link.c, link.t, secret)
  if (!verified) return { outcome: "invalid" }
  const { error } = await supabase.rpc("unsubscribe_notification_category", {
    p_user_id: verified.userId,
    p_category: verified.category,
  })
  if (error) throw new Error(`unsubscribe_notification_category: ${error.message}`, { cause: error })
  return { outcome: "unsubscribed", ...verified }
}
