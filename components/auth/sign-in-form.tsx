"use client"

import { useActionState } from "react"
import Link from "next/link"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"
import { PasswordInput } from "@/components/auth/password-input"

type AuthAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

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
  const emailError = fieldError(state, "email")
  const passwordError = fieldError(state, "password")
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Entrar">
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          required
          maxLength={254}
          defaultValue={fieldValue(state, "email")}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId("signin", "email") : undefined}
        />
        <FieldError id={errorId("signin", "email")} message={emailError} />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="signin-password">Senha</Label>
          <Link href={recoveryHref} className="text-primary text-sm underline-offset-4 hover:underline">
            Esqueceu sua senha?
          </Link>
        </div>
        <PasswordInput
          id="signin-password"
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? errorId("signin", "password") : undefined}
        />
        <FieldError id={errorId("signin", "password")} message={passwordError} />
      </div>
      <Captcha captcha={captcha} />
      <FormStatus state={state} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  )
}
