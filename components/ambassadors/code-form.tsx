"use client"

import { fieldError, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"

export interface CodeFormProps {
  userId: string
  code: string
  name: string
  action: FormAction
}

/** An ambassador's referral code, changeable by admins. */
export function CodeForm({ userId, code, name, action }: CodeFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  const error = fieldError(state, "code")
  return (
    <form {...form} className="flex items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <Input
        name="code"
        defaultValue={code}
        aria-label={`Código de ${name}`}
        aria-invalid={error ? true : undefined}
        className="h-8 w-36 font-mono"
      />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        Salvar código
      </Button>
    </form>
  )
}
