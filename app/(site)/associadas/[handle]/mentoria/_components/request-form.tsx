"use client"

import { fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { formatTime, formatWeekdayDay } from "@/lib/format"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { MENTORING_FORMAT_LABELS, MENTORING_LIMITS, type MentoringFormat } from "@/lib/mentoring/vocabulary"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { Textarea } from "@/components/ui/textarea"
import { FormStatus } from "@/components/auth/form-parts"
import { FieldNotes } from "@/components/forms/field-notes"
import { HiddenFields } from "@/components/forms/hidden-fields"

import { requestMentoringAction } from "../actions"

const FORM = "pedido-mentoria"
const fieldId = (name: string) => `${FORM}-${name}`
const described = (name: string, hint: boolean, error: string | undefined) =>
  [hint && `${fieldId(name)}-dica`, error && `${fieldId(name)}-erro`].filter(Boolean).join(" ") || undefined

/**
 * The request for mentoring (issue #40): a topic, what she needs, one of the mentor's formats and
 * 2 or 3 of her bookable times (grouped by day, São Paulo time). Keeps what she typed and chose
 * after a server-side error; on success the action takes her to the conversation.
 */
export function MentoringRequestForm({
  mentorId,
  mentorName,
  formats,
  days,
}: {
  mentorId: string
  mentorName: string
  formats: MentoringFormat[]
  days: { day: string; times: string[] }[]
}) {
  const [state, form, pending] = useFormAction(requestMentoringAction, IDLE)
  useActionToast(state, { error: null, success: null })
  const error = (key: string) => fieldError(state, key)
  const chosen = new Set((fieldValue(state, "times") ?? "").split(",").filter(Boolean))
  const format = fieldValue(state, "format") ?? (formats.length === 1 ? formats[0] : "")
  const answerKey = state.status === "idle" ? "new" : JSON.stringify(state.values ?? {})

  return (
    <form {...form} noValidate aria-label={`Pedido de mentoria a ${mentorName}`} className="space-y-8" key={answerKey}>
      <HiddenFields fields={{ mentorId }} />
      <div className="space-y-2">
        <Label htmlFor={fieldId("topic")}>Tema</Label>
        <Input
          id={fieldId("topic")}
          name="topic"
          maxLength={MENTORING_LIMITS.topicMax}
          defaultValue={fieldValue(state, "topic") ?? ""}
          aria-invalid={error("topic") ? true : undefined}
          aria-describedby={described("topic", true, error("topic"))}
        />
        <FieldNotes id={fieldId("topic")} hint="Em poucas palavras: “Precificar meus bolos”." error={error("topic")} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId("needs")}>O que você precisa</Label>
        <Textarea
          id={fieldId("needs")}
          name="needs"
          rows={5}
          maxLength={MENTORING_LIMITS.needsMax}
          defaultValue={fieldValue(state, "needs") ?? ""}
          aria-invalid={error("needs") ? true : undefined}
          aria-describedby={described("needs", true, error("needs"))}
        />
        <FieldNotes
          id={fieldId("needs")}
          hint="Conte onde você está e o que espera da conversa. Não coloque telefone nem endereço."
          error={error("needs")}
        />
      </div>

      <fieldset className="min-w-0 space-y-3" aria-describedby={described("format", false, error("format"))}>
        <legend className="text-base font-semibold">Formato</legend>
        {formats.map((value) => {
          const id = fieldId(`format-${value}`)
          return (
            <div key={value} className="flex items-center gap-2">
              <input
                type="radio"
                id={id}
                name="format"
                value={value}
                defaultChecked={format === value}
                className="accent-primary size-4 shrink-0"
              />
              <Label htmlFor={id} className="font-normal">
                {MENTORING_FORMAT_LABELS[value].replace(", na minha cidade", ", na cidade dela")}
              </Label>
            </div>
          )
        })}
        <FieldNotes id={fieldId("format")} error={error("format")} />
      </fieldset>

      <fieldset className="min-w-0 space-y-4" aria-describedby={described("times", true, error("times"))}>
        <legend className="text-base font-semibold">Horários propostos</legend>
        <FieldNotes
          id={fieldId("times")}
          hint="Marque de 2 a 3 horários, no horário de Brasília. Ela aceita um, propõe outro ou recusa."
          error={error("times")}
        />
        {days.map((group) => (
          <fieldset key={group.day} className="min-w-0 space-y-2">
            <legend className="text-sm font-medium capitalize">{formatWeekdayDay(group.times[0]!)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {group.times.map((time) => {
                const id = fieldId(`time-${time}`)
                return (
                  <div key={time} className="flex items-center gap-2">
                    <NativeCheckbox id={id} name="times" value={time} defaultChecked={chosen.has(time)} />
                    <Label htmlFor={id} className="font-normal">
                      {formatTime(time)}
                      <span className="sr-only"> de {formatWeekdayDay(time)}</span>
                    </Label>
                  </div>
                )
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>

      {state.status === "error" ? <FormStatus state={state} fields={["topic", "needs", "format", "times"]} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? "Enviando..." : "Enviar pedido"}
      </Button>
    </form>
  )
}
