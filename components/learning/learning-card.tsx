import type * as React from "react"
import Link from "next/link"
import { FileTextIcon, LinkIcon, LockIcon, PaperclipIcon, RouteIcon, VideoIcon } from "lucide-react"

import type { LearningMaterialCard, LearningTrackCard } from "@/lib/data/learning"
import { LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { type LearningKind, materialPath, trackPath } from "@/lib/learning-url"
import { cn } from "@/lib/utils"
import { Badge } from "@/components/ui/badge"
import { FillImage } from "@/components/images/fill-image"

/**
 * The library's cards and the small facts they share with the material and track pages: kind,
 * topic, level, time, and whether a material is for members only.
 */

const KIND_ICONS: Record<LearningKind, typeof FileTextIcon> = {
  article: FileTextIcon,
  video: VideoIcon,
  file: PaperclipIcon,
  link: LinkIcon,
}

/** "15 min", "1 h", "1 h 30 min": estimated time, never a date (lib/format.ts keeps those). */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (!hours) return `${minutes} min`
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/** A cover in its 16:9 frame, or the kind's icon over a quiet background when there is none. */
export function LearningCover({
  url,
  alt,
  kind,
  sizes,
  eager = false,
  className,
}: {
  url: string | null
  alt: string | null
  kind: LearningKind | "track"
  sizes: string
  eager?: boolean
  className?: string
}) {
  const Icon = kind === "track" ? RouteIcon : KIND_ICONS[kind]
  return (
    <div className={cn("bg-muted relative aspect-video overflow-hidden", className)}>
      {url ? (
        <FillImage src={url} alt={alt ?? ""} sizes={sizes} unoptimized eager={eager} />
      ) : (
        <div className="text-muted-foreground flex size-full items-center justify-center">
          <Icon className="size-10" aria-hidden="true" />
        </div>
      )}
    </div>
  )
}

/** Kind (with its icon), topic, level and, for members-only ones, the lock. */
export function MaterialBadges({ material, className }: { material: LearningMaterialCard; className?: string }) {
  const Icon = KIND_ICONS[material.kind]
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Badge variant="secondary">
        <Icon aria-hidden="true" />
        {LEARNING_KINDS[material.kind]}
      </Badge>
      <Badge variant="outline">{LEARNING_TOPICS[material.topic]}</Badge>
      <Badge variant="outline">{LEARNING_LEVELS[material.level]}</Badge>
      {material.access === "members" ? (
        <Badge variant="outline">
          <LockIcon aria-hidden="true" />
          Só para membros
        </Badge>
      ) : null}
    </div>
  )
}

/** The frame both library cards share: cover, badges, the linked title, the summary and a line of facts. */
function LibraryCard({
  coverUrl,
  kind,
  badges,
  href,
  title,
  summary,
  facts,
}: {
  coverUrl: string | null
  kind: LearningKind | "track"
  badges: React.ReactNode
  href: string
  title: string
  summary: string
  facts: React.ReactNode
}) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-xs">
      <LearningCover
        url={coverUrl}
        alt=""
        kind={kind}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-4">
        {badges}
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={href} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="text-muted-foreground mt-2 line-clamp-3 text-sm">{summary}</p>
        <p className="text-muted-foreground mt-auto pt-3 text-sm">{facts}</p>
      </div>
    </article>
  )
}

export function MaterialCard({ material, done }: { material: LearningMaterialCard; done?: boolean }) {
  return (
    <LibraryCard
      coverUrl={material.coverUrl}
      kind={material.kind}
      badges={<MaterialBadges material={material} className="mb-3" />}
      href={materialPath(material.slug)}
      title={material.title}
      summary={material.summary}
      facts={
        <>
          {formatMinutes(material.estimatedMinutes)} · {material.authorName}
          {done ? " · Concluído" : null}
        </>
      }
    />
  )
}

export function TrackCard({ track }: { track: LearningTrackCard }) {
  return (
    <LibraryCard
      coverUrl={track.coverUrl}
      kind="track"
      badges={
        <div className="mb-3 flex flex-wrap gap-2">
          <Badge>
            <RouteIcon aria-hidden="true" />
            Trilha
          </Badge>
          <Badge variant="outline">{LEARNING_TOPICS[track.topic]}</Badge>
          <Badge variant="outline">{LEARNING_LEVELS[track.level]}</Badge>
        </div>
      }
      href={trackPath(track.slug)}
      title={track.title}
      summary={track.summary}
      facts={
        <>
          {track.materialCount === 1 ? "1 material" : `${track.materialCount} materiais`} ·{" "}
          {formatMinutes(track.estimatedMinutes)}
        </>
      }
    />
  )
}
