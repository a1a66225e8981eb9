"use client"

import type { ActionState, FormAction } from "@/lib/action-state"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import type { InstructorOption } from "@/components/projects/instructor-search"
import { SearchLinkEditor } from "@/components/projects/search-link-editor"

export type ProjectInstructorsEditorProps = {
  projectId: string
  instructors: { userId: string; name: string }[]
  add: FormAction
  /** Removing is for admins; without it the list has no remove buttons. */
  remove?: FormAction
  search: (query: string) => Promise<ActionState<InstructorOption[]>>
}

/**
 * Who organises a project, for admins and the project's instructors: name another instructor by
 * searching members by name (only instructors are found); admins also remove one.
 */
export function ProjectInstructorsEditor({
  projectId,
  instructors,
  add,
  remove,
  search,
}: ProjectInstructorsEditorProps) {
  return (
    <SearchLinkEditor
      projectId={projectId}
      field="userId"
      add={add}
      search={search}
      exclude={instructors.map((instructor) => instructor.userId)}
      emptyText="Nenhuma instrutora neste projeto."
      rows={instructors.map((instructor) => (
        <li key={instructor.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <span>{instructor.name || "Sem nome"}</span>
          {remove ? (
            <AdminRowForm
              action={remove}
              fields={{ projectId, userId: instructor.userId }}
              label="Remover"
              accessibleLabel={`Remover ${instructor.name || "a instrutora"} do projeto`}
            />
          ) : null}
        </li>
      ))}
    />
  )
}
