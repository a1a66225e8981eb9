import type { ProjectCard as ProjectCardData } from "@/lib/data/projects"
import { pageMetadata } from "@/lib/metadata"
import type { ProjectListState } from "@/lib/projects"
import { ProjectCard } from "@/components/projects/project-card"
import { ProjectFilters } from "@/components/projects/project-filters"

export const projectListMetadata = pageMetadata({
  title: "Projetos",
  description:
    "Cursos, mentorias, rodas de conversa, feiras e campanhas da Convergência Empreendedora: encontre um projeto e participe.",
  keywords: ["projetos", "cursos", "mentorias", "feiras", "empreendedorismo feminino"],
  path: "/projetos",
})

/** The list page shared by /projetos (static) and its filtered twin (per request). */
export function ProjectListPage({ state, projects }: { state: ProjectListState; projects: ProjectCardData[] }) {
  const key = JSON.stringify(state)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Projetos</h1>
        <p className="text-muted-foreground mt-3 text-lg">
          Os programas pelos quais as mulheres da rede aprendem e agem juntas: cursos, mentorias, rodas de conversa,
          feiras e campanhas.
        </p>
      </header>
      <ProjectFilters key={key} state={state} />
      <p className="text-muted-foreground mt-6 text-sm" role="status">
        {projects.length === 1 ? "1 projeto encontrado" : `${projects.length} projetos encontrados`}
      </p>
      {projects.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-center">Nenhum projeto encontrado com esses filtros.</p>
      )}
    </div>
  )
}
