/**
 * Mentoring's fixed words and limits (issue #40), as the database checks them
 * (supabase/migrations/20261204100001_mentoring.sql). Isomorphic and dependency-free: forms,
 * actions, pages and tests share them.
 */

export const MENTORING_FORMATS = ["video", "telefone", "presencial"] as const
export type MentoringFormat = (typeof MENTORING_FORMATS)[number]

export const MENTORING_FORMAT_LABELS: Record<MentoringFormat, string> = {
  video: "Chamada de vídeo",
  telefone: "Telefone",
  presencial: "Presencial, na minha cidade",
}

/** How a format reads in a sentence about a session ("Formato: chamada de vídeo"). */
export const MENTORING_FORMAT_NAMES: Record<MentoringFormat, string> = {
  video: "chamada de vídeo",
  telefone: "telefone",
  presencial: "presencial",
}

export const isMentoringFormat = (value: unknown): value is MentoringFormat =>
  typeof value === "string" && (MENTORING_FORMATS as readonly string[]).includes(value)

export const SESSION_LENGTHS = [30, 45, 60, 90] as const
export type SessionLength = (typeof SESSION_LENGTHS)[number]
export const DEFAULT_SESSION_MINUTES: SessionLength = 60

/** 0 = domingo, as Postgres's extract(dow). */
export const WEEKDAY_NAMES = [
  "Domingo",
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
] as const

export const MENTORING_LIMITS = {
  topicsMin: 1,
  topicsMax: 10,
  topicsNoteMax: 300,
  slotsMax: 21,
  /** A request names 2 or 3 times. */
  proposedMin: 2,
  proposedMax: 3,
  topicMin: 3,
  topicMax: 120,
  needsMax: 2000,
  responseMax: 1000,
  cancelReasonMin: 3,
  cancelReasonMax: 500,
  feedbackMax: 2000,
  /** Times shown to choose from, and how soon the first may be. */
  bookableDays: 21,
  minLeadHours: 2,
  maxAheadDays: 60,
} as const

/** "14:00" → 840; null for anything that is not a time of day ("24:00" is the end of the day). */
export function minutesOfClock(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes <= 1440 ? minutes : null
}

/** 840 → "14:00". */
export function clockOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`
}
