"use client"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { type TRACK_FORM_KEYS } from "@/lib/validations/learning"
import { FormFooter, InputField, SelectField, TextareaField } from "@/components/projects/form-parts"
import { ProjectDescriptionField } from "@/components/projects/project-description-field"
import { CoverFields } from "./learning-fields"

type Key = (typeof TRACK_FORM_KEYS)[number]

export type TrackFormValues = Record<Key, string> & { intro: string }

export type TrackFormProps = {
  action: FormAction
  initial: TrackFormValues
  trackId?: string
  coverUrl?: string | null
  submitLabel: string
}

/** A track's fields; its materials and their order are edited beside it (TrackItemsEditor). */
export function TrackForm({ action, initial, trackId, coverUrl, submitLabel }: TrackFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { error: formErrorToast })
  const value = (key: Key) => fieldValue(state, key) ?? initial[key]
  const text = (name: Key) => ({ state, name, defaultValue: value(name) })
  return (
    <form {...form} className="space-y-4">
      {trackId ? <input type="hidden" name="trackId" value={trackId} /> : null}
      <InputField {...text("title")} label="Título" required maxLength={160} />
      <InputField
        {...text("slug")}
        label="Endereço (opcional)"
        maxLength={120}
        placeholder="gerado a partir do título"
      />
      <TextareaField {...text("summary")} label="Resumo" required maxLength={400} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...text("topic")} label="Tema" options={LEARNING_TOPICS} />
        <SelectField {...text("level")} label="Nível" options={LEARNING_LEVELS} />
      </div>
      <ProjectDescriptionField state={state} name="intro" label="Introdução" defaultValue={initial.intro} />
      <CoverFields state={state} coverUrl={coverUrl} altDefault={value("cover_alt")} />
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </form>
  )
}
