import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"
import { type ConfirmOutcome, isConfirmOutcome } from "@/lib/newsletter"
import { isConfirmationTokenShape, verifyUnsubscribeToken } from "@/lib/mail/newsletter-token"

type Client = SupabaseClient<Database>

/**
 * Follows a confirmation link: spends its token (single use, 48 h) and confirms the subscriber.
 * `email` is set when this call confirmed someone, for the MailRelay run right after. `supabase`
 * is the service-role client (the token is the caller's only credential). Throws when the
 * database cannot answer.
 */
export async function confirmNewsletterLink(
  supabase: Client,
  token: unknown
): Promise<{ outcome: ConfirmOutcome; email: string | null }> {
  if (!isConfirmationTokenShape(token)) return { outcome: "invalid", email: null }
  const { data, error } = await supabase.rpc("confirm_newsletter_subscription", { p_token: token })
  if (error) throw new Error(`confirm_newsletter_subscription: ${error.message}`, { cause: error })
  const row = data?.[0]
  if (!row || !isConfirmOutcome(row.outcome))
    throw new Error(`confirm_newsletter_subscription: unexpected ${JSON.stringify(data)}`)
  return { outcome: row.outcome, email: row.email ?? null }
}

/**
 * Follows an unsubscribe link: checks its signature with `secret`, then unsubscribes (idempotent;
 * the MailRelay outbox hears of it when MailRelay knew the subscriber). `email` is the subscriber's,
 * for the MailRelay run right after. A tampered or foreign token changes nothing.
 */
export async function unsubscribeNewsletterLink(
  supabase: Client,
  token: unknown,
  secret: string
): Promise<{ outcome: "unsubscribed" | "invalid"; email: string | null }> {
  const subscriberId = verifyUnsubscribeToken(token, secret)
  if (!subscriberId) return { outcome: "invalid", email: null }
  const { data, error } = await supabase.rpc("unsubscribe_newsletter", { p_subscriber_id: subscriberId })
  if (error) throw new Error(`unsubscribe_newsletter: ${error.message}`, { cause: error })
  // A deleted subscriber is as unsubscribed as can be: the link still answers so.
  return { outcome: "unsubscribed", email: data ?? null }
}
