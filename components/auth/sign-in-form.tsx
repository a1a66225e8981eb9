"use client"

import { useActionState } from "react"
import Link from "next/link"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { AuthField, EmailField } from "@/components/auth/auth-field"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { type AuthAction, FormStatus } from "@/components/auth/form-parts"

export interface SignInFormProps {
  action: AuthAction
  /** Where the visitor came from; the action checks it again before redirecting. */
  from?: string
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
  recoveryHref: string
}

export function SignInForm({ action, initialState = IDLE, from, siteKey, recoveryHref }: SignInFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Entrar">
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <EmailField
        formId="signin"
        id="signin-email"
        error={fieldError(state, "email")}
        defaultValue={fieldValue(state, "email")}
      />
      <AuthField
        formId="signin"
        id="signin-password"
        name="password"
        type="password"
        label="Senha"
        labelAside={
          <Link href={recoveryHref} className="text-primary text-sm underline-offset-4 hover:underline">
            Esqueceu sua senha?
          </Link>
        }
        autoComplete="current-password"
        required
        error={fieldError(state, "password")}
      />
      <Captcha captcha={captcha} />
      <FormStatus state={state} fields={["email", "password"]} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  )
}
