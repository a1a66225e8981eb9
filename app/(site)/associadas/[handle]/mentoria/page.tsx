import type * as React from "react"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getMemberProfileForViewer, listMemberSkills } from "@/lib/data/member-profiles"
import { getMentorOffer } from "@/lib/data/mentoring"
import { handleOfSegment, memberProfilePath } from "@/lib/members-url"
import { pageMetadata } from "@/lib/metadata"
import { bookableTimes, groupByDay } from "@/lib/mentoring/bookable-times"
import { MENTOR_OFFER_PATH, MENTORING_PATH, mentoringRequestPath } from "@/lib/mentoring/paths"
import { MENTORING_FORMAT_NAMES } from "@/lib/mentoring/vocabulary"
import { Badge } from "@/components/ui/badge"
import { BackLink } from "@/components/navigation/back-link"

import { MentoringRequestForm } from "./_components/request-form"

/**
 * Asking a member for mentoring (issue #40): members only (a visitor signs in first, then comes
 * back here). Her offer and bookable times are read under the viewer's session (get_mentor_offer:
 * nothing across a block or for a profile she may not see), per request, never cached.
 */
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: "Pedir mentoria",
  description: "Proponha horários para uma sessão de mentoria com uma associada.",
  noIndex: true,
})

type Props = { params: Promise<{ handle: string }> }

export default async function MentoringRequestPage({ params }: Props) {
  const { handle: segment } = await params
  const handle = handleOfSegment(segment)
  if (!handle) notFound()
  const viewer = await requireUser(mentoringRequestPath(handle))
  const profile = await getMemberProfileForViewer(handle)
  if (!profile || profile.kind !== "full") notFound()
  const back = <BackLink href={memberProfilePath(profile.handle)}>{profile.fullName}</BackLink>

  if (profile.id === viewer.userId) {
    return (
      <Notice back={back} title="Este é o seu perfil">
        Para receber pedidos, mantenha sua{" "}
        <Link href={MENTOR_OFFER_PATH} className="underline underline-offset-4">
          oferta de mentoria
        </Link>{" "}
        ativa.
      </Notice>
    )
  }
  const [offer, skills] = await Promise.all([getMentorOffer(profile.id), listMemberSkills()])
  if (!offer) {
    return (
      <Notice back={back} title={`${profile.fullName} não oferece mentoria no momento`}>
        Veja outras{" "}
        <Link href={MENTORING_PATH} className="underline underline-offset-4">
          mentoras para você
        </Link>
        .
      </Notice>
    )
  }
  const times = bookableTimes({
    slots: offer.slots,
    sessionMinutes: offer.sessionMinutes,
    busy: offer.busy,
    now: new Date(),
  })
  const labels = new Map(skills.map((skill) => [skill.slug, skill.label]))
  const topics = offer.topics.flatMap((slug) => labels.get(slug) ?? [])

  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      {back}
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight break-words">Pedir mentoria a {profile.fullName}</h1>
        {topics.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Temas">
            {topics.map((topic) => (
              <li key={topic}>
                <Badge variant="secondary">{topic}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {offer.topicsNote ? <p className="text-muted-foreground whitespace-pre-line">{offer.topicsNote}</p> : null}
        <p className="text-muted-foreground text-sm">
          Sessões de {offer.sessionMinutes} minutos ·{" "}
          {offer.formats.map((format) => MENTORING_FORMAT_NAMES[format]).join(", ")}
        </p>
      </header>
      {times.length < 2 ? (
        <p role="note" className="bg-muted rounded-lg border p-4 text-sm">
          {profile.fullName} não tem horários livres suficientes nos próximos 21 dias. Tente de novo mais tarde ou mande
          uma mensagem para ela.
        </p>
      ) : (
        <MentoringRequestForm
          mentorId={profile.id}
          mentorName={profile.fullName}
          formats={offer.formats}
          days={groupByDay(times)}
        />
      )}
    </div>
  )
}

function Notice({ back, title, children }: { back: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      {back}
      <h1 className="text-2xl font-semibold break-words">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  )
}
