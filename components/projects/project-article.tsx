import type { ReactNode } from "react"
import Link from "next/link"

import type { ProjectLearningLink } from "@/lib/data/project-learning"
import type { ProjectDetail } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { PROJECTS_PATH, projectPath } from "@/lib/projects"
import { Button } from "@/components/ui/button"
import { BackLink } from "@/components/navigation/back-link"
import { ProjectBadges, ProjectCover, ProjectFacts } from "@/components/projects/project-card"
import { ProjectJsonLd } from "@/components/projects/project-json-ld"
import { ProjectLearningList } from "@/components/projects/project-learning-list"
import { PostContent } from "@/components/blog/post-content"

/**
 * A project's article and what a visitor sees where a member signs up. The route code that loads
 * it by slug (params, metadata, not-found) is app/(site)/projetos/_shared/project-page.tsx.
 */

/** What a visitor sees where a member signs up: the way in, or that sign-ups are closed. */
export function VisitorSignup({ project }: { project: ProjectDetail }) {
  if (project.status !== "inscricoes_abertas") {
    return <p className="text-muted-foreground text-sm">As inscrições deste projeto estão encerradas.</p>
  }
  return (
    <div className="space-y-2">
      <Button asChild size="lg">
        <Link href={`/auth?from=${encodeURIComponent(projectPath(project.slug))}`}>Entre para participar</Link>
      </Button>
      <p className="text-muted-foreground text-sm">É preciso entrar na sua conta para se inscrever.</p>
    </div>
  )
}

export function ProjectArticle({
  project,
  signup,
  learning = [],
}: {
  project: ProjectDetail
  signup: ReactNode
  /** The library's materials and tracks the project links (issue #36). */
  learning?: ProjectLearningLink[]
}) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <ProjectJsonLd project={project} />
      <BackLink href={PROJECTS_PATH} className="mb-6">
        Todos os projetos
      </BackLink>
      <ProjectCover
        project={project}
        sizes="(min-width: 896px) 896px, 100vw"
        priority
        className="mb-6 rounded-xl border"
      />
      <ProjectBadges project={project} className="mb-4" />
      <h1 className="text-4xl font-bold tracking-tight">{project.title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{project.summary}</p>
      <ProjectFacts project={project} capacity className="mt-6 grid gap-2 text-sm sm:grid-cols-3" />

      <section aria-label="Inscrição" className="bg-card mt-8 rounded-xl border p-5">
        {signup}
      </section>

      {project.instructors.length || project.partner ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">Quem organiza</h2>
          <ul className="mt-2 space-y-1">
            {project.instructors.map((instructor) => (
              <li key={instructor.userId}>{instructor.name}</li>
            ))}
            {project.partner ? (
              <li>
                Negócio parceiro:{" "}
                <Link href={`/diretorio/${project.partner.slug}`} className="underline">
                  {project.partner.name}
                </Link>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      {project.descriptionHtml ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">Sobre o projeto</h2>
          {/* Sanitised on save and on read (lib/data/projects.ts), styled as a post's body. */}
          <PostContent html={project.descriptionHtml} className="mt-4" />
        </section>
      ) : null}

      <ProjectLearningList links={learning} />

      {project.sessions.length ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">Encontros</h2>
          <ol className="mt-2 space-y-1">
            {project.sessions.map((session) => (
              <li key={session.id}>
                <span className="font-medium">{session.title}</span>:{" "}
                {formatDateTimeRange(session.startsAt, session.endsAt)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
