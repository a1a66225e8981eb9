"use client"

import { useState } from "react"
import Link from "next/link"
import { useRouter } from "next/navigation"
import { Eye, EyeOff } from "lucide-react"
import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { NewPasswordFields, type NewPasswordSpec } from "@/components/auth/auth-field"
import { FormStatus } from "@/components/auth/form-parts"

/** Spec, section 9: the redirect after a password change waits 2 s. */
const RESET_REDIRECT_MS = 2_000

// Both behave alike and share one show/hide toggle (spec).
const PASSWORD_FIELDS: readonly NewPasswordSpec[] = [
  { id: "reset-password", name: "password", label: "Nova senha" },
  { id: "reset-confirm", name: "confirmPassword", label: "Confirmar nova senha" },
]

const RESET_FIELDS = PASSWORD_FIELDS.map((field) => field.name)

export interface ResetPasswordFormProps {
  action: FormAction
  redirectTo?: string
}

export function ResetPasswordForm({ action, redirectTo = "/dashboard" }: ResetPasswordFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  const [visible, setVisible] = useState(false)
  const router = useRouter()
  const done = state.status === "success"

  useActionToast(state, {
    // Failures are shown in the form itself.
    error: null,
    onSuccess() {
      const timer = setTimeout(() => router.replace(redirectTo), RESET_REDIRECT_MS)
      return () => clearTimeout(timer)
    },
  })

  return (
    <form {...form} className="space-y-4" noValidate aria-label="Redefinir senha">
      <NewPasswordFields formId="reset" fields={PASSWORD_FIELDS} state={state} visible={visible} disabled={done} />
      {/* One toggle for both fields (spec). */}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-controls="reset-password reset-confirm"
      >
        {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {visible ? "Ocultar senhas" : "Mostrar senhas"}
      </Button>
      <FormStatus state={state} fields={RESET_FIELDS} />
      {done ? (
        // Without JavaScript nothing redirects on its own; this link is the way on.
        <p className="text-sm">
          <Link href={redirectTo} className="text-primary underline-offset-4 hover:underline">
            Ir para o painel
          </Link>
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || done} aria-busy={pending}>
        {pending ? "Atualizando..." : "Atualizar Senha"}
      </Button>
    </form>
  )
}
