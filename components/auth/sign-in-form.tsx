"use client"

import Link from "next/link"
import { fieldError, fieldValue } from "@/lib/action-state"
import { CurrentPasswordField, EmailField } from "@/components/auth/auth-field"
import { CaptchaSubmit, type CaptchaFormProps, useCaptchaForm } from "@/components/auth/captcha"

export interface SignInFormProps extends CaptchaFormProps {
  /** Where the visitor came from; the action checks it again before redirecting. */
  from?: string
  recoveryHref: string
}

export function SignInForm({ from, recoveryHref, ...props }: SignInFormProps) {
  const form = useCaptchaForm(props)
  const { state } = form
  return (
    <form {...form.formProps} className="space-y-4" noValidate aria-label="Entrar">
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <EmailField
        formId="signin"
        id="signin-email"
        error={fieldError(state, "email")}
        defaultValue={fieldValue(state, "email")}
      />
      <CurrentPasswordField
        formId="signin"
        id="signin-password"
        name="password"
        label="Senha"
        labelAside={
          <Link href={recoveryHref} className="text-primary text-sm underline-offset-4 hover:underline">
            Esqueceu sua senha?
          </Link>
        }
        error={fieldError(state, "password")}
      />
      <CaptchaSubmit form={form} fields={["email", "password"]} label="Entrar" pendingLabel="Entrando..." />
    </form>
  )
}
