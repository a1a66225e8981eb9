import { z } from "zod"

import { CONTROL_CHARS } from "@/lib/validations/plain-text"
import {
  MENTORING_FORMATS,
  MENTORING_LIMITS as LIMITS,
  minutesOfClock,
  SESSION_LENGTHS,
  WEEKDAY_NAMES,
} from "@/lib/mentoring/vocabulary"

/**
 * Mentoring's forms as their server actions receive them (issue #40). The database functions
 * check every rule again (and the ones only it can: her slots, her open requests, blocks); these
 * give the pt-BR field messages first.
 */

export const MENTORING_TEXT = {
  invalidId: "Registro inválido.",
  topicsMissing: "Escolha ao menos um tema.",
  topicsTooMany: `Escolha até ${LIMITS.topicsMax} temas.`,
  topicsNoteTooLong: `O comentário pode ter até ${LIMITS.topicsNoteMax} caracteres.`,
  formatsMissing: "Escolha ao menos um formato.",
  formatInvalid: "Escolha um formato da lista.",
  lengthInvalid: "Escolha a duração: 30, 45, 60 ou 90 minutos.",
  slotsMissing: "Inclua ao menos um horário semanal para ficar disponível.",
  slotsTooMany: `Inclua até ${LIMITS.slotsMax} horários semanais.`,
  slotInvalid: "Preencha dia, início e fim de cada horário (fim depois do início).",
  slotsOverlap: "Dois horários do mesmo dia se sobrepõem.",
  topicTooShort: `Escreva o tema em ${LIMITS.topicMin} a ${LIMITS.topicMax} caracteres.`,
  topicInvalid: "O tema deve ser uma linha de texto simples.",
  needsMissing: "Conte o que você precisa.",
  needsTooLong: `Escreva até ${LIMITS.needsMax} caracteres.`,
  timesCount: "Escolha de 2 a 3 horários.",
  timeInvalid: "Escolha um horário da lista.",
  responseTooLong: `A mensagem pode ter até ${LIMITS.responseMax} caracteres.`,
  reasonLength: `Explique o motivo em ${LIMITS.cancelReasonMin} a ${LIMITS.cancelReasonMax} caracteres.`,
  feedbackMissing: "Escreva sua anotação antes de salvar.",
  feedbackTooLong: `A anotação pode ter até ${LIMITS.feedbackMax} caracteres.`,
} as const

const id = z.string(MENTORING_TEXT.invalidId).trim().pipe(z.uuid(MENTORING_TEXT.invalidId))

/** Several lines of text: no NUL, one kind of line break, trimmed. */
const text = z
  .string("Texto inválido.")
  .prefault("")
  .transform((value) =>
    value
      .replace(/\u0000/g, "")
      .replace(/\r\n?/g, "\n")
      .trim()
  )

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const instant = z
  .string(MENTORING_TEXT.timeInvalid)
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value)),
    MENTORING_TEXT.timeInvalid
  )
  .transform((value) => new Date(value).toISOString())

export interface SlotInput {
  weekday: number
  start: string
  end: string
}

const slotSchema = z
  .object(
    {
      weekday: z.string(MENTORING_TEXT.slotInvalid),
      start: z.string(MENTORING_TEXT.slotInvalid),
      end: z.string(MENTORING_TEXT.slotInvalid),
    },
    MENTORING_TEXT.slotInvalid
  )
  .transform((slot, ctx): SlotInput => {
    const weekday = Number(slot.weekday)
    const start = minutesOfClock(slot.start.trim())
    const end = minutesOfClock(slot.end.trim())
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6 || start === null || end === null || end <= start) {
      ctx.addIssue({ code: "custom", message: MENTORING_TEXT.slotInvalid })
      return z.NEVER
    }
    return { weekday, start: slot.start.trim(), end: slot.end.trim() }
  })

export const mentorOfferSchema = z
  .object({
    topics: z
      .array(z.string().regex(SLUG, MENTORING_TEXT.topicsMissing), MENTORING_TEXT.topicsMissing)
      .min(LIMITS.topicsMin, MENTORING_TEXT.topicsMissing)
      .max(LIMITS.topicsMax, MENTORING_TEXT.topicsTooMany),
    topicsNote: text.pipe(z.string().max(LIMITS.topicsNoteMax, MENTORING_TEXT.topicsNoteTooLong)),
    formats: z
      .array(z.enum(MENTORING_FORMATS, MENTORING_TEXT.formatInvalid), MENTORING_TEXT.formatsMissing)
      .min(1, MENTORING_TEXT.formatsMissing)
      .max(MENTORING_FORMATS.length, MENTORING_TEXT.formatInvalid),
    sessionMinutes: z
      .string(MENTORING_TEXT.lengthInvalid)
      .transform(Number)
      .refine((value) => (SESSION_LENGTHS as readonly number[]).includes(value), MENTORING_TEXT.lengthInvalid),
    active: z.boolean(MENTORING_TEXT.slotInvalid),
    slots: z.array(slotSchema, MENTORING_TEXT.slotsMissing).max(LIMITS.slotsMax, MENTORING_TEXT.slotsTooMany),
  })
  .superRefine((offer, ctx) => {
    if (offer.active && offer.slots.length === 0) {
      ctx.addIssue({ code: "custom", path: ["slots"], message: MENTORING_TEXT.slotsMissing })
    }
    const sorted = [...offer.slots].sort(
      (a, b) => a.weekday - b.weekday || (minutesOfClock(a.start) ?? 0) - (minutesOfClock(b.start) ?? 0)
    )
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1]!
      const slot = sorted[i]!
      if (before.weekday === slot.weekday && (minutesOfClock(slot.start) ?? 0) < (minutesOfClock(before.end) ?? 0)) {
        ctx.addIssue({ code: "custom", path: ["slots"], message: MENTORING_TEXT.slotsOverlap })
        return
      }
    }
  })
  .transform((offer) => ({ ...offer, topics: [...new Set(offer.topics)], formats: [...new Set(offer.formats)] }))

