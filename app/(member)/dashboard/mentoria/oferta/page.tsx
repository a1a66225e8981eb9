import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { getOwnMemberProfile, listMemberSkills } from "@/lib/data/member-profiles"
import { getMyMentorOffer } from "@/lib/data/mentoring"
import { PUBLIC_PROFILE_EDIT_PATH } from "@/lib/members-url"
import { pageMetadata } from "@/lib/metadata"
import { MENTOR_OFFER_PATH, MENTORING_PATH } from "@/lib/mentoring/paths"
import { DEFAULT_SESSION_MINUTES } from "@/lib/mentoring/vocabulary"
import { BackLink } from "@/components/navigation/back-link"

import { MentorOfferForm, type OfferFormValues } from "./_components/offer-form"

export const metadata: Metadata = pageMetadata({
  title: "Oferecer mentoria",
  description: "Temas, formatos e horários semanais da sua mentoria.",
  path: MENTOR_OFFER_PATH,
  noIndex: true,
})

/**
 * Her mentoring offer (issue #40). Offering needs a visible profile with an address: the page says
 * so up front, and save_mentor_offer refuses to activate without it.
 */
export default async function MentorOfferPage() {
  const viewer = await requireUser(MENTOR_OFFER_PATH)
  const [offer, skills, profile] = await Promise.all([
    getMyMentorOffer(),
    listMemberSkills(),
    getOwnMemberProfile(viewer.userId),
  ])
  const visible = Boolean(profile?.handle) && profile?.visibility !== "hidden"
  const values: OfferFormValues = {
    topics: (offer?.topics ?? profile?.offers ?? []).join(","),
    topicsNote: offer?.topicsNote ?? "",
    formats: (offer?.formats ?? []).join(","),
    sessionMinutes: String(offer?.sessionMinutes ?? DEFAULT_SESSION_MINUTES),
    active: offer?.active ?? true,
    slots: (offer?.slots ?? []).map((slot) => ({ weekday: String(slot.weekday), start: slot.start, end: slot.end })),
  }
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink href={MENTORING_PATH}>Mentoria</BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Oferecer mentoria</h1>
        <p className="text-muted-foreground">
          Conte sobre o que você orienta, como atende e quando está livre. Quem pedir escolhe de 2 a 3 horários entre os
          seus; você aceita um, propõe outro ou recusa, pela conversa de vocês.
        </p>
        {visible ? null : (
          <p role="note" className="bg-muted rounded-lg border p-3 text-sm">
            Para oferecer mentoria, deixe seu perfil visível para associadas e escolha um endereço em{" "}
            <Link href={PUBLIC_PROFILE_EDIT_PATH} className="font-medium underline underline-offset-4">
              Perfil público
            </Link>
            .
          </p>
        )}
      </header>
      <MentorOfferForm values={values} skills={skills} />
    </div>
  )
}
