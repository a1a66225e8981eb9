"use client"

import { useActionState } from "react"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { EmailField } from "@/components/auth/auth-field"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { type AuthAction, FormStatus } from "@/components/auth/form-parts"

export interface RecoveryFormProps {
  action: AuthAction
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
}

export function RecoveryForm({ action, initialState = IDLE, siteKey }: RecoveryFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Recuperar senha">
      <p className="text-muted-foreground text-sm">
        Informe o email da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <EmailField
        formId="recovery"
        id="recovery-email"
        error={fieldError(state, "email")}
        // Cleared after success (spec): the success state carries no values.
        defaultValue={fieldValue(state, "email")}
      />
      <Captcha captcha={captcha} />
      <FormStatus state={state} fields={["email"]} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Enviando..." : "Enviar email de recuperação"}
      </Button>
    </form>
  )
}
