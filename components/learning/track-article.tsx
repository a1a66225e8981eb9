import type { ReactNode } from "react"

import type { LearningTrackDetail } from "@/lib/data/learning"
import { LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { LEARNING_PATH } from "@/lib/learning-url"
import { Badge } from "@/components/ui/badge"
import { PostContent } from "@/components/blog/post-content"
import { BackLink } from "@/components/navigation/back-link"
import { formatMinutes, LearningCover } from "@/components/learning/learning-card"
import { TrackJsonLd } from "@/components/learning/learning-json-ld"

export type TrackArticleProps = {
  track: LearningTrackDetail
  /** The materials in order: plain for visitors, with her progress and marks for a member. */
  outline: ReactNode
}

/** A track's page: its introduction and its materials, `outline` filled by the rendering. */
export function TrackArticle({ track, outline }: TrackArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <TrackJsonLd track={track} />
      <BackLink href={LEARNING_PATH} className="mb-6">
        Todas as trilhas e materiais
      </BackLink>
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge>Trilha</Badge>
        <Badge variant="outline">{LEARNING_TOPICS[track.topic]}</Badge>
        <Badge variant="outline">{LEARNING_LEVELS[track.level]}</Badge>
      </div>
      <h1 className="text-4xl font-bold tracking-tight text-balance">{track.title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{track.summary}</p>
      <p className="text-muted-foreground mt-4 text-sm">
        {track.authorName} · {track.materialCount === 1 ? "1 material" : `${track.materialCount} materiais`} ·{" "}
        {formatMinutes(track.estimatedMinutes)}
      </p>
      {track.coverUrl ? (
        <LearningCover
          url={track.coverUrl}
          alt={track.coverAlt}
          kind="track"
          sizes="(min-width: 768px) 720px, 100vw"
          eager
          className="mt-8 rounded-xl border"
        />
      ) : null}
      {track.introHtml ? <PostContent html={track.introHtml} className="mt-8" /> : null}
      <section aria-labelledby="materiais-da-trilha" className="mt-10 space-y-4">
        <h2 id="materiais-da-trilha" className="text-2xl font-semibold tracking-tight">
          Materiais da trilha
        </h2>
        {outline}
      </section>
    </article>
  )
}
