"use client"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import {
  CHANNEL_LABELS,
  CHANNELS,
  channelField,
  DIGEST_FREQUENCIES,
  DIGEST_HOURS,
  FREQUENCY_LABELS,
  hourLabel,
  type NotificationPreferenceFormValues,
  PREFERENCES,
  WEEKDAY_LABELS,
} from "@/lib/notifications/preferences"
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from "@/lib/notifications/categories"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { NativeSelect } from "@/components/ui/native-select"
import { FormStatus } from "@/components/auth/form-parts"
import { FieldNotes } from "@/components/forms/field-notes"

import { saveNotificationPreferences } from "../actions"

const FORM = "notificacoes"
const fieldId = (name: string) => `${FORM}-${name}`
type FieldName = keyof NotificationPreferenceFormValues
/** The fields that show their own error under them. */
const SHOWN_UNDER_FIELDS = [
  ...NOTIFICATION_PREFERENCE_KEYS.map(channelField),
  "digest_frequency",
  "digest_hour",
  "digest_weekday",
]

/**
 * "Notificações por e-mail" (issue #39): a radio group per category, the digest's rhythm, day and
 * hour. Works without JavaScript (plain radios and selects; the weekday shows for a weekly digest
 * through CSS alone), and keeps every choice after a refusal: the action echoes what she sent.
 */
export function NotificationPreferencesForm({ values }: { values: NotificationPreferenceFormValues }) {
  const [state, form, pending] = useFormAction(saveNotificationPreferences, IDLE)
  useActionToast(state, { error: null })
  // What she sent (after an answer), else what is stored.
  const value = (name: FieldName) => fieldValue(state, name) ?? values[name]
  // Fields remount with each answer's values, so what she chose is what she sees.
  const answerKey = state.status === "idle" ? "stored" : JSON.stringify(state.values ?? {})

  return (
    <form {...form} noValidate aria-label="Notificações por e-mail" className="space-y-10" key={answerKey}>
      <section aria-labelledby={fieldId("categorias")} className="space-y-4">
        <h2 id={fieldId("categorias")} className="text-xl font-semibold">
          O que chega por e-mail
        </h2>
        <div className="divide-y rounded-xl border">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <CategoryChoice key={key} preference={key} state={state} value={value(channelField(key))} />
          ))}
        </div>
      </section>

      <DigestFields state={state} value={value} />

      {/* A success is toasted; an error also stays here, beside the button. */}
      {state.status === "error" ? <FormStatus state={state} fields={SHOWN_UNDER_FIELDS} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? "Salvando..." : "Salvar preferências"}
      </Button>
    </form>
  )
}

function CategoryChoice({
  preference,
  state,
  value,
}: {
  preference: NotificationPreferenceKey
  state: ActionState
  value: string
}) {
  const name = channelField(preference)
  const id = fieldId(preference)
  const error = fieldError(state, name)
  const { label, hint } = PREFERENCES[preference]
  return (
    <fieldset className="min-w-0 space-y-3 p-4" aria-describedby={cn(`${id}-dica`, error && `${id}-erro`)}>
      {/* Floated, so it lays out inside the padding like any heading (a legend sits on the border). */}
      <legend className="float-left w-full font-medium">{label}</legend>
      <div className="clear-left space-y-1 pt-1">
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
      <div className="flex flex-wrap gap-2">
        {CHANNELS.map((channel) => {
          const optionId = `${id}-${channel}`
          return (
            <div
              key={channel}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring/40 flex items-center gap-2 rounded-md border px-3 py-2 has-[:focus-visible]:ring-[3px]"
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={channel}
                defaultChecked={value === channel}
                className="accent-primary size-4 shrink-0"
              />
              <Label htmlFor={optionId} className="font-normal">
                {CHANNEL_LABELS[channel].short}
              </Label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

function DigestFields({ state, value }: { state: ActionState; value: (name: FieldName) => string }) {
  const frequency = value("digest_frequency")
  const hourError = fieldError(state, "digest_hour")
  const weekdayError = fieldError(state, "digest_weekday")
  const frequencyError = fieldError(state, "digest_frequency")
  return (
    // The weekday matters only for a weekly digest: shown when "Semanal" is checked, by CSS, so it
    // follows her choice before (or without) JavaScript. Hidden, it still posts its value.
    <section aria-labelledby={fieldId("resumo")} className="group/resumo space-y-4">
      <div className="space-y-1">
        <h2 id={fieldId("resumo")} className="text-xl font-semibold">
          Resumo por e-mail
        </h2>
        <p className="text-muted-foreground text-sm">
          Um e-mail só, com o que você ainda não leu nas categorias marcadas “No resumo”. Se não houver nada novo, não
          enviamos. Horário de Brasília.
        </p>
      </div>
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={frequencyError ? `${fieldId("frequencia")}-erro` : undefined}
      >
        <legend className="text-sm font-medium">Frequência</legend>
        <div className="flex flex-wrap gap-4">
          {DIGEST_FREQUENCIES.map((option) => {
            const id = fieldId(`frequencia-${option}`)
            return (
              <div key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={id}
                  name="digest_frequency"
                  value={option}
                  defaultChecked={frequency === option}
                  className="accent-primary size-4 shrink-0"
                />
                <Label htmlFor={id} className="font-normal">
                  {FREQUENCY_LABELS[option]}
                </Label>
              </div>
            )
          })}
        </div>
        <FieldNotes id={fieldId("frequencia")} error={frequencyError} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The id of the "Semanal" radio, spelled out: Tailwind reads class names from the source. */}
        <div className="hidden space-y-2 group-has-[#notificacoes-frequencia-weekly:checked]/resumo:block">
          <Label htmlFor={fieldId("dia")}>Dia da semana</Label>
          <NativeSelect
            id={fieldId("dia")}
            name="digest_weekday"
            defaultValue={value("digest_weekday")}
            aria-invalid={weekdayError ? true : undefined}
            aria-describedby={weekdayError ? `${fieldId("dia")}-erro` : undefined}
          >
            {WEEKDAY_LABELS.map((label, weekday) => (
              <option key={label} value={String(weekday)}>
                {label}
              </option>
            ))}
          </NativeSelect>
          <FieldNotes id={fieldId("dia")} error={weekdayError} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={fieldId("hora")}>Horário</Label>
          <NativeSelect
            id={fieldId("hora")}
            name="digest_hour"
            defaultValue={value("digest_hour")}
            aria-invalid={hourError ? true : undefined}
            aria-describedby={hourError ? `${fieldId("hora")}-erro` : undefined}
          >
            {DIGEST_HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {hourLabel(hour)}
              </option>
            ))}
          </NativeSelect>
          <FieldNotes id={fieldId("hora")} error={hourError} />
        </div>
      </div>
    </section>
  )
}