export type MentorOfferInput = z.output<typeof mentorOfferSchema>

/** The rows of the weekly slots editor a form may send (more than the limit, to say so). */
export const SLOT_ROWS_MAX = LIMITS.slotsMax + 7
export const slotField = (index: number, part: "weekday" | "start" | "end") => `slot.${index}.${part}`
export const MENTOR_OFFER_FORM_KEYS = ["topicsNote", "sessionMinutes", "active", "slotCount"] as const

const strings = (formData: FormData, key: string) =>
  formData.getAll(key).filter((value): value is string => typeof value === "string")

/**
 * The offer form's fields as the schema reads them: boxes as lists, the weekly slots from their
 * numbered rows (a row left wholly blank is no slot). Anything but a FormData is an empty form.
 */
export function mentorOfferFields(formData: unknown): Record<string, unknown> {
  if (!(formData instanceof FormData)) return {}
  const one = (key: string) => {
    const value = formData.get(key)
    return typeof value === "string" ? value : ""
  }
  const slots: Record<string, string>[] = []
  for (let index = 0; index < SLOT_ROWS_MAX; index++) {
    const slot = {
      weekday: one(slotField(index, "weekday")),
      start: one(slotField(index, "start")),
      end: one(slotField(index, "end")),
    }
    if (slot.weekday === "" && slot.start.trim() === "" && slot.end.trim() === "") continue
    slots.push(slot)
  }
  return {
    topics: strings(formData, "topics"),
    topicsNote: one("topicsNote"),
    formats: strings(formData, "formats"),
    sessionMinutes: one("sessionMinutes"),
    active: one("active") === "on",
    slots,
  }
}

export const WEEKDAY_CHOICES = WEEKDAY_NAMES.map((name, weekday) => ({ value: String(weekday), label: name }))

export const requestMentoringSchema = z.object({
  mentorId: id,
  topic: z
    .string(MENTORING_TEXT.topicTooShort)
    .trim()
    .min(LIMITS.topicMin, MENTORING_TEXT.topicTooShort)
    .max(LIMITS.topicMax, MENTORING_TEXT.topicTooShort)
    .refine((value) => !CONTROL_CHARS.test(value), MENTORING_TEXT.topicInvalid),
  needs: text.pipe(z.string().min(1, MENTORING_TEXT.needsMissing).max(LIMITS.needsMax, MENTORING_TEXT.needsTooLong)),
  format: z.enum(MENTORING_FORMATS, MENTORING_TEXT.formatInvalid),
  times: z
    .array(instant, MENTORING_TEXT.timesCount)
    .min(LIMITS.proposedMin, MENTORING_TEXT.timesCount)
    .max(LIMITS.proposedMax, MENTORING_TEXT.timesCount)
    .refine((times) => new Set(times).size === times.length, MENTORING_TEXT.timesCount),
})

export type RequestMentoringInput = z.output<typeof requestMentoringSchema>
export const REQUEST_MENTORING_FORM_KEYS = ["mentorId", "topic", "needs", "format"] as const

/** The request form's fields: the time boxes as a list. */
export function requestMentoringFields(formData: unknown): Record<string, unknown> {
  if (!(formData instanceof FormData)) return {}
  const fields: Record<string, unknown> = {}
  for (const key of REQUEST_MENTORING_FORM_KEYS) {
    const value = formData.get(key)
    if (typeof value === "string") fields[key] = value
  }
  fields.times = strings(formData, "times")
  return fields
}

export const MENTORING_DECISIONS = ["accept", "propose", "decline", "withdraw"] as const
export type MentoringDecision = (typeof MENTORING_DECISIONS)[number]

export const respondMentoringSchema = z
  .object({
    requestId: id,
    decision: z.enum(MENTORING_DECISIONS, MENTORING_TEXT.invalidId),
    time: z.string(MENTORING_TEXT.timeInvalid).prefault(""),
    message: text.pipe(z.string().max(LIMITS.responseMax, MENTORING_TEXT.responseTooLong)),
  })
  .transform((input, ctx) => {
    const needsTime = input.decision === "accept" || input.decision === "propose"
    if (!needsTime) return { ...input, time: null }
    const parsed = instant.safeParse(input.time)
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", path: ["time"], message: MENTORING_TEXT.timeInvalid })
      return z.NEVER
    }
    return { ...input, time: parsed.data }
  })

export type RespondMentoringInput = z.output<typeof respondMentoringSchema>

export const cancelMentoringSessionSchema = z.object({
  sessionId: id,
  reason: text.pipe(
    z
      .string()
      .min(LIMITS.cancelReasonMin, MENTORING_TEXT.reasonLength)
      .max(LIMITS.cancelReasonMax, MENTORING_TEXT.reasonLength)
  ),
})

export const mentoringFeedbackSchema = z.object({
  sessionId: id,
  body: text.pipe(
    z.string().min(1, MENTORING_TEXT.feedbackMissing).max(LIMITS.feedbackMax, MENTORING_TEXT.feedbackTooLong)
  ),
})
