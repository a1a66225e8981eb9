"use client"

import { fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { NOTIFICATION_CATEGORY_LABELS, NOTIFICATION_PREFERENCE_KEYS } from "@/lib/notifications/categories"
import { pushCategoryField } from "@/lib/validations/push-settings"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Switch } from "@/components/ui/switch"
import { FormStatus } from "@/components/auth/form-parts"

import { savePushCategoriesAction } from "../push-actions"
import type { PushCategoryChoices } from "./push-types"

/**
 * Which categories reach her devices as notifications (one switch per key of the e-mail
 * preferences, the same names). The choice is hers, not a device's: every device of hers gets them.
 */
export function PushCategoriesForm({ categories }: { categories: PushCategoryChoices }) {
  const [state, form, pending] = useFormAction(savePushCategoriesAction, IDLE)
  useActionToast(state, { error: null })
  // After a refusal, what she sent (an unchecked switch posts nothing); otherwise what is stored,
  // which a save or her first device (it turns on the usual categories) has just revalidated.
  const checked = (key: keyof PushCategoryChoices) =>
    state.status === "error" ? fieldValue(state, pushCategoryField(key)) === "on" : categories[key]
  // The switches are uncontrolled: they remount when what they show changes.
  const answerKey = `${JSON.stringify(categories)}|${state.status === "error" ? JSON.stringify(state.values ?? {}) : ""}`

  return (
    <form {...form} aria-labelledby="push-categorias" className="space-y-4" key={answerKey}>
      <div className="space-y-1">
        <h3 id="push-categorias" className="text-lg font-semibold">
          O que chega como notificação
        </h3>
        <p className="text-muted-foreground text-sm">Vale para todos os seus aparelhos com as notificações ativadas.</p>
      </div>
      <ul className="divide-y rounded-xl border">
        {NOTIFICATION_PREFERENCE_KEYS.map((key) => {
          const id = `push-${key}`
          return (
            <li key={key} className="flex items-center justify-between gap-4 p-4">
              <Label htmlFor={id} className="font-normal">
                {NOTIFICATION_CATEGORY_LABELS[key]}
              </Label>
              <Switch id={id} name={pushCategoryField(key)} value="on" defaultChecked={checked(key)} />
            </li>
          )
        })}
      </ul>
      {state.status === "error" ? <FormStatus state={state} fields={[]} /> : null}
      <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
        {pending ? "Salvando..." : "Salvar categorias"}
      </Button>
    </form>
  )
}
