import { format } from "date-fns"
import { ptBR } from "date-fns/locale"

import { formatCount } from "@/lib/number-format"

/** Who a post is by when its author has no name (spec §2, §9). */
export const FALLBACK_AUTHOR = "Convergência Empreendedora"

/**
 * Dates are read by people in Brazil and the server may run in UTC, so every date the server writes
 * names this zone: a post published at 01:00 UTC, or a late-evening sign-up, is still "yesterday" there.
 */
export const SITE_TIME_ZONE = "America/Sao_Paulo"

type DateInput = string | number | Date

/** The instant, or null for a missing or unparsable value (callers then print "", never "Invalid Date"). */
function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

// Built on first use and kept: a formatter is far costlier to make than to call.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, cached)
  }
  return cached
}

const DAY_MONTH_YEAR = { day: "2-digit", month: "2-digit", year: "numeric" } as const

function calendarDayInSiteZone(date: Date): Date {
  const parts = Object.fromEntries(
    formatter("en-US", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" })
      .formatToParts(date)
      .map((part) => [part.type, part.value])
  )
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day))
}

/** "04 de setembro de 2026": the spec's "dd de MMMM de yyyy" in pt-BR, on the calendar of São Paulo. */
export function formatPostDate(value: DateInput | null | undefined): string {
  const date = toDate(value)
  return date ? format(calendarDayInSiteZone(date), "dd 'de' MMMM 'de' yyyy", { locale: ptBR }) : ""
}

// timeZone undefined: the runtime's own zone.
const dayMonthYear = (date: Date, timeZone: string | undefined) =>
  formatter("pt-BR", { ...DAY_MONTH_YEAR, timeZone }).format(date)

/** "23/11/2026" in `timeZone` (São Paulo by default). */
export function formatDate(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  return date ? dayMonthYear(date, timeZone) : ""
}

/** "23/11/2026, 14:05" in `timeZone` (São Paulo by default), for the admin tables. */
export function formatDateTime(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  return date
    ? formatter("pt-BR", { ...DAY_MONTH_YEAR, hour: "2-digit", minute: "2-digit", timeZone }).format(date)
    : ""
}

/** "19h" or "19h30", the hour as people in Brazil write it, in `timeZone` (São Paulo by default). */
export function formatHour(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  if (!date) return ""
  const parts = Object.fromEntries(
    formatter("en-US", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone })
      .formatToParts(date)
      .map((part) => [part.type, part.value])
  )
  const hour = String(Number(parts.hour))
  return parts.minute === "00" ? `${hour}h` : `${hour}h${parts.minute}`
}

/**
 * When something happens, date and time in `timeZone` (São Paulo by default): "15/12/2026, 19h",
 * "15/12/2026, 19h às 21h" within one day, "15/12/2026, 19h a 17/01/2027, 21h" across days.
 */
export function formatDateTimeRange(
  start: DateInput,
  end?: DateInput | null,
  timeZone: string = SITE_TIME_ZONE
): string {
  const from = toDate(start)
  if (!from) return ""
  const first = `${dayMonthYear(from, timeZone)}, ${formatHour(from, timeZone)}`
  const to = toDate(end)
  if (!to || to.getTime() <= from.getTime()) return first
  const sameDay = dayMonthYear(to, timeZone) === dayMonthYear(from, timeZone)
  return sameDay
    ? `${first} às ${formatHour(to, timeZone)}`
    : `${first} a ${dayMonthYear(to, timeZone)}, ${formatHour(to, timeZone)}`
}

