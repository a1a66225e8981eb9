import { z } from "zod"

/**
 * The admins' answer to a report of a direct-message conversation (/admin/mensagens, issue #37),
 * with the bounds public.resolve_message_report checks again: 1 to 90 days for a mute or a
 * suspension, a note of at most 1000 characters.
 */

export const MESSAGE_REPORT_REASONS = ["assedio", "spam", "golpe", "conteudo_improprio", "outro"] as const
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number]

export const MESSAGE_REPORT_REASON_LABELS: Record<MessageReportReason, string> = {
  assedio: "Assédio",
  spam: "Spam",
  golpe: "Golpe ou fraude",
  conteudo_improprio: "Conteúdo impróprio",
  outro: "Outro motivo",
}

export const MESSAGE_REPORT_ACTIONS = ["dismiss", "warn", "mute", "suspend"] as const
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number]

/** What each decision is called on the form and in the queue once taken. */
export const MESSAGE_REPORT_ACTION_LABELS: Record<MessageReportAction, string> = {
  dismiss: "Arquivar sem medida",
  warn: "Advertir",
  mute: "Silenciar",
  suspend: "Suspender a conta",
}

/** Decisions that last a number of days. */
export const TIMED_ACTIONS: readonly MessageReportAction[] = ["mute", "suspend"]

export const SANCTION_DAYS_MIN = 1
export const SANCTION_DAYS_MAX = 90
export const RESOLUTION_NOTE_MAX = 1000

export const MESSAGE_MODERATION_TEXT = {
  invalidReport: "Denúncia inválida. Atualize a página.",
  chooseAction: "Escolha uma decisão.",
  days: `Informe de ${SANCTION_DAYS_MIN} a ${SANCTION_DAYS_MAX} dias.`,
  noteRequired: "Escreva o motivo: ele vai no aviso que a associada recebe.",
  noteLong: `A observação pode ter no máximo ${RESOLUTION_NOTE_MAX} caracteres.`,
  control: "Remova os caracteres especiais do texto.",
} as const

// Control characters other than line breaks and tabs (pasted from elsewhere, or forged).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const resolveMessageReportSchema = z
  .object({
    reportId: z.uuid(MESSAGE_MODERATION_TEXT.invalidReport),
    action: z.enum(MESSAGE_REPORT_ACTIONS, MESSAGE_MODERATION_TEXT.chooseAction),
    days: z
      .string()
      .prefault("")
      .transform((value) => (value.trim() === "" ? null : Number(value)))
      .pipe(
        z
          .number(MESSAGE_MODERATION_TEXT.days)
          .int(MESSAGE_MODERATION_TEXT.days)
          .min(SANCTION_DAYS_MIN, MESSAGE_MODERATION_TEXT.days)
          .max(SANCTION_DAYS_MAX, MESSAGE_MODERATION_TEXT.days)
          .nullable()
      ),
    note: z
      .string()
      .prefault("")
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .max(RESOLUTION_NOTE_MAX, MESSAGE_MODERATION_TEXT.noteLong)
          .refine((value) => !CONTROL.test(value), MESSAGE_MODERATION_TEXT.control)
      ),
  })
  // A sanction is explained to the member it reaches, so it needs its reason; archiving does not.
  .refine((input) => input.action === "dismiss" || input.note.length >= 3, {
    message: MESSAGE_MODERATION_TEXT.noteRequired,
    path: ["note"],
  })
  .refine((input) => !TIMED_ACTIONS.includes(input.action) || input.days !== null, {
    message: MESSAGE_MODERATION_TEXT.days,
    path: ["days"],
  })
  // Days mean nothing to a warning or an archive: dropped rather than sent.
  .transform((input) => ({ ...input, days: TIMED_ACTIONS.includes(input.action) ? input.days : null }))

export type ResolveMessageReportInput = z.infer<typeof resolveMessageReportSchema>
