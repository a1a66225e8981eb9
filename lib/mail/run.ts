import "server-only"
import { after } from "next/server"
import { getViewer } from "@/lib/auth"
import { type EmailProcessResult, type EmailSettings, processEmailOutbox } from "@/lib/mail/email-outbox"
import { processMailRelayQueue, type ProcessResult } from "@/lib/mail/mailrelay-processor"
import { notificationTokenSecret } from "@/lib/mail/notification-links"
import {
  type NotificationEmailSettings,
  type NotificationProcessResult,
  processNotificationOutbox,
} from "@/lib/mail/notification-outbox"
import { isSmtpConfigured, smtpTransportFromEnv } from "@/lib/mail/smtp"
import { serverEnv } from "@/lib/server-env"
import { getMailRelayClient } from "@/lib/mail/mailrelay"
import { getNewsletterOptInText } from "@/lib/data/settings"
import { siteConfig } from "@/lib/site"
import { createAdminClient } from "@/lib/supabase/admin"

/**
 * Runs the outbox once with the service-role client. Callers are the cron route (after its
 * secret check) and admin actions (after requireAdmin()); null when MailRelay is not configured.
 */
export async function runMailRelaySync(worker: string, email?: string): Promise<ProcessResult | null> {
  const mailrelay = getMailRelayClient()
  if (!mailrelay) return null
  return processMailRelayQueue(createAdminClient(), mailrelay, { worker, limit: 100, email })
}

/**
 * Schedules a run after the response is sent (Next's after()), so a subscriber change reaches
 * MailRelay within seconds without making the person wait on it. Failures stay in the outbox.
 * With `email`, only that subscriber's operations are taken (the rest keep their schedule).
 */
export function syncMailRelaySoon(worker: string, email?: string) {
  after(async () => {
    try {
      await runMailRelaySync(worker, email)
    } catch (error) {
      console.error("[mailrelay.after]", error)
    }
  })
}

/**
 * What the e-mails the app sends need, or null when NEWSLETTER_TOKEN_SECRET is unset (then no
 * newsletter e-mail can carry its unsubscribe link, so none is sent and they wait in the outbox).
 */
export function emailSettings(): EmailSettings | null {
  const tokenSecret = serverEnv.newsletterTokenSecret
  if (!tokenSecret) return null
  return {
    siteUrl: siteConfig.url,
    siteName: siteConfig.name,
    tokenSecret,
    from: sender(),
  }
}

// A deployment sets a sender its provider has verified; this default only names the site.
const sender = () => ({
  email: serverEnv.mailFromEmail ?? `noreply@${new URL(siteConfig.url).hostname}`,
  name: serverEnv.mailFromName ?? siteConfig.name,
})

/**
 * Sends due e-mails of the outbox once, with the service-role client (the cron route after its
 * secret check; the footer action's after() with `to`). Null when MailRelay or the token secret
 * is not configured: the e-mails stay queued.
 */
export async function runEmailOutbox(worker: string, to?: string): Promise<EmailProcessResult | null> {
  const mailrelay = getMailRelayClient()
  const settings = emailSettings()
  if (!mailrelay || !settings) {
    console.warn("[email-outbox] not sent: MailRelay or NEWSLETTER_TOKEN_SECRET is not configured")
    return null
  }
  const supabase = createAdminClient()
  // The admin's paragraph is read at send time, so a change in /admin/configuracoes needs no deploy.
  const optInText = await getNewsletterOptInText(supabase).catch((error: unknown) => {
    console.error("[email-outbox] settings", error)
    return null
  })
  return processEmailOutbox(supabase, mailrelay, { ...settings, optInText }, { worker, limit: 50, to })
}

/** Sends `to`'s queued e-mails right after the response (Next's after()); failures stay queued. */
export function sendEmailsSoon(worker: string, to: string) {
  after(async () => {
    try {
      await runEmailOutbox(worker, to)
    } catch (error) {
      console.error("[email-outbox.after]", error)
    }
  })
}

export type StartSyncResult =
  { status: "not_configured" } | { status: "error"; error: unknown } | { status: "started"; pending: number }

/**
 * The screens' sync buttons: requeues failed rows as due now, then processes in the background, both
 * with the service role (the outbox functions are the server's only). The caller has already run
 * requireAdmin(), which is what allows them; the admin is named in the audit log.
 */
export async function startMailRelaySync(worker: string): Promise<StartSyncResult> {
  if (!getMailRelayClient()) return { status: "not_configured" }
  const actor = (await getViewer())?.userId
  const { data, error } = await createAdminClient().rpc("retry_mailrelay_operations", { p_actor: actor })
  if (error) return { status: "error", error }
  syncMailRelaySoon(worker)
  return { status: "started", pending: data }
}

export const MAILRELAY_NOT_CONFIGURED =
  "O MailRelay não está configurado: defina MAILRELAY_API_URL, MAILRELAY_API_KEY e MAILRELAY_GROUP_ID no servidor."

/** True when an SMTP provider is configured (SMTP_URL or SMTP_HOST): the admin's outbox screen says so otherwise. */
export const smtpConfigured = () => isSmtpConfigured(serverEnv)

export const SMTP_NOT_CONFIGURED =
  "SMTP não configurado: defina SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER e SMTP_PASSWORD) no servidor. Até lá, as notificações por e-mail esperam na fila."

/**
 * What the notification e-mails need, or null when no secret can sign their unsubscribe links
 * (NOTIFICATION_TOKEN_SECRET, else NEWSLETTER_TOKEN_SECRET): then none is sent and they wait.
 */
export function notificationEmailSettings(): NotificationEmailSettings | null {
  const tokenSecret = notificationTokenSecret(serverEnv)
  if (!tokenSecret) return null
  return { siteUrl: siteConfig.url, siteName: siteConfig.name, tokenSecret, from: sender() }
}

/**
 * Sends due notification, digest and reminder e-mails once through the configured SMTP provider,
 * with the service-role client (the scheduler's tick after its secret check; an admin action
 * after requireAdmin()). Null when SMTP or the link secret is not configured: the e-mails wait.
 */
export async function runNotificationOutbox(worker: string, to?: string): Promise<NotificationProcessResult | null> {
  const settings = notificationEmailSettings()
  const transport = smtpTransportFromEnv(serverEnv)
  if (!settings || !transport) return null
  try {
    return await processNotificationOutbox(createAdminClient(), transport, settings, { worker, limit: 50, to })
  } finally {
    transport.close()
  }
}

/** Sends due notification e-mails right after the response (Next's after()); failures stay queued. */
export function sendNotificationEmailsSoon(worker: string) {
  after(async () => {
    try {
      await runNotificationOutbox(worker)
    } catch (error) {
      console.error("[notification-outbox.after]", error)
    }
  })
}
