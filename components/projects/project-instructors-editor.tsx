"use client"

import { startTransition } from "react"

import { type ActionState, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import { InstructorSearch, type InstructorOption } from "@/components/projects/instructor-search"

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
  const [state, , pending, dispatch] = useFormAction(add, IDLE)
  useActionToast(state, { error: formErrorToast })
  const name = (option: InstructorOption) => {
    const form = new FormData()
    form.set("projectId", projectId)
    form.set("userId", option.id)
    startTransition(() => dispatch(form))
  }
  return (
    <div className="space-y-4">
      {instructors.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma instrutora neste projeto.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {instructors.map((instructor) => (
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
        </ul>
      )}
      <InstructorSearch
        search={search}
        onChoose={name}
        exclude={instructors.map((instructor) => instructor.userId)}
        disabled={pending}
      />
      {state.status === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
