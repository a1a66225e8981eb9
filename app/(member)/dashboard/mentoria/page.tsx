import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { listMemberSkills } from "@/lib/data/member-profiles"
import {
  bookableTimesForAnswers,
  getMyMentoring,
  listMentorSuggestions,
  type MentorSuggestion,
} from "@/lib/data/mentoring"
import { formatDateTime } from "@/lib/format"
import { conversationPath } from "@/lib/members-url"
import { pageMetadata } from "@/lib/metadata"
import { MENTOR_OFFER_PATH, MENTORING_PATH, mentoringRequestPath } from "@/lib/mentoring/paths"
import { suggestionReason } from "@/lib/mentoring/suggestion-reason"
import { type MentoringRequest, type MentoringSession, sessionPhase } from "@/lib/mentoring/types"
import { Button } from "@/components/ui/button"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { TitledSection } from "@/components/layout/titled-section"
import { MentoringRequestCard } from "@/components/mentoring/request-card"
import { MentoringSessionCard } from "@/components/mentoring/session-card"

import { FeedbackForm } from "./_components/feedback-form"

export const metadata: Metadata = pageMetadata({
  title: "Mentoria",
  description: "Mentoras para você, seus pedidos e suas sessões de mentoria.",
  path: MENTORING_PATH,
  noIndex: true,
})

const STATUS_WORDS: Record<MentoringRequest["status"], string> = {
  open: "em aberto",
  accepted: "aceito",
  declined: "recusado",
  withdrawn: "retirado",
}

/**
 * Mentoring for her (issue #40): suggested mentors with why, her requests (both roles), her
 * upcoming sessions (calendar file, cancel) and past ones (her private note, the other's), and,
 * as a mentor, how many sessions she has given. Read per request under her session.
 */
export default async function MentoringPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser(MENTORING_PATH)
  const [mine, suggestions, skills] = await Promise.all([
    getMyMentoring(),
    listMentorSuggestions(6).catch((error: unknown) => {
      console.error("[mentoring.suggestions]", error)
      return null
    }),
    listMemberSkills(),
  ])
  const now = new Date()
  const labels = new Map(skills.map((skill) => [skill.slug, skill.label]))
  const labelOf = (slug: string) => labels.get(slug) ?? ""
  const open = mine.requests.filter((request) => request.status === "open")
  const closed = mine.requests.filter((request) => request.status !== "open")
  const bookable = await bookableTimesForAnswers(open, viewer.userId, now)
  const upcoming = mine.sessions.filter((session) => ["upcoming", "started"].includes(sessionPhase(session, now)))
  const earlier = mine.sessions.filter((session) => ["past", "cancelled"].includes(sessionPhase(session, now)))
  const nowText = now.toISOString()

  return (
    <div className="container mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Mentoria</h1>
        <p className="text-muted-foreground">
          Peça ajuda a uma associada com experiência, ou ofereça a sua. Cada passo acontece na conversa de vocês, em
          Mensagens; os horários estão no horário de Brasília.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline">
            <Link href={MENTOR_OFFER_PATH}>{mine.offerActive ? "Editar minha oferta" : "Oferecer mentoria"}</Link>
          </Button>
          {mine.offerActive || mine.sessionsGiven > 0 ? (
            <p className="text-sm" data-testid="sessions-given">
              Sessões realizadas: <strong>{mine.sessionsGiven}</strong>
            </p>
          ) : null}
        </div>
      </header>

      <TitledSection id="mentoras-para-voce" title="Mentoras para você">
        <Suggestions suggestions={suggestions} labelOf={labelOf} />
      </TitledSection>

      <TitledSection id="pedidos" title="Pedidos">
        {open.length === 0 && closed.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum pedido de mentoria ainda.</p>
        ) : null}
        {open.map((request) => (
          <div key={request.id} className="space-y-2">
            <MentoringRequestCard request={request} bookable={bookable[request.id] ?? []} />
            <Link href={conversationPath(request.conversationId)} className="text-sm underline underline-offset-4">
              Abrir a conversa com {request.other.name}
            </Link>
          </div>
        ))}
        {closed.length ? (
          <ul className="divide-y rounded-lg border text-sm">
            {closed.map((request) => (
              <li key={request.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                <span className="min-w-0 break-words">
                  {request.topic} · {request.role === "mentor" ? "de" : "para"} {request.other.name} ·{" "}
                  {STATUS_WORDS[request.status]} em {formatDateTime(request.updatedAt)}
                </span>
                <Link href={conversationPath(request.conversationId)} className="underline underline-offset-4">
                  Abrir conversa
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </TitledSection>

      <TitledSection id="proximas-sessoes" title="Próximas sessões">
        {upcoming.length ? (
          upcoming.map((session) => <MentoringSessionCard key={session.id} session={session} now={nowText} />)
        ) : (
          <p className="text-muted-foreground text-sm">Nenhuma sessão marcada.</p>
        )}
      </TitledSection>

      <TitledSection id="sessoes-anteriores" title="Sessões anteriores">
        {earlier.length ? (
          earlier.map((session) => (
            <MentoringSessionCard key={session.id} session={session} now={nowText}>
              <PastSessionNotes session={session} now={now} />
            </MentoringSessionCard>
          ))
        ) : (
          <p className="text-muted-foreground text-sm">Nenhuma sessão anterior.</p>
        )}
      </TitledSection>
    </div>
  )
}

function PastSessionNotes({ session, now }: { session: MentoringSession; now: Date }) {
  if (sessionPhase(session, now) !== "past") return null
  return (
    <>
      {session.theirFeedback ? (
        <div className="space-y-1 border-t pt-3 text-sm">
          <p className="font-medium">Anotação de {session.other.name}</p>
          <p className="break-words whitespace-pre-line">{session.theirFeedback}</p>
        </div>
      ) : null}
      <FeedbackForm sessionId={session.id} saved={session.myFeedback} />
    </>
  )
}

function Suggestions({
  suggestions,
  labelOf,
}: {
  suggestions: MentorSuggestion[] | null
  labelOf: (slug: string) => string
}) {
  if (suggestions === null) {
    return <p className="text-muted-foreground text-sm">Não foi possível carregar as sugestões agora.</p>
  }
  if (!suggestions.length) {
    return (
      <p className="text-muted-foreground text-sm">
        Nenhuma mentora disponível por enquanto. Conte o que você procura no seu perfil público para recebermos
        sugestões melhores.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {suggestions.map((mentor) => (
        <li key={mentor.userId} className="bg-card flex gap-3 rounded-lg border p-4">
          <MemberAvatar name={mentor.fullName} url={mentor.avatarUrl} size={48} />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="font-medium break-words">
              <Link href={`/associadas/${mentor.handle}`} className="underline underline-offset-4">
                {mentor.fullName}
              </Link>
            </p>
            <p className="text-muted-foreground text-sm">{suggestionReason(mentor, labelOf)}</p>
            <Button asChild size="sm">
              <Link href={mentoringRequestPath(mentor.handle)} aria-label={`Pedir mentoria a ${mentor.fullName}`}>
                Pedir mentoria
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}
