import { z } from "zod"

import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  MESSAGE_MAX,
  MUTE_DAYS_MAX,
  REASON_MAX,
  REQUEST_MESSAGE_MAX,
  TOPIC_TITLE_MAX,
} from "@/lib/community-limits"
import { SLUG_MAX, SLUG_PATTERN } from "@/lib/slug"

/**
 * The community's forms as their server actions receive them (every value a string). The database
 * functions check the same limits again; these give the pt-BR field messages first.
 */

export { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, MESSAGE_MAX, MUTE_DAYS_MAX, REASON_MAX, TOPIC_TITLE_MAX }

// One-line text: no control characters (the database refuses NUL, and none has a meaning here).
const CONTROL = /[\u0000-\u001f\u007f]/

/** One message per field: the first rule a value breaks. */
const line = (min: number, max: number, messages: { required: string; tooShort?: string; tooLong: string }) =>
  z
    .string(messages.required)
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: "custom", message })
      if (value === "") fail(messages.required)
      else if (value.length < min) fail(messages.tooShort ?? messages.required)
      else if (value.length > max) fail(messages.tooLong)
      else if (CONTROL.test(value)) fail("Remova os caracteres especiais do texto.")
    })

const id = (message: string) => z.string(message).trim().pipe(z.uuid(message))

/** HTML from the editor; NUL cannot be stored and is never meaningful. Sanitised by the action. */
const message = z
  .string("Escreva a mensagem antes de enviar.")
  .max(MESSAGE_MAX, "A mensagem é grande demais.")
  .transform((value) => value.replace(/\u0000/g, ""))

const flag = z.enum(["true", "false"], "Valor inválido.").transform((value) => value === "true")

export const groupIdSchema = id("Grupo inválido.")
export const topicIdSchema = id("Tópico inválido.")
export const postIdSchema = id("Mensagem inválida.")

/** Joining a group; a by-request group's request may say something to the moderation. */
export const joinInputSchema = z.object({
  groupId: groupIdSchema,
  message: z
    .string()
    .prefault("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(REQUEST_MESSAGE_MAX, `A mensagem pode ter no máximo ${REQUEST_MESSAGE_MAX} caracteres.`)
        .refine((value) => !/\u0000/.test(value), "Remova os caracteres especiais do texto.")
    )
    .transform((value) => value || null),
})
export type JoinInput = z.infer<typeof joinInputSchema>

export const topicInputSchema = z.object({
  groupId: groupIdSchema,
  title: line(3, TOPIC_TITLE_MAX, {
    required: "Dê um título ao tópico.",
    tooShort: "O título precisa de pelo menos 3 caracteres.",
    tooLong: `O título pode ter no máximo ${TOPIC_TITLE_MAX} caracteres.`,
  }),
  body: message,
})
export type TopicInput = z.infer<typeof topicInputSchema>
export const TOPIC_FORM_KEYS = ["title"] as const

export const replyInputSchema = z.object({ topicId: topicIdSchema, body: message })
export type ReplyInput = z.infer<typeof replyInputSchema>

export const editPostSchema = z.object({
  postId: postIdSchema,
  body: message,
  // Only the opening post carries the topic's title; empty means "unchanged".
  title: z
    .string()
    .prefault("")
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(TOPIC_TITLE_MAX, `O título pode ter no máximo ${TOPIC_TITLE_MAX} caracteres.`)
        .refine((value) => value === "" || value.length >= 3, "O título precisa de pelo menos 3 caracteres.")
        .refine((value) => !CONTROL.test(value), "Remova os caracteres especiais do texto.")
    )
    .transform((value) => (value === "" ? null : value)),
})
export type EditPostInput = z.infer<typeof editPostSchema>

const reason = line(3, REASON_MAX, {
  required: "Conte o motivo.",
  tooShort: "Conte o motivo em pelo menos 3 caracteres.",
  tooLong: `O motivo pode ter no máximo ${REASON_MAX} caracteres.`,
})

export const reportInputSchema = z.object({ postId: postIdSchema, reason })
export type ReportInput = z.infer<typeof reportInputSchema>

export const hidePostSchema = z.discriminatedUnion(
  "hide",
  [
    z.object({ postId: postIdSchema, hide: z.literal("true").transform(() => true as const), reason }),
    z.object({ postId: postIdSchema, hide: z.literal("false").transform(() => false as const) }),
  ],
  "Ação inválida."
)
export type HidePostInput = z.infer<typeof hidePostSchema>

