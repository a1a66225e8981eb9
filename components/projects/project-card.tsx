import Link from "next/link"
import { CalendarIcon, MapPinIcon, UsersIcon } from "lucide-react"

import type { ProjectCard as ProjectCardData } from "@/lib/data/projects"
import { formatDate } from "@/lib/format"
import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, projectPath } from "@/lib/projects"
import { Badge } from "@/components/ui/badge"

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

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const vacancies = vacancyLabel(project)
  return (
    <article className="bg-card flex h-full flex-col rounded-xl border p-5 shadow-xs">
      <div className="mb-3 flex flex-wrap gap-2">
        <Badge variant="secondary">{PROJECT_KINDS[project.kind]}</Badge>
        <Badge variant={project.status === "inscricoes_abertas" ? "default" : "outline"}>
          {PROJECT_STATUSES[project.status]}
        </Badge>
      </div>
      <h2 className="text-lg leading-snug font-semibold">
        <Link href={projectPath(project.slug)} className="hover:underline">
          {project.title}
        </Link>
      </h2>
      <p className="text-muted-foreground mt-2 flex-1 text-sm">{project.summary}</p>
      <ul className="text-muted-foreground mt-4 space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <CalendarIcon className="size-4" aria-hidden="true" />
          {formatDate(project.startsAt)}
          {project.endsAt ? ` a ${formatDate(project.endsAt)}` : null}
        </li>
        <li className="flex items-center gap-2">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {projectPlace(project)}
        </li>
        {vacancies ? (
          <li className="flex items-center gap-2">
            <UsersIcon className="size-4" aria-hidden="true" />
            {vacancies}
          </li>
        ) : null}
      </ul>
    </article>
  )
}
