"use client"

import { useActionState } from "react"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"

type AuthAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

export interface RecoveryFormProps {
  action: AuthAction
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
}

export function RecoveryForm({ action, initialState = IDLE, siteKey }: RecoveryFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  const emailError = fieldError(state, "email")
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Recuperar senha">
      <p className="text-muted-foreground text-sm">
        Informe o email da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <div className="space-y-2">
        <Label htmlFor="recovery-email">Email</Label>
        <Input
          id="recovery-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          required
          maxLength={254}
          // Cleared after success (spec): the success state carries no values.
          defaultValue={fieldValue(state, "email")}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId("recovery", "email") : undefined}
        />
        <FieldError id={errorId("recovery", "email")} message={emailError} />
      </div>
      <Captcha captcha={captcha} />
      <FormStatus state={state} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Enviando..." : "Enviar email de recuperação"}
      </Button>
    </form>
  )
}
