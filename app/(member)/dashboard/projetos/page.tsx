import type { Metadata } from "next"
import Link from "next/link"

import { listManagedProjects } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { MANAGE_PROJECTS_PATH, PROJECT_KINDS, PROJECT_STATUSES, projectPath } from "@/lib/projects"
import { requireProjectManager } from "@/lib/projects-auth"
import { Button } from "@/components/ui/button"
import { NotInstructor } from "@/components/projects/not-instructor"

export const metadata: Metadata = pageMetadata({
  title: "Projetos que organizo",
  path: MANAGE_PROJECTS_PATH,
  noIndex: true,
})

export default async function ManagedProjectsPage() {
  const viewer = await requireProjectManager(MANAGE_PROJECTS_PATH)
  if (!viewer.canManage) return <NotInstructor />
  const projects = await listManagedProjects(viewer.userId, viewer.isAdmin)
  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Projetos que organizo</h1>
          <p className="text-muted-foreground">Crie e edite seus projetos e acompanhe as inscrições.</p>
        </div>
        <Button asChild>
          <Link href={`${MANAGE_PROJECTS_PATH}/novo`}>Novo projeto</Link>
        </Button>
      </header>
      {projects.length === 0 ? (
        <p className="text-muted-foreground">Você ainda não organiza nenhum projeto.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link
                  href={`${MANAGE_PROJECTS_PATH}/${project.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {project.title}
                </Link>
                <p className="text-muted-foreground text-sm">
                  {PROJECT_KINDS[project.kind]} · {PROJECT_STATUSES[project.status]} ·{" "}
                  {formatDateTimeRange(project.startsAt, project.endsAt)} · {project.confirmedCount}/{project.capacity}{" "}
                  confirmadas
                  {project.waitlistCount ? `, ${project.waitlistCount} na espera` : ""}
                </p>
              </div>
              <Link href={projectPath(project.slug)} className="text-sm underline">
                Ver página <span className="sr-only">de {project.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
