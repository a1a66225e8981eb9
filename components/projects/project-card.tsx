import Link from "next/link"
import { CalendarIcon, MapPinIcon, UsersIcon } from "lucide-react"

import type { ProjectCard as ProjectCardData } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { displayableCoverUrl } from "@/lib/images/project-cover"
import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, projectPath } from "@/lib/projects"
import { cn } from "@/lib/utils"
import { Badge } from "@/components/ui/badge"
import { FillImage } from "@/components/images/fill-image"

/** "Online", or "Presencial · Salvador/BA". */
export function projectPlace(project: Pick<ProjectCardData, "format" | "city" | "state">) {
  const format = PROJECT_FORMATS[project.format]
  return project.city && project.state ? `${format} · ${project.city}/${project.state}` : format
}

/** "12 vagas restantes", "Lista de espera" or nothing when the project is no longer taking sign-ups. */
export function vacancyLabel(project: Pick<ProjectCardData, "status" | "capacity" | "confirmedCount">) {
  if (project.status !== "inscricoes_abertas") return null
  const left = project.capacity - project.confirmedCount
  if (left <= 0) return "Vagas esgotadas: lista de espera"
  return left === 1 ? "1 vaga restante" : `${left} vagas restantes`
}

/** The kind and the status. */
export function ProjectBadges({ project, className }: { project: ProjectCardData; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Badge variant="secondary">{PROJECT_KINDS[project.kind]}</Badge>
      <Badge variant={project.status === "inscricoes_abertas" ? "default" : "outline"}>
        {PROJECT_STATUSES[project.status]}
      </Badge>
    </div>
  )
}

/**
 * Dates and times (São Paulo), place and vacancies. Without open sign-ups the vacancies line is left out, or shows the
 * capacity when `capacity` is set (the project's page).
 */
export function ProjectFacts({
  project,
  capacity = false,
  className,
}: {
  project: ProjectCardData
  capacity?: boolean
  className?: string
}) {
  const people = vacancyLabel(project) ?? (capacity ? `${project.capacity} vagas` : null)
  return (
    <ul className={className}>
      <li className="flex items-center gap-2">
        <CalendarIcon className="size-4" aria-hidden="true" />
        {formatDateTimeRange(project.startsAt, project.endsAt)}
      </li>
      <li className="flex items-center gap-2">
        <MapPinIcon className="size-4" aria-hidden="true" />
        {projectPlace(project)}
      </li>
      {people ? (
        <li className="flex items-center gap-2">
          <UsersIcon className="size-4" aria-hidden="true" />
          {people}
        </li>
      ) : null}
    </ul>
  )
}

/** The project's uploaded cover in a share-card frame (1200×630), or nothing. */
export function ProjectCover({
  project,
  sizes,
  priority,
  className,
}: {
  project: ProjectCardData
  sizes: string
  priority?: boolean
  className?: string
}) {
  const src = displayableCoverUrl(project.coverUrl, project.id)
  if (!src) return null
  return (
    <div className={cn("relative aspect-[1200/630] overflow-hidden", className)}>
      <FillImage src={src} alt="" sizes={sizes} eager={priority ? "preload" : false} />
    </div>
  )
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-xs">
      <ProjectCover project={project} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        <ProjectBadges project={project} className="mb-3" />
        <h2 className="text-lg leading-snug font-semibold">
          <Link href={projectPath(project.slug)} className="hover:underline">
            {project.title}
          </Link>
        </h2>
        <p className="text-muted-foreground mt-2 flex-1 text-sm">{project.summary}</p>
        <ProjectFacts project={project} className="text-muted-foreground mt-4 space-y-1 text-sm" />
      </div>
    </article>
  )
}
