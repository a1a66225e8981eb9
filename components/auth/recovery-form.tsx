"use client"

import { fieldError, fieldValue } from "@/lib/action-state"
import { EmailField } from "@/components/auth/auth-field"
import { CaptchaSubmit, type CaptchaFormProps, useCaptchaForm } from "@/components/auth/captcha"

export type RecoveryFormProps = CaptchaFormProps

export function RecoveryForm(props: RecoveryFormProps) {
  const form = useCaptchaForm(props)
  const { state } = form
  return (
    <form {...form.formProps} className="space-y-4" noValidate aria-label="Recuperar senha">
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
      <CaptchaSubmit form={form} fields={["email"]} label="Enviar email de recuperação" pendingLabel="Enviando..." />
    </form>
  )
}
