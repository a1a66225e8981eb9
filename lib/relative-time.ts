/**
 * How long ago something happened, in pt-BR, exactly as spec section 9 says for notifications:
 * under 60 s "Agora mesmo"; under an hour "N min atrás"; under a day "N h atrás"; under 7 days
 * "N d atrás"; otherwise the date ("dd/mm/aaaa"). Counts are whole units, rounded down. A time in
 * the future (a clock a little ahead of the server's) reads "Agora mesmo".
 */
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(timeZone: string | undefined) {
  const key = timeZone ?? ""
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone })
    dateFormats.set(key, format)
  }
  return format
}

export interface RelativeTimeOptions {
  /** IANA zone for the date of older items; the runtime's own zone when absent (the reader's, in the browser). */
  timeZone?: string
}

export function formatRelativeTime(
  value: string | number | Date,
  now: number | Date = Date.now(),
  options: RelativeTimeOptions = {}
): string {
  const at = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value)
  if (!Number.isFinite(at)) return ""
  const elapsed = (now instanceof Date ? now.getTime() : now) - at
  if (elapsed < MINUTE) return "Agora mesmo"
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min atrás`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h atrás`
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d atrás`
  return dateFormat(options.timeZone).format(at)
}
