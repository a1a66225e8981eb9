"use client"

import { useActionState } from "react"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { AuthField, EmailField, NewPasswordField } from "@/components/auth/auth-field"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { type AuthAction, FormStatus } from "@/components/auth/form-parts"

// The fields with their own error text; the captcha's error has no field, so it stays in the alert.
const SIGN_UP_FIELDS = ["fullName", "email", "phone", "password", "confirmPassword"] as const

export interface SignUpFormProps {
  action: AuthAction
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
}

export function SignUpForm({ action, initialState = IDLE, siteKey }: SignUpFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  // After a successful sign-up the form starts over; after an error it keeps what was typed.
  const keep = state.status === "error"
  const kept = (field: string) => (keep ? fieldValue(state, field) : undefined)
  // The box is checked by default (spec); after an error it shows what was sent.
  const newsletterDefault = keep ? fieldValue(state, "newsletter") === "on" : true
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Cadastrar">
      <AuthField
        formId="signup"
        id="signup-name"
        name="fullName"
        label="Nome completo"
        autoComplete="name"
        placeholder="Seu nome completo"
        required
        maxLength={100}
        defaultValue={kept("fullName")}
        error={fieldError(state, "fullName")}
      />
      <EmailField formId="signup" id="signup-email" defaultValue={kept("email")} error={fieldError(state, "email")} />
      <AuthField
        formId="signup"
        id="signup-phone"
        name="phone"
        type="tel"
        label="Telefone (opcional)"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(11) 99999-9999"
        maxLength={40}
        defaultValue={kept("phone")}
        error={fieldError(state, "phone")}
      />
      <NewPasswordField
        formId="signup"
        id="signup-password"
        name="password"
        label="Senha"
        error={fieldError(state, "password")}
      />
      <NewPasswordField
        formId="signup"
        id="signup-confirm"
        name="confirmPassword"
        label="Confirmar senha"
        showLabel="Mostrar confirmação de senha"
        hideLabel="Ocultar confirmação de senha"
        error={fieldError(state, "confirmPassword")}
      />
      <div className="flex items-start gap-3">
        {/* A native checkbox posts "on" even before hydration; the kit's Radix one needs JS for that. */}
        <input
          id="signup-newsletter"
          name="newsletter"
          type="checkbox"
          defaultChecked={newsletterDefault}
          key={`newsletter-${String(newsletterDefault)}`}
          className="border-input accent-primary mt-0.5 size-4 shrink-0 rounded"
        />
        <Label htmlFor="signup-newsletter" className="text-sm leading-snug font-normal">
          Quero receber a newsletter com novidades, eventos e oportunidades da comunidade.
        </Label>
      </div>
      <Captcha captcha={captcha} />
      <FormStatus state={state} fields={SIGN_UP_FIELDS} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Cadastrando..." : "Cadastrar"}
      </Button>
    </form>
  )
}
