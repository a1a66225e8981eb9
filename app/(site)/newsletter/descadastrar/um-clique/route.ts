import type { NextRequest } from "next/server"

import { NEWSLETTER_PATHS } from "@/lib/newsletter"
import { unsubscribeNewsletterLink } from "@/lib/mail/newsletter-links"
import { syncMailRelaySoon } from "@/lib/mail/run"
import { serverEnv } from "@/lib/server-env"
import { createAdminClient } from "@/lib/supabase/admin"

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })

/** RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click`. */
async function isOneClick(request: NextRequest) {
  try {
    return (await request.formData()).get("List-Unsubscribe") === "One-Click"
  } catch {
    return false
  }
}

/**
 * Unsubscribes the subscriber the signed token names: the unsubscribe page's button (answered with
 * the static /newsletter/unsubscribed page) and the List-Unsubscribe-Post of our e-mails (answered
 * with plain text; no cookie, no JavaScript, no second step, as RFC 8058 requires). A tampered
 * token changes nothing. MailRelay hears of it through the outbox, right after the answer.
 */
export async function POST(request: NextRequest) {
  const oneClick = await isOneClick(request)
  const secret = serverEnv.newsletterTokenSecret
  if (!secret) {
    console.error("[newsletter.unsubscribe] NEWSLETTER_TOKEN_SECRET is not set")
    return oneClick ? plain("Serviço indisponível.", 503) : seeOther("/newsletter/link_failed")
  }
  let outcome: "unsubscribed" | "invalid"
  try {
    const result = await unsubscribeNewsletterLink(
      createAdminClient(),
      request.nextUrl.searchParams.get("token"),
      secret
    )
    outcome = result.outcome
    if (result.email) syncMailRelaySoon("newsletter-unsubscribe", result.email)
  } catch (error) {
    console.error("[newsletter.unsubscribe]", error)
    return oneClick ? plain("Não foi possível cancelar agora.", 500) : seeOther("/newsletter/link_failed")
  }
  if (oneClick) return outcome === "unsubscribed" ? plain("Inscrição cancelada.", 200) : plain("Link inválido.", 400)
  return seeOther(outcome === "unsubscribed" ? "/newsletter/unsubscribed" : "/newsletter/link_invalid")
}

/** A program that can only open the List-Unsubscribe address gets the page with the button. */
export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? ""
  return seeOther(`${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`)
}
