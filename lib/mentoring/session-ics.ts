import { buildIcs } from "@/lib/ics"
import { MENTORING_FORMAT_NAMES, type MentoringFormat } from "@/lib/mentoring/vocabulary"

/**
 * A mentoring session as a calendar file (issue #40): on São Paulo's clock with its VTIMEZONE, a
 * UID stable per session and site ({id}@{host}), "Mentoria: {topic}", who it is with and how.
 */
export interface SessionIcsInput {
  id: string
  topic: string
  format: MentoringFormat
  startsAt: string
  endsAt: string
  cancelled: boolean
  /** The other participant's name, as the reader knows her. */
  otherName: string
  role: "mentor" | "mentee"
  /** This site's host, for the UID: "convergencia.test". */
  host: string
  /** Where both find the session: the mentoring page's absolute address. */
  url: string
}

export function mentoringSessionIcs(input: SessionIcsInput, now: Date = new Date()): string {
  const withWhom = input.role === "mentor" ? `Mentorada: ${input.otherName}` : `Mentora: ${input.otherName}`
  return buildIcs(
    [
      {
        uid: `${input.id}@${input.host}`,
        title: `Mentoria: ${input.topic}`,
        start: new Date(input.startsAt),
        end: new Date(input.endsAt),
        description: `${withWhom}\nFormato: ${MENTORING_FORMAT_NAMES[input.format]}\nCombinem os detalhes pela conversa em ${input.url}`,
        url: input.url,
        status: input.cancelled ? "CANCELLED" : "CONFIRMED",
      },
    ],
    { now, zoned: true }
  )
}
