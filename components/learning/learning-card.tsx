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

export function MaterialCard({ material, done }: { material: LearningMaterialCard; done?: boolean }) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-xs">
      <LearningCover
        url={material.coverUrl}
        alt=""
        kind={material.kind}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-4">
        <MaterialBadges material={material} className="mb-3" />
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={materialPath(material.slug)} className="hover:underline">
            {material.title}
          </Link>
        </h3>
        <p className="text-muted-foreground mt-2 line-clamp-3 text-sm">{material.summary}</p>
        <p className="text-muted-foreground mt-auto pt-3 text-sm">
          {formatMinutes(material.estimatedMinutes)} · {material.authorName}
          {done ? " · Concluído" : null}
        </p>
      </div>
    </article>
  )
}

export function TrackCard({ track }: { track: LearningTrackCard }) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-xs">
      <LearningCover
        url={track.coverUrl}
        alt=""
        kind="track"
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col p-4">
        <div className="mb-3 flex flex-wrap gap-2">
          <Badge>
            <RouteIcon aria-hidden="true" />
            Trilha
          </Badge>
          <Badge variant="outline">{LEARNING_TOPICS[track.topic]}</Badge>
          <Badge variant="outline">{LEARNING_LEVELS[track.level]}</Badge>
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={trackPath(track.slug)} className="hover:underline">
            {track.title}
          </Link>
        </h3>
        <p className="text-muted-foreground mt-2 line-clamp-3 text-sm">{track.summary}</p>
        <p className="text-muted-foreground mt-auto pt-3 text-sm">
          {track.materialCount === 1 ? "1 material" : `${track.materialCount} materiais`} ·{" "}
          {formatMinutes(track.estimatedMinutes)}
        </p>
      </div>
    </article>
  )
}
