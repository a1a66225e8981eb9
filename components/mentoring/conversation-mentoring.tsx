import type { MentoringRequest, MentoringSession } from "@/lib/mentoring/types"

import { MentoringRequestCard } from "./request-card"
import { MentoringSessionCard } from "./session-card"

export interface ConversationMentoringProps {
  requests: MentoringRequest[]
  sessions: MentoringSession[]
  /** Request id → the mentor's bookable times, for the requests she answers now. */
  bookable: Record<string, string[]>
  now: string
}

/**
 * The mentoring of one conversation (issue #40), above its messages: each session, then each
 * request not yet turned into one, with the buttons of the side that answers. Nothing when the
 * pair never asked for mentoring.
 */
export function ConversationMentoring({ requests, sessions, bookable, now }: ConversationMentoringProps) {
  const withSession = new Set(sessions.map((session) => session.id))
  const shown = requests.filter((request) => !(request.sessionId && withSession.has(request.sessionId)))
  if (!shown.length && !sessions.length) return null
  return (
    <section aria-labelledby="conversa-mentoria" className="space-y-3">
      <h2 id="conversa-mentoria" className="text-lg font-semibold">
        Mentoria
      </h2>
      {sessions.map((session) => (
        <MentoringSessionCard key={session.id} session={session} now={now} />
      ))}
      {shown.map((request) => (
        <MentoringRequestCard key={request.id} request={request} bookable={bookable[request.id] ?? []} />
      ))}
    </section>
  )
}
