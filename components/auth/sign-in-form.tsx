"use client"

import Link from "next/link"
import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { CurrentPasswordField, EmailField } from "@/components/auth/auth-field"
import { CaptchaSubmit, type CaptchaFormProps, useCaptchaForm } from "@/components/auth/captcha"
import { ResendConfirmation } from "@/components/auth/resend-confirmation"

export interface SignInFormProps extends CaptchaFormProps {
  /** Where the visitor came from; the action checks it again before redirecting. */
  from?: string
  recoveryHref: string
  /** "Reenviar e-mail de confirmação", offered when the account still waits for its confirmation. */
  resendAction: FormAction
}

export function SignInForm({ from, recoveryHref, resendAction, ...props }: SignInFormProps) {
  const form = useCaptchaForm(props)
  const { state } = form
  const unconfirmedEmail =
    state.status === "error" && state.code === "email_not_confirmed" ? fieldValue(state, "email") : undefined
  return (
    <div className="space-y-6">
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
      {unconfirmedEmail ? (
        <ResendConfirmation
          key={unconfirmedEmail}
          action={resendAction}
          email={unconfirmedEmail}
          tab="entrar"
          siteKey={props.siteKey}
        />
      ) : null}
    </div>
  )
}
