import type { NextRequest } from "next/server"
import { redirect } from "next/navigation"

import { CONFIRM_OUTCOME_PAGES, type NewsletterLinkResultCode } from "@/lib/newsletter"
import { confirmNewsletterLink } from "@/lib/mail/newsletter-links"
import { syncMailRelaySoon } from "@/lib/mail/run"
import { createAdminClient } from "@/lib/supabase/admin"

/**
 * The confirmation e-mail's link (double opt-in): spends the single-use token, confirms the
 * subscriber, and shows where that led on the static /newsletter/<outcome> page. The token is the
 * only credential, so the service-role client is used after nothing but its check in the database.
 * Only now does MailRelay hear of the subscriber: the database queued the 'create' with the
 * confirmation, and it is sent right after the answer.
 */
export async function GET(request: NextRequest): Promise<never> {
  let page: NewsletterLinkResultCode
  try {
    const { outcome, email } = await confirmNewsletterLink(
      createAdminClient(),
      request.nextUrl.searchParams.get("token")
    )
    if (email) syncMailRelaySoon("newsletter-confirm", email)
    page = CONFIRM_OUTCOME_PAGES[outcome]
  } catch (error) {
    console.error("[newsletter.confirm]", error)
    page = "link_failed"
  }
  redirect(`/newsletter/${page}`)
}

/** Link checkers that only peek (HEAD) must not spend the link. */
export function HEAD() {
  return new Response(null, { status: 200 })
}
