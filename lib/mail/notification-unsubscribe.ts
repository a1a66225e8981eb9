import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { notificationTokenSecret, verifyUnsubscribe } from "@/lib/mail/notification-links"
import type { UnsubscribeLink } from "@/lib/notifications/preferences"
import { serverEnv } from "@/lib/server-env"

/**
 * Following a notification e-mail's unsubscribe link (issue #39), as the newsletter's are followed
 * in lib/mail/newsletter-links.ts: the page asks whether the link is genuine, the button and the
 * one-click POST turn the category off.
 */

/** The links' secret, or null when the server has none (then no link verifies). */
const unsubscribeSecret = () => notificationTokenSecret(serverEnv)

/** Whether an unsubscribe link is one of ours, unchanged: its page shows the button only then. */
export function isGenuineUnsubscribeLink(link: UnsubscribeLink): boolean {
  const secret = unsubscribeSecret()
  return secret !== null && verifyUnsubscribe(link.u, link.c, link.t, secret) !== null
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
  const verified = verifyUnsubscribe(link.u, link.c, link.t, secret)
  if (!verified) return "invalid"
  const { error } = await db.rpc("unsubscribe_notification_category", {
    p_user_id: verified.userId,
    p_category: verified.category,
  })
  if (error) throw new Error(`unsubscribe_notification_category: ${error.message}`, { cause: error })
  return "unsubscribed"
}
