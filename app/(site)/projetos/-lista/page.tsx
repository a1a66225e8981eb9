import { listProjects } from "@/lib/data/projects"
import { parseProjectParams } from "@/lib/projects"
import { ProjectListPage, projectListMetadata } from "@/components/projects/project-list-page"

export const metadata = projectListMetadata

/**
 * /projetos with filters, rewritten here by proxy.ts (the address stays /projetos?…). It blocks on
 * the URL rather than streaming, so the cards are in the HTML; reads come from the tagged cache.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function FilteredProjectsPage({ searchParams }: Props) {
  const state = parseProjectParams(await searchParams)
  return <ProjectListPage state={state} projects={await listProjects(state)} />
}
