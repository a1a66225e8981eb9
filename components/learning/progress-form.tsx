"use client"

import { CheckCircle2Icon } from "lucide-react"

import type { ActionState, FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"

export type ProgressData = { done: boolean }

export type ProgressFormProps = {
  materialId: string
  slug: string
  /** Whether she had marked it done when the server rendered the page. */
  initialDone: boolean
  mark: FormAction<ProgressData>
  unmark: FormAction<ProgressData>
}

const IDLE: ActionState<ProgressData> = { status: "idle" }

/**
 * "Marcar como concluído" / "Desmarcar" on a material, for a signed-in member. A plain form posted
 * to a server action, so it works before hydration too; the answer says what is now true.
 */
export function ProgressForm({ materialId, slug, initialDone, mark, unmark }: ProgressFormProps) {
  const [state, form, pending] = useFormAction(
    (prev: ActionState<ProgressData>, formData: FormData) =>
      formData.get("intent") === "unmark" ? unmark(prev, formData) : mark(prev, formData),
    IDLE
  )
  useActionToast(state)
  const done = state.status === "success" && state.data ? state.data.done : initialDone
  return (
    <form {...form} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="materialId" value={materialId} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="intent" value={done ? "unmark" : "mark"} />
      <p role="status" className="flex items-center gap-2 font-medium">
        {done ? (
          <>
            <CheckCircle2Icon className="text-primary size-5" aria-hidden="true" />
            Você concluiu este material.
          </>
        ) : (
          "Terminou? Marque para acompanhar seu progresso."
        )}
      </p>
      <Button type="submit" variant={done ? "ghost" : "default"} disabled={pending}>
        {done ? "Desmarcar" : "Marcar como concluído"}
      </Button>
      {state.status === "error" ? (
        <p className="text-destructive w-full text-sm" role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  )
}
