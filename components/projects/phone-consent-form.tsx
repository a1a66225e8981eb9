"use client"

import { type ActionState } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { NativeCheckbox } from "@/components/ui/native-checkbox"

type ConsentData = { sharePhone: boolean }
type ConsentAction = (prev: ActionState<ConsentData>, formData: FormData) => Promise<ActionState<ConsentData>>

const IDLE: ActionState<ConsentData> = { status: "idle" }

/**
 * The participant's say on her phone (issue #36): the project's instructors see it on their
 * attendance sheet only while this is ticked. A plain form, so it works without JavaScript.
 */
export function PhoneConsentForm({
  projectId,
  slug,
  sharePhone,
  action,
}: {
  projectId: string
  slug: string
  sharePhone: boolean
  action: ConsentAction
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  // After an answer the checkbox shows what was saved (React resets the form's own state).
  const checked = state.status === "success" && state.data ? state.data.sharePhone : sharePhone
  return (
    <form {...form} className="space-y-2">
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="slug" value={slug} />
      <label className="flex items-start gap-2 text-sm">
        <NativeCheckbox key={String(checked)} name="sharePhone" defaultChecked={checked} className="mt-0.5" />
        Compartilhar meu telefone com as instrutoras deste projeto
      </label>
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        Salvar preferência
      </Button>
      <p role="status" className="sr-only">
        {state.status === "idle" ? "" : state.message}
      </p>
    </form>
  )
}
