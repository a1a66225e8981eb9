import type { ReactNode } from "react"
import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { listProjectLearning } from "@/lib/data/project-learning"
import { getProject, listProjectRefs, type ProjectDetail } from "@/lib/data/projects"
import { PROJECT_KINDS, projectPath } from "@/lib/projects"
import { ProjectArticle } from "@/components/projects/project-article"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

/**
 * A project's page, shared by its two renderings (lib/routing/table.ts): the prerendered one for
 * visitors (/projetos/[slug]) and the one rendered per request for members (/projetos/-membro/[slug]),
 * which differ only in the sign-up area. Route code (params, metadata, not-found), so it lives in
 * app/ beside both; the article itself is components/projects/project-article.tsx.
 */

export type ProjectPageProps = { params: Promise<{ slug: string }> }

const loadProject = (slug: string) => findBySlug(slug, getProject)

export async function projectPageParams() {
  return slugParams((await listProjectRefs()).map((ref) => ref.slug))
}

/**
 * The page's metadata, the same in both versions; its share image comes from the opengraph-image.tsx
 * beside the visitors' page, which is the one crawlers fetch.
 */
export async function projectPageMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const project = await loadProject((await params).slug)
  if (!project) return {}
  return metadataWithOwnImage({
    title: `${project.title} (${PROJECT_KINDS[project.kind]})`,
    description: project.summary,
    keywords: [project.title, PROJECT_KINDS[project.kind], "projetos", "empreendedorismo feminino"],
    path: projectPath(project.slug),
  })
}

/** The page for the slug in `params`, or the not-found view; `signup` fills the sign-up area. */
export async function ProjectPage({
  params,
  signup,
}: ProjectPageProps & { signup: (project: ProjectDetail) => ReactNode }) {
  const project = await loadProject((await params).slug)
  if (!project) notFound()
  const learning = await listProjectLearning(project.id)
  return <ProjectArticle project={project} signup={signup(project)} learning={learning} />
}
