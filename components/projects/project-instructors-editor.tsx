"use client"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { AdminRowForm } from "@/components/projects/admin-row-form"
import { FormFooter, InputField } from "@/components/projects/form-parts"

export type ProjectInstructorsEditorProps = {
  projectId: string
  instructors: { userId: string; name: string }[]
  add: FormAction
  remove: FormAction
}

/** Who organises a project, for admins: remove one, or add an instructor by her e-mail. */
export function ProjectInstructorsEditor({ projectId, instructors, add, remove }: ProjectInstructorsEditorProps) {
  const [state, form, pending] = useFormAction(add, IDLE, { resetWhen: (answer) => answer.status === "success" })
  useActionToast(state, { error: formErrorToast })
  return (
    <div className="space-y-4">
      {instructors.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma instrutora neste projeto.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {instructors.map((instructor) => (
            <li key={instructor.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>{instructor.name || "Sem nome"}</span>
              <AdminRowForm
                action={remove}
                fields={{ projectId, userId: instructor.userId }}
                label="Remover"
                accessibleLabel={`Remover ${instructor.name || "a instrutora"} do projeto`}
              />
            </li>
          ))}
        </ul>
      )}
      <form {...form} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="projectId" value={projectId} />
        <div className="min-w-60 flex-1">
          <InputField
            state={state}
            name="email"
            label="E-mail da instrutora"
            type="email"
            required
            maxLength={320}
            defaultValue={fieldValue(state, "email") ?? ""}
          />
        </div>
        <FormFooter state={state} pending={pending} label="Adicionar instrutora" />
      </form>
    </div>
  )
}
