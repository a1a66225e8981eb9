/**
 * A minimal iCalendar (RFC 5545) writer for one project's events: CRLF line ends, lines folded at
 * 75 octets, TEXT values escaped (\\ ; , and newlines) and times in UTC. Written by hand rather
 * than with a package: the subset we need is small and this keeps the output fully under test.
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
}

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

export function buildIcs(events: IcsEvent[], now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Convergência Empreendedora//Projetos//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ]
  for (const event of events) {
    const end = event.end ?? new Date(event.start.getTime() + 60 * 60 * 1000)
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsDate(now)}`,
      `DTSTART:${icsDate(event.start)}`,
      `DTEND:${icsDate(end)}`,
      `SUMMARY:${escapeIcsText(event.title)}`
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`)
    if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push("END:VEVENT")
  }
  lines.push("END:VCALENDAR")
  return lines.map(foldLine).join("\r\n") + "\r\n"
}
