import type { NextRequest } from "next/server"

import { notificationTokenSecret } from "@/lib/mail/notification-links"
import { unsubscribeNotificationLink } from "@/lib/mail/notification-unsubscribe"
import { readUnsubscribeLink } from "@/lib/notifications/preferences"
import { NOTIFICATION_UNSUBSCRIBE_PATH } from "@/lib/notifications/paths"
import { serverEnv } from "@/lib/server-env"
import { createAdminClient } from "@/lib/supabase/admin"

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })

/**
 * The List-Unsubscribe-Post address of every notification e-mail (issue #39, RFC 8058): a mail
 * program posts `List-Unsubscribe=One-Click` here, with no cookie and no second step, and the
 * category the signed link names (or the digest) is turned off. A changed or forged link changes
 * nothing (400).
 */
export async function POST(request: NextRequest) {
  const link = readUnsubscribeLink(Object.fromEntries(request.nextUrl.searchParams))
  if (!link) return plain("Link inválido.", 400)
  const secret = notificationTokenSecret(serverEnv)
  if (!secret) {
    console.error("[notifications.unsubscribe.one-click] no NOTIFICATION_TOKEN_SECRET (nor NEWSLETTER_TOKEN_SECRET)")
    return plain("Serviço indisponível.", 503)
  }
  let answer
  try {
    answer = await unsubscribeNotificationLink(createAdminClient(), link, secret)
  } catch (error) {
    console.error("[notifications.unsubscribe.one-click]", error)
    return plain("Não foi possível cancelar agora.", 500)
  }
  return answer.outcome === "unsubscribed"
    ? plain("E-mails desta categoria desligados.", 200)
    : plain("Link inválido.", 400)
}

/** A program that can only open the address gets the page with the button (opening changes nothing). */
export function GET(request: NextRequest) {
  return new Response(null, {
    status: 303,
    headers: { Location: `${NOTIFICATION_UNSUBSCRIBE_PATH}${request.nextUrl.search}`, "Cache-Control": "no-store" },
  })
}
