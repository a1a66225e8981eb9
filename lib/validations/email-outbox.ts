import { z } from "zod"

/**
 * /admin/emails (issue #39): the outbox's states and templates, the list's query (state, template,
 * page; anything unusable is ignored) and the retry form. The labels are in lib/email-outbox.ts.
 */

export const EMAIL_STATUSES = ["pending", "sent", "failed", "cancelled"] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

export const EMAIL_TEMPLATES = ["notification", "digest", "reminder", "newsletter_confirmation"] as const
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number]

export const EMAIL_OUTBOX_PARAMS = { status: "estado", template: "modelo", page: "pagina" } as const

export interface EmailOutboxFilter {
  status: EmailStatus | null
  template: EmailTemplate | null
  page: number
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : null

export function parseEmailOutboxParams(params: Record<string, unknown>): EmailOutboxFilter {
  const page = Number(first(params[EMAIL_OUTBOX_PARAMS.page]))
  return {
    status: oneOf(EMAIL_STATUSES, first(params[EMAIL_OUTBOX_PARAMS.status])),
    template: oneOf(EMAIL_TEMPLATES, first(params[EMAIL_OUTBOX_PARAMS.template])),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The address of a filter state, without default values ("" for the whole list). */
export function emailOutboxQuery(filter: Partial<EmailOutboxFilter>): string {
  const query = new URLSearchParams()
  if (filter.status) query.set(EMAIL_OUTBOX_PARAMS.status, filter.status)
  if (filter.template) query.set(EMAIL_OUTBOX_PARAMS.template, filter.template)
  if (filter.page && filter.page > 1) query.set(EMAIL_OUTBOX_PARAMS.page, String(filter.page))
  const search = query.toString()
  return search ? `?${search}` : ""
}

export const INVALID_EMAIL_ROW = "E-mail não encontrado. Atualize a página."

/** "Tentar novamente" on one failed row: its id, as the hidden field sends it. */
export const retryEmailSchema = z.object({
  id: z
    .string({ error: INVALID_EMAIL_ROW })
    .regex(/^[1-9]\d{0,15}$/, INVALID_EMAIL_ROW)
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER, INVALID_EMAIL_ROW)),
})
