"use client"

import { startTransition } from "react"

import { type ActionState, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import { InstructorSearch, type InstructorOption } from "@/components/projects/instructor-search"

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
  const [state, , pending, dispatch] = useFormAction(add, IDLE)
  useActionToast(state, { error: formErrorToast })
  const choose = (option: InstructorOption) => {
    const form = new FormData()
    form.set("projectId", projectId)
    form.set("target", option.id)
    startTransition(() => dispatch(form))
  }
  return (
    <div className="space-y-4">
      {links.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum material ligado a este projeto.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="min-w-0 break-words">
                {link.title}{" "}
                <span className="text-muted-foreground text-sm">
                  ({link.target === "track" ? "trilha" : "material"})
                </span>
              </span>
              <AdminRowForm
                action={remove}
                fields={{ projectId, linkId: link.id }}
                label="Remover"
                accessibleLabel={`Remover ${link.title} do projeto`}
              />
            </li>
          ))}
        </ul>
      )}
      <InstructorSearch
        search={search}
        onChoose={choose}
        exclude={links.map((link) => `${link.target}:${link.targetId}`)}
        disabled={pending}
        labels={LABELS}
      />
      {state.status === "error" ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
