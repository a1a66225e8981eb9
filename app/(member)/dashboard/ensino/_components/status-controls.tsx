"use client"

import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { LEARNING_STATUSES, type LearningStatus } from "@/lib/learning/vocabulary"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"

export type StatusControlsProps = {
  /** "materialId" or "trackId": the field the actions read. */
  idField: string
  id: string
  status: LearningStatus
  setStatus: FormAction
  remove: FormAction
  /** "o material" / "a trilha", for the delete confirmation. */
  noun: string
}

/**
 * Drafts first: "Publicar" (the server checks the kind's content is there, the database again)
 * or "Voltar para rascunho", and a delete behind a second, explicit button. The answer is also
 * written under the buttons, so a refusal stays readable after its toast.
 */
export function StatusControls({ idField, id, status, setStatus, remove, noun }: StatusControlsProps) {
  const [state, form, pending] = useFormAction(setStatus, IDLE)
  const [removeState, removeForm, removing] = useFormAction(remove, IDLE)
  useActionToast(state)
  useActionToast(removeState)
  const next: LearningStatus = status === "published" ? "draft" : "published"
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm">Situação:</span>
        <Badge variant={status === "published" ? "default" : "secondary"}>{LEARNING_STATUSES[status]}</Badge>
        <form {...form}>
          <input type="hidden" name={idField} value={id} />
          <input type="hidden" name="status" value={next} />
          <Button type="submit" size="sm" variant={next === "published" ? "default" : "outline"} disabled={pending}>
            {next === "published" ? "Publicar" : "Voltar para rascunho"}
          </Button>
        </form>
        <details className="text-sm">
          <summary className="cursor-pointer underline">Excluir…</summary>
          <form {...removeForm} className="mt-2 flex flex-wrap items-center gap-2">
            <input type="hidden" name={idField} value={id} />
            <span>Excluir {noun} de vez? Não dá para desfazer.</span>
            <Button type="submit" size="sm" variant="destructive" disabled={removing}>
              Excluir de vez
            </Button>
          </form>
        </details>
      </div>
      <p
        role="status"
        className={state.status === "error" || removeState.status === "error" ? "text-destructive text-sm" : "text-sm"}
      >
        {removeState.status === "error" ? removeState.message : state.status === "idle" ? "" : state.message}
      </p>
    </div>
  )
}
