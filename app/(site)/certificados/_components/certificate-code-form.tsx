"use client"

import { fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { errorId, FieldError } from "@/components/auth/form-parts"

import { openCertificate } from "../actions"

const FORM = "verificar-certificado"

/** The code as printed on the certificate; a plain POST, so it works before hydration too. */
export function CertificateCodeForm() {
  const [state, form, pending] = useFormAction(openCertificate, IDLE)
  const error = fieldError(state, "code")
  return (
    <form {...form} className="space-y-4" noValidate aria-label="Verificar um certificado">
      <div className="space-y-2">
        <Label htmlFor={`${FORM}-code`}>Código do certificado</Label>
        <Input
          id={`${FORM}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
          defaultValue={fieldValue(state, "code") ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(FORM, "code") : `${FORM}-code-dica`}
        />
        <p id={`${FORM}-code-dica`} className="text-muted-foreground text-sm">
          Maiúsculas, minúsculas, espaços e traços tanto faz.
        </p>
        <FieldError id={errorId(FORM, "code")} message={error} />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? "Verificando…" : "Verificar"}
      </Button>
    </form>
  )
}
