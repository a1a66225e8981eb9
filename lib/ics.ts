import { SITE_TIME_ZONE, wallTimeIn } from "@/lib/format"

/**
 * A minimal iCalendar (RFC 5545) writer for one project's events: CRLF line ends, lines folded at
 * 75 octets, TEXT values escaped (\\ ; , and newlines) and times in UTC, or (a mentoring session,
 * issue #40) on São Paulo's clock with its VTIMEZONE. Written by hand rather than with a package:
 * the subset we need is small and this keeps the output fully under test.
 */

export interface IcsEvent {
  uid: string
  title: string
  start: Date
  /** Defaults to one hour after the start. */
  end?: Date | null
  description?: string
  location?: string
  url?: string
  /** CANCELLED tells a calendar that imported it to drop it. */
  status?: "CONFIRMED" | "CANCELLED"
}

export interface IcsOptions {
  /** The moment written as DTSTAMP. */
  now?: Date
  /**
   * Times on São Paulo's clock (DTSTART;TZID=America/Sao_Paulo:…) with its VTIMEZONE, rather
   * than in UTC: a calendar then shows the meeting at the hour both agreed on.
   */
  zoned?: boolean
}

/**
 * São Paulo's zone as RFC 5545 describes it: UTC-03:00 all year. Brazil has had no daylight saving
 * since 2019 (Decreto 9.772/2019), so one STANDARD component covers every date we write.
 */
const SAO_PAULO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  "X-LIC-LOCATION:America/Sao_Paulo",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0300",
  "TZOFFSETTO:-0300",
  "TZNAME:-03",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
]

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
}

/** 20261124T183000Z */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")
}

const two = (value: number) => String(value).padStart(2, "0")

/** 20261201T193000: the wall clock of São Paulo at `date`, for a property with TZID. */
export function icsLocalDate(date: Date): string {
  const wall = wallTimeIn(date, SITE_TIME_ZONE)
  if (!wall) throw new Error("icsLocalDate: invalid date")
  return `${wall.year}${two(wall.month)}${two(wall.day)}T${two(wall.hour)}${two(wall.minute)}00`
}

/** Splits a content line into 75-octet pieces (continuations start with one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ""
  let size = 0
  for (const char of line) {
    const octets = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + octets > limit) {
      parts.push(current)
      current = ""
      size = 0
    }
    current += char
    size += octets
  }
  parts.push(current)
  return parts.join("\r\n ")
}

export function buildIcs(events: IcsEvent[], options: Date | IcsOptions = {}): string {
  const { now = new Date(), zoned = false } = options instanceof Date ? { now: options } : options
  const time = (name: string, date: Date) =>
    zoned ? `${name};TZID=${SITE_TIME_ZONE}:${icsLocalDate(date)}` : `${name}:${icsDate(date)}`
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Convergência Empreendedora//Projetos//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(zoned ? SAO_PAULO_VTIMEZONE : []),
  ]
  for (const event of events) {
    const end = event.end ?? new Date(event.start.getTime() + 60 * 60 * 1000)
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsDate(now)}`,
      time("DTSTART", event.start),
      time("DTEND", end),
      `SUMMARY:${escapeIcsText(event.title)}`
    )
    if (event.status) lines.push(`STATUS:${event.status}`)
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push("END:VEVENT")
  }
  lines.push("END:VCALENDAR")
  return lines.map(foldLine).join("\r\n") + "\r\n"
}
