import "server-only"
import { randomUUID } from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import { z } from "zod"

import type { Database, Json } from "@/lib/database.types"
import type { RenderedEmail } from "@/lib/mail/layout"
import { isPreferenceKey } from "@/lib/notifications/categories"
import { notificationUnsubscribeLinks } from "@/lib/mail/notification-links"
import { digestEmail, notificationEmail, reminderEmail } from "@/lib/mail/notification-mail"
import { describeSmtpError, type MailSender } from "@/lib/mail/smtp"

type Client = SupabaseClient<Database>
type Claimed = Database["public"]["Functions"]["claim_email_outbox"]["Returns"][number]

/** The outbox templates that go through SMTP (the newsletter's confirmation goes through MailRelay). */
export const NOTIFICATION_TEMPLATES = ["notification", "digest", "reminder"] as const

/** What rendering and sending need besides the row. */
export interface NotificationEmailSettings {
  siteUrl: string
  siteName: string
  /** Signs the unsubscribe links (NOTIFICATION_TOKEN_SECRET, else NEWSLETTER_TOKEN_SECRET). */
  tokenSecret: string
  from: { email: string; name: string }
}

export interface NotificationProcessResult {
  processed: number
  sent: number
  failed: number
  /** True when the run stopped early because the SMTP provider refused the login or could not be reached. */
  stoppedEarly: boolean
}

export interface NotificationProcessOptions {
  /** At most this many e-mails per run (default 50). */
  limit?: number
  worker?: string
  leaseSeconds?: number
  /** Only e-mails to this address. */
  to?: string
  /** The clock a reminder says "hoje"/"amanhã" against (default: the time of sending). */
  now?: () => Date
}

// The rows' data as the queueing functions of the migration write it (20261203100001).
const text = z.string().catch("")
const optionalText = z.string().nullish()
const notificationData = z.object({
  title: text,
  message: text,
  action_url: optionalText,
  created_at: optionalText,
})
const reminderData = notificationData.extend({
  starts_at: z.string(),
  project_title: text,
  session_title: text,
  kind: z.enum(["24h", "1h"]).catch("24h"),
})
const digestData = z.object({
  period_key: text,
  frequency: z.enum(["daily", "weekly"]).catch("daily"),
  items: z.array(notificationData.extend({ category: text })),
  total: z.number().int().nonnegative().optional(),
})

function render(row: Claimed, settings: NotificationEmailSettings, now: Date): RenderedEmail {
  if (!row.user_id) throw new Error("E-mail de notificação sem destinatária (user_id)")
  const site = { siteUrl: settings.siteUrl, siteName: settings.siteName }
  const links = (category: Parameters<typeof notificationUnsubscribeLinks>[2]) =>
    notificationUnsubscribeLinks(settings.siteUrl, row.user_id, category, settings.tokenSecret)
  switch (row.template) {
    case "notification": {
      if (!isPreferenceKey(row.category)) throw new Error(`Categoria de notificação desconhecida: ${row.category}`)
      const data = notificationData.parse(row.data)
      return notificationEmail({
        ...site,
        unsubscribe: links(row.category),
        category: row.category,
        notification: {
          title: data.title,
          message: data.message,
          actionUrl: data.action_url,
          createdAt: data.created_at,
        },
      })
    }
    case "reminder": {
      const data = reminderData.parse(row.data)
      return reminderEmail({
        ...site,
        unsubscribe: links("projects"),
        now,
        reminder: {
          title: data.title,
          message: data.message,
          actionUrl: data.action_url,
          startsAt: data.starts_at,
          projectTitle: data.project_title,
          sessionTitle: data.session_title,
          kind: data.kind,
        },
      })
    }
    case "digest": {
      const data = digestData.parse(row.data)
      return digestEmail({
        ...site,
        unsubscribe: links("digest"),
        frequency: data.frequency,
        periodKey: data.period_key,
        total: data.total,
        items: data.items.map((item) => ({
          title: item.title,
          message: item.message,
          actionUrl: item.action_url,
          createdAt: item.created_at,
          category: item.category,
        })),
      })
    }
    default:
      throw new Error(`Modelo de e-mail desconhecido: ${row.template}`)
  }
}

