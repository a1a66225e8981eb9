"use client"

import { useActionState } from "react"
import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Captcha, useCaptcha } from "@/components/auth/captcha"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"
import { PasswordInput } from "@/components/auth/password-input"

type AuthAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

export interface SignUpFormProps {
  action: AuthAction
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
}

export function SignUpForm({ action, initialState = IDLE, siteKey }: SignUpFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  const errors = {
    fullName: fieldError(state, "fullName"),
    email: fieldError(state, "email"),
    phone: fieldError(state, "phone"),
    password: fieldError(state, "password"),
    confirmPassword: fieldError(state, "confirmPassword"),
  }
  const described = (field: keyof typeof errors) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId("signup", field) : undefined,
  })
  // After a successful sign-up the form starts over; after an error it keeps what was typed.
  const keep = state.status === "error"
  // The box is checked by default (spec); after an error it shows what was sent.
  const newsletterDefault = keep ? fieldValue(state, "newsletter") === "on" : true
  return (
    <form action={formAction} className="space-y-4" noValidate aria-label="Cadastrar">
      <div className="space-y-2">
        <Label htmlFor="signup-name">Nome completo</Label>
        <Input
          id="signup-name"
          name="fullName"
          autoComplete="name"
          placeholder="Seu nome completo"
          required
          maxLength={100}
          defaultValue={keep ? fieldValue(state, "fullName") : undefined}
          {...described("fullName")}
        />
        <FieldError id={errorId("signup", "fullName")} message={errors.fullName} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          required
          maxLength={254}
          defaultValue={keep ? fieldValue(state, "email") : undefined}
          {...described("email")}
        />
        <FieldError id={errorId("signup", "email")} message={errors.email} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-phone">Telefone (opcional)</Label>
        <Input
          id="signup-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(11) 99999-9999"
          maxLength={40}
          defaultValue={keep ? fieldValue(state, "phone") : undefined}
          {...described("phone")}
        />
        <FieldError id={errorId("signup", "phone")} message={errors.phone} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Senha</Label>
        <PasswordInput
          id="signup-password"
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          {...described("password")}
        />
        <FieldError id={errorId("signup", "password")} message={errors.password} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-confirm">Confirmar senha</Label>
        <PasswordInput
          id="signup-confirm"
          name="confirmPassword"
          autoComplete="new-password"
          required
          minLength={6}
          showLabel="Mostrar confirmação de senha"
          hideLabel="Ocultar confirmação de senha"
          {...described("confirmPassword")}
        />
        <FieldError id={errorId("signup", "confirmPassword")} message={errors.confirmPassword} />
      </div>
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
      <FormStatus state={state} />
      <Button type="submit" className="w-full" disabled={pending || !captcha.satisfied} aria-busy={pending}>
        {pending ? "Cadastrando..." : "Cadastrar"}
      </Button>
    </form>
  )
}
