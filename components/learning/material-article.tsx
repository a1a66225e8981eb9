import type { ReactNode } from "react"
import Link from "next/link"

import type { LearningMaterialDetail } from "@/lib/data/learning"
import { formatPostDate } from "@/lib/format"
import { LEARNING_PATH, trackPath } from "@/lib/learning-url"
import { BackLink } from "@/components/navigation/back-link"
import { formatMinutes, LearningCover, MaterialBadges } from "@/components/learning/learning-card"
import { MaterialJsonLd } from "@/components/learning/learning-json-ld"

export type MaterialArticleProps = {
  material: LearningMaterialDetail
  /** Published tracks it belongs to. */
  tracks: { slug: string; title: string }[]
  /** The content, or the invitation to join in its place. */
  content: ReactNode
  /** Her "Marcar como concluído", or the visitor's way in. */
  progress: ReactNode
}

/**
 * A material's page: the same metadata for everyone, with `content` and `progress` filled by the
 * rendering (the cached one for visitors, the per-request one for members; app/(site)/aprender).
 */
export function MaterialArticle({ material, tracks, content, progress }: MaterialArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <MaterialJsonLd material={material} />
      <BackLink href={LEARNING_PATH} className="mb-6">
        Todos os materiais
      </BackLink>
      <MaterialBadges material={material} className="mb-4" />
      <h1 className="text-4xl font-bold tracking-tight text-balance">{material.title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{material.summary}</p>
      <p className="text-muted-foreground mt-4 text-sm">
        {material.authorName} · {formatPostDate(material.publishedAt)} · {formatMinutes(material.estimatedMinutes)}
      </p>
      {material.coverUrl && material.kind !== "video" ? (
        <LearningCover
          url={material.coverUrl}
          alt={material.coverAlt}
          kind={material.kind}
          sizes="(min-width: 768px) 720px, 100vw"
          eager
          className="mt-8 rounded-xl border"
        />
      ) : null}
      <section aria-label="Conteúdo" className="mt-8">
        {content}
      </section>
      <section aria-label="Seu progresso" className="mt-8">
        {progress}
      </section>
      {tracks.length ? (
        <section className="mt-10">
          <h2 className="text-xl font-semibold">Faz parte das trilhas</h2>
          <ul className="mt-2 space-y-1">
            {tracks.map((track) => (
              <li key={track.slug}>
                <Link href={trackPath(track.slug)} className="text-primary font-medium underline underline-offset-4">
                  {track.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
