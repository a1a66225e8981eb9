"use client"

import * as React from "react"

import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { useToastedAction } from "@/lib/hooks/use-action-toast"
import {
  MESSAGE_REPORT_ACTION_LABELS,
  MESSAGE_REPORT_ACTIONS,
  type MessageReportAction,
  RESOLUTION_NOTE_MAX,
  SANCTION_DAYS_MAX,
  SANCTION_DAYS_MIN,
} from "@/lib/validations/message-moderation"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"

/** What each decision does, under its name: she must know what the member will live with. */
const ACTION_HINTS: Record<MessageReportAction, string> = {
  dismiss: "Não houve descumprimento das diretrizes. Ninguém é avisado.",
  warn: "Aviso formal com o motivo abaixo. A conta segue normal.",
  mute: "Ela não envia mensagens nem inicia conversas pelo número de dias indicado.",
  suspend: "A conta é desconectada e não consegue entrar pelo número de dias indicado.",
}

const FIELDS = ["action", "days", "note"] as const

/**
 * The decision on one open report: native radios, a number of days and the note, posted as a plain
 * form (it works before hydration). Days count only for "Silenciar" and "Suspender".
 */
export function ResolveForm({
  action,
  reportId,
  reportedName,
}: {
  action: FormAction
  reportId: string
  reportedName: string
}) {
  const [state, formAction, pending] = useToastedAction(action, { error: null })
  const formId = `decisao-${reportId}`
  const chosen = (fieldValue(state, "action") as MessageReportAction | undefined) ?? "warn"
  const actionError = fieldError(state, "action")
  const daysError = fieldError(state, "days")
  const noteError = fieldError(state, "note")
  return (
    <form action={formAction} className="space-y-5" aria-label={`Decidir a denúncia sobre ${reportedName}`} noValidate>
      <input type="hidden" name="reportId" value={reportId} />
      <fieldset className="space-y-3" aria-describedby={actionError ? errorId(formId, "action") : undefined}>
        <legend className="text-sm font-medium">Decisão</legend>
        {MESSAGE_REPORT_ACTIONS.map((value) => (
          <label key={value} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="action"
              value={value}
              defaultChecked={chosen === value}
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            <span>
              <span className="block font-medium">{MESSAGE_REPORT_ACTION_LABELS[value]}</span>
              <span className="text-muted-foreground block">{ACTION_HINTS[value]}</span>
            </span>
          </label>
        ))}
        <FieldError id={errorId(formId, "action")} message={actionError} />
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={`${formId}-days`}>Duração em dias (para silenciar ou suspender)</Label>
        <Input
          id={`${formId}-days`}
          name="days"
          type="number"
          inputMode="numeric"
          min={SANCTION_DAYS_MIN}
          max={SANCTION_DAYS_MAX}
          defaultValue={fieldValue(state, "days") ?? "7"}
          className="w-32"
          aria-invalid={daysError ? true : undefined}
          aria-describedby={daysError ? errorId(formId, "days") : undefined}
        />
        <FieldError id={errorId(formId, "days")} message={daysError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${formId}-note`}>Motivo (vai no aviso que ela recebe; opcional ao arquivar)</Label>
        <Textarea
          id={`${formId}-note`}
          name="note"
          rows={4}
          maxLength={RESOLUTION_NOTE_MAX}
          defaultValue={fieldValue(state, "note") ?? ""}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? errorId(formId, "note") : undefined}
        />
        <FieldError id={errorId(formId, "note")} message={noteError} />
      </div>
      <FormStatus state={state} fields={FIELDS} />
      <Button type="submit" disabled={pending}>
        {pending ? "Registrando…" : "Registrar decisão"}
      </Button>
    </form>
  )
}
