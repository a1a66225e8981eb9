/**
 * The outbox's words for /admin/emails (issue #39): what each state and template is called, and
 * what a row's state means for what happens next.
 */
import type { EmailStatus, EmailTemplate } from "@/lib/validations/email-outbox"

export const ADMIN_EMAILS_PATH = "/admin/emails"
export const EMAILS_PER_PAGE = 50

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: "Na fila",
  sent: "Enviado",
  failed: "Falhou",
  cancelled: "Cancelado",
}

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplate, string> = {
  notification: "Notificação",
  digest: "Resumo",
  reminder: "Lembrete de encontro",
  newsletter_confirmation: "Confirmação da newsletter",
}

export const emailStatusLabel = (status: string) => EMAIL_STATUS_LABELS[status as EmailStatus] ?? status
export const emailTemplateLabel = (template: string) => EMAIL_TEMPLATE_LABELS[template as EmailTemplate] ?? template

/**
 * A failed row is tried again by the scheduler (with a growing wait) until its attempts run out;
 * then only an admin's "Tentar novamente" sends it back to the queue. Nothing is ever deleted.
 */
export function willRetry(row: { status: string; attempts: number; maxAttempts: number }): boolean {
  return row.status === "pending" || (row.status === "failed" && row.attempts < row.maxAttempts)
}