/** The provider's answer, kept small in the row. */
function summary(info: unknown): Json {
  const record = (info && typeof info === "object" ? info : {}) as Record<string, unknown>
  const pick = (value: unknown) => (typeof value === "string" ? value.slice(0, 500) : null)
  return { messageId: pick(record.messageId), response: pick(record.response) }
}

/**
 * Works through the notification e-mails of the outbox (templates notification, digest, reminder):
 * claims them one at a time, oldest first (so a stop leaves the rest unclaimed), renders each with
 * the member's signed unsubscribe links, sends it through `transport` (nodemailer's SMTP) and
 * settles it. `supabase` must be the service-role client. The claim itself cancels an e-mail no
 * longer wanted (a notification read in the meantime, a category turned off).
 *
 * Never throws for SMTP trouble: a failed e-mail keeps its error (last_error, for /admin/emails)
 * and is retried with backoff by a later run; a refused login or an unreachable server ends the
 * run at once, since every other e-mail would fail the same way (and spend an attempt). Throws
 * only when the database cannot be asked for work.
 */
export async function processNotificationOutbox(
  supabase: Client,
  transport: MailSender,
  settings: NotificationEmailSettings,
  options: NotificationProcessOptions = {}
): Promise<NotificationProcessResult> {
  const limit = options.limit ?? 50
  const worker = options.worker ?? `app-${randomUUID()}`
  const result: NotificationProcessResult = { processed: 0, sent: 0, failed: 0, stoppedEarly: false }
  while (result.processed < limit) {
    const { data, error } = await supabase.rpc("claim_email_outbox", {
      p_limit: 1,
      p_worker: worker,
      p_lease_seconds: options.leaseSeconds ?? 120,
      p_templates: [...NOTIFICATION_TEMPLATES],
      ...(options.to ? { p_to: options.to } : {}),
    })
    if (error) throw new Error(`claim_email_outbox: ${error.message}`, { cause: error })
    const row = data?.[0]
    if (!row) break
    result.processed += 1

    let mail: RenderedEmail
    try {
      mail = render(row, settings, options.now?.() ?? new Date())
    } catch (renderError) {
      // Our own data or code: logged, and the row keeps the reason; the next e-mail may be fine.
      console.error("[notification-outbox] render", row.id, renderError)
      const message = renderError instanceof Error ? renderError.message : "Erro desconhecido"
      await fail(supabase, row.id, `Não foi possível montar o e-mail: ${message}`.slice(0, 500), { kind: "render" })
      result.failed += 1
      continue
    }

    try {
      const info = await transport.sendMail({
        from: { name: settings.from.name, address: settings.from.email },
        to: row.to_email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
      const { error: completeError } = await supabase.rpc("complete_email_outbox", {
        p_id: row.id,
        p_subject: mail.subject,
        p_response: summary(info),
      })
      // Sent, but not recorded: the lease runs out and it is sent again (a duplicate, not a loss).
      if (completeError) console.error("[notification-outbox] complete_email_outbox", completeError)
      else result.sent += 1
    } catch (sendError) {
      const failure = describeSmtpError(sendError)
      const e = (sendError ?? {}) as { code?: unknown; responseCode?: unknown }
      await fail(supabase, row.id, failure.message, {
        kind: failure.kind,
        code: typeof e.code === "string" ? e.code : null,
        responseCode: typeof e.responseCode === "number" ? e.responseCode : null,
      })
      result.failed += 1
      if (failure.outage) {
        result.stoppedEarly = true
        console.warn(`[notification-outbox] stopped: ${failure.message}`)
        break
      }
    }
  }
  return result
}

async function fail(supabase: Client, id: number, message: string, response: Json) {
  const { error } = await supabase.rpc("fail_email_outbox", { p_id: id, p_error: message, p_response: response })
  if (error) console.error("[notification-outbox] fail_email_outbox", error)
}
