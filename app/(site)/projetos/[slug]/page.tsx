import { VisitorSignup } from "@/components/projects/project-article"
import { ProjectPage, projectPageMetadata, projectPageParams, type ProjectPageProps } from "../_shared/project-page"

/**
 * A project's page as visitors see it: prerendered and served from the cache. A signed-in member's
 * request is rewritten to /projetos/-membro/[slug] (lib/routing/table.ts), where her sign-up is rendered.
 * Unknown slugs are rendered in full before the response starts, so notFound() answers 404.
 */
export const unstable_paramMatching = { slug: "blocking" }

export const generateStaticParams = projectPageParams
export const generateMetadata = projectPageMetadata

export default function VisitorProjectPage({ params }: ProjectPageProps) {
  return <ProjectPage params={params} signup={(project) => <VisitorSignup project={project} />} />
}