export const topicFlagsSchema = z.object({
  topicId: topicIdSchema,
  flag: z.enum(["pinned", "locked"], "Ação inválida."),
  value: flag,
})
export type TopicFlagsInput = z.infer<typeof topicFlagsSchema>

export const MEMBER_ACTIONS = ["approve", "reject", "mute", "unmute", "remove", "reinstate"] as const
export type MemberAction = (typeof MEMBER_ACTIONS)[number]

export const memberActionSchema = z
  .object({
    groupId: groupIdSchema,
    userId: id("Participante inválida."),
    action: z.enum(MEMBER_ACTIONS, "Ação inválida."),
    days: z
      .string()
      .prefault("")
      .transform((value) => (value.trim() === "" ? null : Number(value)))
      .pipe(
        z
          .number("Informe por quantos dias.")
          .int("Informe um número inteiro de dias.")
          .min(1, "Informe pelo menos 1 dia.")
          .max(MUTE_DAYS_MAX, `No máximo ${MUTE_DAYS_MAX} dias.`)
          .nullable()
      ),
    reason: z
      .string()
      .prefault("")
      .transform((value) => value.replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .max(REASON_MAX, `O motivo pode ter no máximo ${REASON_MAX} caracteres.`)
          .refine((value) => !CONTROL.test(value), "Remova os caracteres especiais do texto.")
      )
      .transform((value) => (value === "" ? null : value)),
  })
  .refine((input) => input.action !== "mute" || input.days !== null, {
    message: "Informe por quantos dias.",
    path: ["days"],
  })
export type MemberActionInput = z.infer<typeof memberActionSchema>

const email = z
  .string("Informe o e-mail.")
  .trim()
  .toLowerCase()
  .pipe(z.email("Informe um e-mail válido.").max(254, "Informe um e-mail válido."))

export const inviteSchema = z.object({ groupId: groupIdSchema, email })
export type InviteInput = z.infer<typeof inviteSchema>

export const reportResolutionSchema = z.object({
  reportId: id("Denúncia inválida."),
  status: z.enum(["resolved", "dismissed"], "Ação inválida."),
})

const groupDescription = z
  .string()
  .prefault("")
  .transform((value) => value.trim())
  .pipe(z.string().max(GROUP_DESCRIPTION_MAX, `A descrição pode ter no máximo ${GROUP_DESCRIPTION_MAX} caracteres.`))
  .refine((value) => !/\u0000/.test(value), "Remova os caracteres especiais do texto.")

export const groupDescriptionSchema = z.object({
  groupId: groupIdSchema,
  description: groupDescription,
})

/** The administrators' group form. */
export const groupInputSchema = z.object({
  id: z
    .string()
    .trim()
    .prefault("")
    .transform((value) => (value === "" ? null : value))
    .pipe(z.uuid("Grupo inválido.").nullable()),
  name: line(3, GROUP_NAME_MAX, {
    required: "Dê um nome ao grupo.",
    tooShort: "O nome precisa de pelo menos 3 caracteres.",
    tooLong: `O nome pode ter no máximo ${GROUP_NAME_MAX} caracteres.`,
  }),
  slug: z
    .string("Informe o endereço do grupo.")
    .trim()
    .min(1, "Informe o endereço do grupo.")
    .max(SLUG_MAX, `O endereço pode ter no máximo ${SLUG_MAX} caracteres.`)
    .regex(SLUG_PATTERN, "Use só letras minúsculas sem acento, números e hífens."),
  description: groupDescription,
  kind: z.enum(["open", "request", "hidden"], "Escolha o tipo do grupo."),
  category: z.enum(["tematico", "regional"], "Escolha a categoria do grupo."),
})
export type GroupInput = z.infer<typeof groupInputSchema>
export const GROUP_FORM_KEYS = ["id", "name", "slug", "description", "kind", "category"] as const

export const moderatorInputSchema = z.object({ groupId: groupIdSchema, email, moderator: flag })
export type ModeratorInput = z.infer<typeof moderatorInputSchema>

export const archiveInputSchema = z.object({ groupId: groupIdSchema, archived: flag })
