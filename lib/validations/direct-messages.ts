import { z } from "zod"

import { CONVERSATION_CONTEXTS, MESSAGE_MAX } from "@/lib/messages-url"
import { formatInteger } from "@/lib/number-format"

/**
 * Direct messages' forms as their server actions receive them (every value a string). The
 * database functions check the same limits again; these give the pt-BR field messages first.
 */

export const REPORT_DETAILS_MAX = 1000

export const REPORT_REASONS = {
  assedio: "Assédio ou intimidação",
  spam: "Spam ou propaganda não pedida",
  golpe: "Golpe ou tentativa de fraude",
  conteudo_improprio: "Conteúdo impróprio",
  outro: "Outro motivo",
} as const
export type ReportReason = keyof typeof REPORT_REASONS

export const MESSAGE_TEXT = {
  empty: "Escreva a mensagem antes de enviar.",
  tooLong: `A mensagem pode ter até ${formatInteger(MESSAGE_MAX)} caracteres.`,
  invalidConversation: "Conversa inválida.",
  invalidMember: "Associada inválida.",
} as const

const id = (message: string) => z.string(message).trim().pipe(z.uuid(message))

// NUL cannot be stored and means nothing; line breaks are kept (a message is several lines).
const body = z
  .string()
  .prefault("")
  .transform((value) => value.replace(/\u0000/g, "").replace(/\r\n?/g, "\n"))
  .pipe(z.string().max(MESSAGE_MAX, MESSAGE_TEXT.tooLong))

export const conversationIdSchema = id(MESSAGE_TEXT.invalidConversation)
export const memberIdSchema = id(MESSAGE_TEXT.invalidMember)

/** A message in an open conversation: text, an image (read from the form's file), or both. */
export const sendMessageSchema = z.object({ conversationId: conversationIdSchema, body })

/** The first message to someone, from a page (the context) or from her profile (none). */
export const startConversationSchema = z.object({
  recipientId: memberIdSchema,
  body: body.refine((value) => value.trim() !== "", MESSAGE_TEXT.empty),
  contextKind: z
    .enum(CONVERSATION_CONTEXTS, "Contexto inválido.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  contextId: id("Referência inválida.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
})

export const reportConversationSchema = z.object({
  conversationId: conversationIdSchema,
  messageId: id("Mensagem inválida.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], "Escolha o motivo da denúncia."),
  details: z
    .string()
    .prefault("")
    .transform((value) => value.replace(/\u0000/g, "").trim())
    .pipe(z.string().max(REPORT_DETAILS_MAX, `Os detalhes podem ter até ${REPORT_DETAILS_MAX} caracteres.`)),
})

export const conversationActionSchema = z.object({ conversationId: conversationIdSchema })
export const blockMemberSchema = z.object({ memberId: memberIdSchema, conversationId: conversationIdSchema.optional() })
