import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { Suspense } from "react"

import { getViewer } from "@/lib/auth"
import { getLearningTrack, type LearningTrackDetail, listLearningRefs } from "@/lib/data/learning"
import { getTrackProgress } from "@/lib/data/learning-progress"
import { trackPath } from "@/lib/learning-url"
import { authTabHref } from "@/components/auth/auth-tabs"
import { TrackArticle } from "@/components/learning/track-article"
import { TrackOutline, TrackProgressSummary } from "@/components/learning/track-outline"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

/**
 * A track's page, shared by its two renderings: the prerendered one for visitors
 * (/aprender/trilhas/[slug]) and the per-request one for members (/aprender/trilhas/-membro/[slug]),
 * which adds her progress ("3 de 7"), a mark per material and "Continuar".
 */

export type TrackPageProps = { params: Promise<{ slug: string }> }

const loadTrack = (slug: string) => findBySlug(slug, getLearningTrack)

export async function trackPageParams() {
  return slugParams((await listLearningRefs()).tracks.map((ref) => ref.slug))
}

export async function trackPageMetadata({ params }: TrackPageProps): Promise<Metadata> {
  const track = await loadTrack((await params).slug)
  if (!track) return {}
  return metadataWithOwnImage({
    title: `${track.title} (Trilha)`,
    description: track.summary,
    keywords: [track.title, "trilha", "aprender", "empreendedorismo feminino"],
    path: trackPath(track.slug),
  })
}

function VisitorOutline({ track }: { track: LearningTrackDetail }) {
  return (
    <>
      <p className="text-muted-foreground text-sm">
        <Link href={authTabHref("entrar", trackPath(track.slug))} className="text-primary font-medium underline">
          Entre na sua conta
        </Link>{" "}
        para acompanhar seu progresso e receber o certificado ao concluir a trilha.
      </p>
      <TrackOutline items={track.items} />
    </>
  )
}

async function MemberOutline({ track }: { track: LearningTrackDetail }) {
  const viewer = await getViewer()
  if (!viewer) return <VisitorOutline track={track} />
  const progress = await getTrackProgress(viewer.userId, track.items)
  return (
    <>
      <TrackProgressSummary done={progress.done} total={progress.total} next={progress.next} />
      <TrackOutline items={track.items} doneIds={progress.doneIds} />
    </>
  )
}

/** The page for the slug in `params`, or the not-found view; `member` adds her progress. */
export async function TrackPage({ params, member }: TrackPageProps & { member: boolean }) {
  const track = await loadTrack((await params).slug)
  if (!track) notFound()
  return (
    <TrackArticle
      track={track}
      outline={
        member ? (
          <Suspense fallback={<TrackOutline items={track.items} />}>
            <MemberOutline track={track} />
          </Suspense>
        ) : (
          <VisitorOutline track={track} />
        )
      }
    />
  )
}
