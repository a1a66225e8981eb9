"use client"

import type { FormAction } from "@/lib/action-state"
import { CaptchaSubmit, useCaptchaForm } from "@/components/auth/captcha"

export interface ResendConfirmationProps {
  action: FormAction
  /** The address the confirmation was sent to (the one she typed). */
  email: string
  /** The /auth tab it sits on, where an answer given without JavaScript comes back. */
  tab: "entrar" | "cadastrar"
  siteKey?: string
}

/**
 * "Reenviar e-mail de confirmação": its own small form beside the sign-up or sign-in form (forms
 * cannot nest). With a captcha configured the auth server wants a fresh token for the resend too,
 * so it carries its own widget, and the button waits for it like every auth form's does.
 */
export function ResendConfirmation({ action, email, tab, siteKey }: ResendConfirmationProps) {
  const form = useCaptchaForm({ action, siteKey })
  return (
    <form {...form.formProps} className="space-y-3" noValidate aria-label="Reenviar e-mail de confirmação">
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="tab" value={tab} />
      <p className="text-muted-foreground text-sm">
        Não recebeu o e-mail de confirmação em {email}? Confira a caixa de spam ou peça outro.
      </p>
      <CaptchaSubmit
        form={form}
        fields={[]}
        label="Reenviar e-mail de confirmação"
        pendingLabel="Reenviando..."
        variant="outline"
      />
    </form>
  )
}
