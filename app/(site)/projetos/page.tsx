import { listProjects } from "@/lib/data/projects"
import { parseProjectParams } from "@/lib/projects"
import { ProjectListPage, projectListMetadata } from "@/components/projects/project-list-page"

export const metadata = projectListMetadata

/**
 * The unfiltered list, prerendered and kept until a project or its vacancies change (tag
 * TAGS.projects). A URL with filters is rendered by /projetos/-lista instead (lib/routing/table.ts).
 */
export const instant = false

export default async function ProjectsPage() {
  const state = parseProjectParams({})
  return <ProjectListPage state={state} projects={await listProjects(state)} />
}
