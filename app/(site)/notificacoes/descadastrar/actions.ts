"use server"

import { type ActionState, failed, formFields, succeeded } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { notificationTokenSecret } from "@/lib/mail/notification-links"
import { unsubscribeNotificationLink } from "@/lib/mail/notification-unsubscribe"
import { UNSUBSCRIBE_TEXT, unsubscribeLinkSchema, unsubscribeSubject } from "@/lib/notifications/preferences"
import { serverEnv } from "@/lib/server-env"
import { createAdminClient } from "@/lib/supabase/admin"

/**
 * The button of /notificacoes/descadastrar (issue #39): turns off the category (or the digest) an
 * e-mail's signed link names. No session needed, as a mail program's browser may have none: the
 * link's signature is the only credential, checked before anything is written, so a forged or
 * changed link changes nothing. Public, like the newsletter's unsubscribe.
 */
export async function unsubscribeFromNotificationEmails(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const link = unsubscribeLinkSchema.safeParse(formFields(formData))
  if (!link.success) return failed(UNSUBSCRIBE_TEXT.invalid, { code: "invalid_link" })
  const secret = notificationTokenSecret(serverEnv)
  if (!secret) {
    console.error("[notifications.unsubscribe] no NOTIFICATION_TOKEN_SECRET (nor NEWSLETTER_TOKEN_SECRET)")
    return failed(UNSUBSCRIBE_TEXT.failed, { code: "unavailable" })
  }
  let answer
  try {
    answer = await unsubscribeNotificationLink(createAdminClient(), link.data, secret)
  } catch (error) {
    return unexpectedFailure("notifications.unsubscribe", error, UNSUBSCRIBE_TEXT.failed)
  }
  if (answer.outcome === "invalid") return failed(UNSUBSCRIBE_TEXT.invalid, { code: "invalid_link" })
  return succeeded(UNSUBSCRIBE_TEXT.done(unsubscribeSubject(link.data.c)))
}
