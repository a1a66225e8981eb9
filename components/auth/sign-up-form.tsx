"use client"

import Link from "next/link"

import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { AuthField, EmailField, NewPasswordFields, type NewPasswordSpec } from "@/components/auth/auth-field"
import { CaptchaSubmit, type CaptchaFormProps, useCaptchaForm } from "@/components/auth/captcha"
import { ResendConfirmation } from "@/components/auth/resend-confirmation"

// The fields with their own error text; the captcha's error has no field, so it stays in the alert.
const SIGN_UP_FIELDS = ["fullName", "email", "phone", "password", "confirmPassword"] as const

const PASSWORD_FIELDS: readonly NewPasswordSpec[] = [
  { id: "signup-password", name: "password", label: "Senha" },
  {
    id: "signup-confirm",
    name: "confirmPassword",
    label: "Confirmar senha",
    showLabel: "Mostrar confirmação de senha",
    hideLabel: "Ocultar confirmação de senha",
  },
]

export interface SignUpFormProps extends CaptchaFormProps {
  /** "Reenviar e-mail de confirmação", offered once a sign-up waits for its confirmation. */
  resendAction: FormAction
}

export function SignUpForm({ resendAction, ...props }: SignUpFormProps) {
  const form = useCaptchaForm(props)
  const { state } = form
  const awaitingEmail = state.status === "success" ? fieldValue(state, "email") : undefined
  // After a successful sign-up the form starts over; after an error it keeps what was typed.
  const keep = state.status === "error"
  const kept = (field: string) => (keep ? fieldValue(state, field) : undefined)
  // The box is checked by default (spec); after an error it shows what was sent.
  const newsletterDefault = keep ? fieldValue(state, "newsletter") === "on" : true
  return (
    <div className="space-y-6">
      <form {...form.formProps} className="space-y-4" noValidate aria-label="Cadastrar">
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
        <NewPasswordFields formId="signup" fields={PASSWORD_FIELDS} state={state} />
        <div className="flex items-start gap-3">
          <NativeCheckbox
            id="signup-newsletter"
            name="newsletter"
            defaultChecked={newsletterDefault}
            key={`newsletter-${String(newsletterDefault)}`}
            className="mt-0.5"
          />
          <Label htmlFor="signup-newsletter" className="text-sm leading-snug font-normal">
            Quero receber a newsletter com novidades, eventos e oportunidades da comunidade.
          </Label>
        </div>
        <p className="text-muted-foreground text-sm">
          Ao criar sua conta você concorda com as{" "}
          <Link href="/diretrizes" className="text-foreground font-medium underline underline-offset-4">
            Diretrizes da comunidade
          </Link>
          .
        </p>
        <CaptchaSubmit form={form} fields={SIGN_UP_FIELDS} label="Cadastrar" pendingLabel="Cadastrando..." />
      </form>
      {awaitingEmail ? (
        <ResendConfirmation
          key={awaitingEmail}
          action={resendAction}
          email={awaitingEmail}
          tab="cadastrar"
          siteKey={props.siteKey}
        />
      ) : null}
    </div>
  )
}
