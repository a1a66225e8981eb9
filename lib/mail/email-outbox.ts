import "server-only"
import { randomUUID } from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database, Json } from "@/lib/database.types"
import type { RenderedEmail } from "@/lib/mail/layout"
import { confirmationEmail, newsletterLinks } from "@/lib/mail/newsletter-mail"
import { isMailRelayOutage, MailRelayError, type MailRelayClient } from "@/lib/mail/mailrelay"

type Client = SupabaseClient<Database>
type Claimed = Database["public"]["Functions"]["claim_email_outbox"]["Returns"][number]

/** What rendering needs besides the row: where links point, the secret that signs them, the sender. */
export interface EmailSettings {
  siteUrl: string
  siteName: string
  tokenSecret: string
  from: { email: string; name: string }
  /** The double opt-in e-mail's extra paragraph from the site settings, if any. */
  optInText?: string | null
}

export interface EmailProcessResult {
  processed: number
  sent: number
  failed: number
  /** True when the run stopped early because MailRelay looked down, slow or rate-limited. */
  stoppedEarly: boolean
}

export interface EmailProcessOptions {
  /** At most this many e-mails per run (default 20). */
  limit?: number
  worker?: string
  leaseSeconds?: number
  /** Only e-mails to this address (the run right after a sign-up). */
  to?: string
}

function render(row: Claimed, settings: EmailSettings): RenderedEmail {
  if (row.template !== "newsletter_confirmation") throw new Error(`Modelo de e-mail desconhecido: ${row.template}`)
  // The claim mints a token for each confirmation it hands out; without one there is nothing to send.
  if (!row.token || !row.subscriber_id) throw new Error("Confirmação sem token ou sem assinante")
  const data = row.data && typeof row.data === "object" && !Array.isArray(row.data) ? row.data : {}
  return confirmationEmail({
    name: typeof data.name === "string" ? data.name : null,
    siteName: settings.siteName,
    siteUrl: settings.siteUrl,
    links: newsletterLinks(settings.siteUrl, row.subscriber_id, settings.tokenSecret, row.token),
    intro: settings.optInText,
  })
}

/** MailRelay's answer, kept small in the row. */
function summary(answer: unknown): Json {
  const text = JSON.stringify(answer)
  return text.length <= 2000 ? (answer as Json) : { truncated: text.slice(0, 2000) }
}

/**
 * Works through the e-mail outbox: claims rows one at a time, oldest first (so a stop leaves the
 * rest unclaimed), renders each, sends it through MailRelay's transactional API and settles it.
 * `supabase` must be the service-role client. Never throws for MailRelay trouble: a failed e-mail
 * keeps its error and is retried with backoff by the next run (the scheduled sync route).
 */
export async function processEmailOutbox(
  supabase: Client,
  mailrelay: MailRelayClient,
  settings: EmailSettings,
  options: EmailProcessOptions = {}
): Promise<EmailProcessResult> {
  const limit = options.limit ?? 20
  const worker = options.worker ?? `app-${randomUUID()}`
  const result: EmailProcessResult = { processed: 0, sent: 0, failed: 0, stoppedEarly: false }
  while (result.processed < limit) {
    const { data, error } = await supabase.rpc("claim_email_outbox", {
      p_limit: 1,
      p_worker: worker,
      p_lease_seconds: options.leaseSeconds ?? 120,
      // Only the newsletter's confirmations: notification, digest and reminder e-mails go through
      // SMTP (lib/mail/notification-outbox.ts), never through MailRelay.
      p_templates: ["newsletter_confirmation"],
      ...(options.to ? { p_to: options.to } : {}),
    })
    if (error) throw new Error(`claim_email_outbox: ${error.message}`, { cause: error })
    const row = data?.[0]
    if (!row) break
    result.processed += 1
    try {
      const mail = render(row, settings)
      const answer = await mailrelay.sendEmail({
        from: settings.from,
        to: { email: row.to_email },
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      })
      const { error: completeError } = await supabase.rpc("complete_email_outbox", {
        p_id: row.id,
        p_subject: mail.subject,
        p_response: summary(answer),
      })
      // Sent, but not recorded: the lease runs out and it is sent again (a second link, not a loss).
      if (completeError) console.error("[email-outbox] complete_email_outbox", completeError)
      else result.sent += 1
    } catch (error) {
      const message = error instanceof Error ? error.message : "Erro desconhecido"
      const response: Json =
        error instanceof MailRelayError ? { kind: error.kind, status: error.status } : { kind: "internal" }
      const { error: failError } = await supabase.rpc("fail_email_outbox", {
        p_id: row.id,
        p_error: message,
        p_response: response,
      })
      if (failError) console.error("[email-outbox] fail_email_outbox", failError)
      result.failed += 1
      if (isMailRelayOutage(error)) {
        result.stoppedEarly = true
        break
      }
      if (!(error instanceof MailRelayError)) console.error("[email-outbox]", error)
    }
  }
  return result
}
