"use client"

import { CalendarPlusIcon } from "lucide-react"

import { formatDateTimeRange } from "@/lib/format"
import { mentoringSessionIcsPath } from "@/lib/mentoring/paths"
import { type MentoringSession, sessionPhase } from "@/lib/mentoring/types"
import { MENTORING_FORMAT_NAMES } from "@/lib/mentoring/vocabulary"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { ReasonDialog } from "@/components/community/reason-dialog"

import { cancelMentoringSessionAction } from "./actions"

export interface MentoringSessionCardProps {
  session: MentoringSession
  /** The render's clock (the server's), so server and browser agree on what is past. */
  now: string
  /** The heading's level where the card sits. */
  headingLevel?: 2 | 3
  children?: React.ReactNode
}

const PHASE_LABELS = {
  upcoming: "Marcada",
  started: "Em andamento",
  past: "Realizada",
  cancelled: "Cancelada",
} as const

/**
 * One mentoring session (issue #40): when, with whom and how; "Adicionar à agenda" (its .ics) and
 * "Cancelar mentoria" (with a reason) until it starts; the reason once cancelled. `children` is the
 * page's own part (the feedback form of /dashboard/mentoria).
 */
export function MentoringSessionCard({ session, now, headingLevel = 3, children }: MentoringSessionCardProps) {
  const phase = sessionPhase(session, new Date(now))
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const withWhom = session.role === "mentor" ? "Mentorada" : "Mentora"
  return (
    <article
      aria-label={`Mentoria: ${session.topic}`}
      className="bg-card space-y-3 rounded-lg border p-4"
      data-testid="mentoring-session"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-base font-semibold break-words">Mentoria: {session.topic}</Heading>
        <Badge variant={phase === "cancelled" ? "outline" : "secondary"}>{PHASE_LABELS[phase]}</Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Quando</dt>
        <dd>{formatDateTimeRange(session.startsAt, session.endsAt)} (horário de Brasília)</dd>
        <dt className="text-muted-foreground">{withWhom}</dt>
        <dd>{session.other.name}</dd>
        <dt className="text-muted-foreground">Formato</dt>
        <dd>{MENTORING_FORMAT_NAMES[session.format]}</dd>
        {phase === "cancelled" && session.cancelReason ? (
          <>
            <dt className="text-muted-foreground">Motivo</dt>
            <dd className="break-words whitespace-pre-line">{session.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      {phase === "upcoming" || phase === "started" ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={mentoringSessionIcsPath(session.id)} download>
              <CalendarPlusIcon aria-hidden />
              Adicionar à agenda
            </a>
          </Button>
          {phase === "upcoming" ? (
            <ReasonDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  Cancelar mentoria
                </Button>
              }
              title="Cancelar mentoria"
              description={`${session.other.name} recebe o aviso com o seu motivo, também na conversa de vocês.`}
              label="Motivo do cancelamento"
              submitLabel="Cancelar mentoria"
              action={cancelMentoringSessionAction}
              fields={{ sessionId: session.id }}
            />
          ) : null}
        </div>
      ) : null}
      {children}
    </article>
  )
}
