import { CalendarPlusIcon } from "lucide-react"

import { formatDateTimeRange } from "@/lib/format"

export type UpcomingSession = { id: string; title: string; startsAt: string; endsAt: string | null }

/**
 * "Próximos encontros": the sessions still to come, in São Paulo time, with the calendar file for a
 * participant whose sign-up is confirmed (the feed answers only her). Rendered per request, since
 * what is still to come changes with the clock, not with the cached page.
 */
export function ProjectUpcomingSessions({
  sessions,
  calendarHref,
}: {
  sessions: UpcomingSession[]
  /** Null when the feed is not hers (not confirmed). */
  calendarHref: string | null
}) {
  return (
    <section aria-labelledby="proximos-encontros" className="space-y-2">
      <h2 id="proximos-encontros" className="text-lg font-semibold">
        Próximos encontros
      </h2>
      {sessions.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum encontro marcado daqui para a frente.</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {sessions.map((session) => (
            <li key={session.id}>
              <span className="font-medium">{session.title}</span>:{" "}
              {formatDateTimeRange(session.startsAt, session.endsAt)}
            </li>
          ))}
        </ol>
      )}
      {calendarHref && sessions.length ? (
        <a href={calendarHref} download className="inline-flex items-center gap-1 text-sm underline">
          <CalendarPlusIcon aria-hidden="true" className="size-4" />
          Baixar os encontros para a agenda (.ics)
        </a>
      ) : null}
    </section>
  )
}