/** "2026-11-23" (ISO calendar day) in `timeZone` (São Paulo by default), for file names. */
export function formatIsoDay(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  // en-CA writes YYYY-MM-DD.
  return date ? formatter("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(date) : ""
}

/**
 * When something starts, as a reminder says it, in `timeZone` (São Paulo by default): "hoje às 19h",
 * "amanhã às 19h30", else "15/12/2026 às 19h". Today and tomorrow are `now`'s calendar days there.
 */
export function formatDayAndHour(value: DateInput, now: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  const today = toDate(now)
  if (!date || !today) return ""
  const day = formatIsoDay(date, timeZone)
  const [year, month, dayOfMonth] = formatIsoDay(today, timeZone).split("-").map(Number) as [number, number, number]
  const tomorrow = new Date(Date.UTC(year, month - 1, dayOfMonth + 1)).toISOString().slice(0, 10)
  const when =
    day === formatIsoDay(today, timeZone) ? "hoje" : day === tomorrow ? "amanhã" : dayMonthYear(date, timeZone)
  return `${when} às ${formatHour(date, timeZone)}`
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
]

/**
 * A calendar day stored without a time (a Postgres `date`, "2026-11-23"): "23/11/2026", or "23 de
 * novembro de 2026" with `long`. No time zone applies: read as an instant, UTC midnight would be
 * the day before in São Paulo. "" for anything that is not such a day.
 */
export function formatCalendarDay(value: string | null | undefined, style: "short" | "long" = "short"): string {
  const match = ISO_DAY.exec(value ?? "")
  if (!match) return ""
  const [, year, month, day] = match as unknown as [string, string, string, string]
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return ""
  return style === "long" ? `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}` : `${day}/${month}/${year}`
}

/** "14:05" in `timeZone` (São Paulo by default): when the editor last saved. */
export function formatTime(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  return date ? formatter("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone }).format(date) : ""
}

/** "2026-12-01T19:30" in `timeZone` (São Paulo by default): the value of a datetime-local input. */
export function formatDateTimeLocalInput(value: DateInput | null | undefined, timeZone: string = SITE_TIME_ZONE) {
  const date = toDate(value)
  if (!date) return ""
  const parts = Object.fromEntries(
    formatter("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value])
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/**
 * "23 de novembro de 2026 às 14:05", in `timeZone`; the runtime's own zone when absent (the
 * reader's, in the browser: the bell's hover title).
 */
export function formatDateTimeLong(value: DateInput, timeZone?: string): string {
  const date = toDate(value)
  return date ? formatter("pt-BR", { dateStyle: "long", timeStyle: "short", timeZone }).format(date) : ""
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface RelativeTimeOptions {
  /** The present; the current time when absent. */
  now?: number | Date
  /** IANA zone for the date of older items; the runtime's own zone when absent (the reader's, in the browser). */
  timeZone?: string
}

/**
 * How long ago something happened, in pt-BR, exactly as spec section 9 says for notifications:
 * under 60 s "Agora mesmo"; under an hour "N min atrás"; under a day "N h atrás"; under 7 days
 * "N d atrás"; otherwise the date ("dd/mm/aaaa"). Counts are whole units, rounded down. A time in
 * the future (a clock a little ahead of the server's) reads "Agora mesmo"; an unreadable one "".
 */
export function formatRelativeTime(value: DateInput, { now = Date.now(), timeZone }: RelativeTimeOptions = {}): string {
  const date = toDate(value)
  if (!date) return ""
  const elapsed = (now instanceof Date ? now.getTime() : now) - date.getTime()
  if (elapsed < MINUTE) return "Agora mesmo"
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min atrás`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h atrás`
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d atrás`
  return dayMonthYear(date, timeZone)
}

/** The author's public name, or the product name when the post has none (deleted account, blank name). */
export function authorName(name: string | null | undefined): string {
  return name?.trim() || FALLBACK_AUTHOR
}

/** "1.285 visualizações", "1 visualização". */
export function formatViews(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return formatCount(safe, "visualização", "visualizações")
}

/** A moment as a wall clock in `timeZone` reads it (months 1..12; weekday 0 = domingo, like Postgres's dow). */
export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  weekday: number
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

/** The wall clock of `timeZone` (São Paulo by default) at `value`. */
export function wallTimeIn(value: DateInput, timeZone: string = SITE_TIME_ZONE): WallTime | null {
  const date = toDate(value)
  if (!date) return null
  const parts = Object.fromEntries(
    formatter("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value])
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ""] ?? 0,
  }
}

/**
 * The instant at which `timeZone`'s wall clock reads this date and time (minutes may exceed 59:
 * they roll over). Null for a time the clock skips (a daylight-saving gap): nobody can meet then.
 * For a repeated hour (the clocks go back), the first of the two.
 */
export function instantOfWallTime(
  wall: { year: number; month: number; day: number; minutes: number },
  timeZone: string = SITE_TIME_ZONE
): Date | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes)
  const offsetAt = (instant: number) => {
    const seen = wallTimeIn(instant, timeZone)
    if (!seen) return 0
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - instant
  }
  // Two passes settle the offset except inside a gap, where the wall time never appears.
  const first = asUtc - offsetAt(asUtc)
  const candidates = [first, asUtc - offsetAt(first)].sort((a, b) => a - b)
  for (const instant of candidates) {
    const seen = wallTimeIn(instant, timeZone)
    if (seen && Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) === asUtc) {
      return new Date(instant)
    }
  }
  return null
}

/** "segunda-feira, 30/11" in `timeZone` (São Paulo by default): a day heading of a list of times. */
export function formatWeekdayDay(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  return date ? formatter("pt-BR", { weekday: "long", day: "2-digit", month: "2-digit", timeZone }).format(date) : ""
}

/** "30/11 às 14:00" in `timeZone` (São Paulo by default), as the mentoring messages write a time. */
export function formatDayMonthTime(value: DateInput, timeZone: string = SITE_TIME_ZONE): string {
  const date = toDate(value)
  if (!date) return ""
  const day = formatter("pt-BR", { day: "2-digit", month: "2-digit", timeZone }).format(date)
  return `${day} às ${formatTime(date, timeZone)}`
}

const SHORT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"]

/**
 * A chart bucket named by its first São Paulo day ("2026-11-23", a Postgres `date`): "23/11" for a
 * day, "sem. 23/11" for a week, "nov/2026" for a month; with `long`, the day in full
 * ("23/11/2026", "semana de 23/11/2026", "novembro de 2026") for tables and CSV files.
 */
export function formatBucket(day: string, bucket: "day" | "week" | "month", long = false): string {
  const full = formatCalendarDay(day)
  if (!full) return day
  const [dd = "", mm = "", yyyy = ""] = full.split("/")
  if (bucket === "month") {
    const month = Number(mm) - 1
    return long ? `${MONTHS[month]} de ${yyyy}` : `${SHORT_MONTHS[month]}/${yyyy}`
  }
  if (bucket === "week") return long ? `semana de ${full}` : `sem. ${dd}/${mm}`
  return long ? full : `${dd}/${mm}`
}
