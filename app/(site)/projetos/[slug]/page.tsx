import { Suspense } from "react"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { ArrowLeftIcon, CalendarIcon, MapPinIcon, UsersIcon } from "lucide-react"

import { getProject, listProjectRefs } from "@/lib/data/projects"
import { formatDate, formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { PROJECT_KINDS, PROJECT_STATUSES, PROJECTS_PATH, projectPath } from "@/lib/projects"
import { SLUG_PATTERN } from "@/lib/slug"
import { Badge } from "@/components/ui/badge"
import { projectPlace, vacancyLabel } from "@/components/projects/project-card"
import { ProjectJsonLd } from "@/components/projects/project-json-ld"
import { SignupArea } from "./_components/signup-area"

type Props = { params: Promise<{ slug: string }> }

// Stands in for the real slugs when the build has no database (Cache Components needs one param).
const BUILD_PLACEHOLDER = "_"

/** Unknown slugs are rendered in full before the response starts, so notFound() answers 404. */
export const unstable_paramMatching = { slug: "blocking" }

export async function generateStaticParams() {
  const refs = await listProjectRefs()
  return refs.length ? refs.map((ref) => ({ slug: ref.slug })) : [{ slug: BUILD_PLACEHOLDER }]
}

async function findProject(slug: string) {
  return SLUG_PATTERN.test(slug) ? getProject(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await findProject((await params).slug)
  if (!project) return {}
  const metadata = pageMetadata({
    title: `${project.title} (${PROJECT_KINDS[project.kind]})`,
    description: project.summary,
    keywords: [project.title, PROJECT_KINDS[project.kind], "projetos", "empreendedorismo feminino"],
    path: projectPath(project.slug),
  })
  // opengraph-image.tsx beside this page supplies og:image; Twitter inherits it.
  return { ...metadata, openGraph: withoutImages(metadata.openGraph), twitter: withoutImages(metadata.twitter) }
}

function withoutImages<T extends object>(value: T | null | undefined): T | undefined {
  if (!value) return undefined
  const rest = { ...value }
  delete (rest as { images?: unknown }).images
  return rest
}

export default async function ProjectPage({ params }: Props) {
  const project = await findProject((await params).slug)
  if (!project) notFound()
  const vacancies = vacancyLabel(project)
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <ProjectJsonLd project={project} />
      <Link
        href={PROJECTS_PATH}
        className="text-muted-foreground mb-6 inline-flex items-center gap-2 text-sm hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Todos os projetos
      </Link>
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge variant="secondary">{PROJECT_KINDS[project.kind]}</Badge>
        <Badge variant={project.status === "inscricoes_abertas" ? "default" : "outline"}>
          {PROJECT_STATUSES[project.status]}
        </Badge>
      </div>
      <h1 className="text-4xl font-bold tracking-tight">{project.title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{project.summary}</p>

      <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-3">
        <li className="flex items-center gap-2">
          <CalendarIcon className="size-4" aria-hidden="true" />
          {formatDate(project.startsAt)}
          {project.endsAt ? ` a ${formatDate(project.endsAt)}` : null}
        </li>
        <li className="flex items-center gap-2">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {projectPlace(project)}
        </li>
        <li className="flex items-center gap-2">
          <UsersIcon className="size-4" aria-hidden="true" />
          {vacancies ?? `${project.capacity} vagas`}
        </li>
      </ul>

      <section aria-label="Inscrição" className="bg-card mt-8 rounded-xl border p-5">
        <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando sua inscrição…</p>}>
          <SignupArea project={project} />
        </Suspense>
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
        <section className="prose prose-neutral dark:prose-invert mt-8 max-w-none">
          <h2>Sobre o projeto</h2>
          <div dangerouslySetInnerHTML={{ __html: project.descriptionHtml }} />
        </section>
      ) : null}

      {project.sessions.length ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">Encontros</h2>
          <ol className="mt-2 space-y-1">
            {project.sessions.map((session) => (
              <li key={session.id}>
                <span className="font-medium">{session.title}</span>: {formatDateTime(session.startsAt)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
