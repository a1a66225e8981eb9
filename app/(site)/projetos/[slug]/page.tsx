import type { Metadata } from "next"
import { notFound } from "next/navigation"

import {
  loadProject,
  ProjectArticle,
  projectPageMetadata,
  projectPageParams,
  VisitorSignup,
} from "@/components/projects/project-article"

type Props = { params: Promise<{ slug: string }> }

/**
 * A project's page as visitors see it: prerendered and served from the cache. A signed-in member's
 * request is rewritten to /projetos-membro/[slug] (proxy.ts), where her sign-up is rendered.
 * Unknown slugs are rendered in full before the response starts, so notFound() answers 404.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = projectPageParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return projectPageMetadata((await params).slug)
}

export default async function ProjectPage({ params }: Props) {
  const project = await loadProject((await params).slug)
  if (!project) notFound()
  return <ProjectArticle project={project} signup={<VisitorSignup project={project} />} />
}
