"use client"

import type { ActionState, FormAction } from "@/lib/action-state"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import type { InstructorOption } from "@/components/projects/instructor-search"
import { SearchLinkEditor } from "@/components/projects/search-link-editor"

export type ProjectLearningEditorProps = {
  projectId: string
  links: { id: string; title: string; target: "material" | "track"; targetId: string }[]
  add: FormAction
  remove: FormAction
  search: (query: string) => Promise<ActionState<InstructorOption[]>>
}

const LABELS = {
  field: "Buscar material ou trilha pelo título",
  list: "Materiais e trilhas encontrados",
  none: "Nenhum material ou trilha publicado com esse título.",
  placeholder: "Digite ao menos 2 letras do título",
}

/**
 * The library's materials and tracks a project points its participants to (issue #36), for its
 * instructors and admins: search published ones by title and link them; remove a link.
 */
export function ProjectLearningEditor({ projectId, links, add, remove, search }: ProjectLearningEditorProps) {
  return (
    <SearchLinkEditor
      projectId={projectId}
      field="target"
      add={add}
      search={search}
      exclude={links.map((link) => `${link.target}:${link.targetId}`)}
      labels={LABELS}
      emptyText="Nenhum material ligado a este projeto."
      rows={links.map((link) => (
        <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <span className="min-w-0 break-words">
            {link.title}{" "}
            <span className="text-muted-foreground text-sm">({link.target === "track" ? "trilha" : "material"})</span>
          </span>
          <AdminRowForm
            action={remove}
            fields={{ projectId, linkId: link.id }}
            label="Remover"
            accessibleLabel={`Remover ${link.title} do projeto`}
          />
        </li>
      ))}
    />
  )
}
