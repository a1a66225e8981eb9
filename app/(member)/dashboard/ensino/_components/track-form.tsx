"use client"

import { LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { type TRACK_FORM_KEYS } from "@/lib/validations/learning"
import { FormFooter, SelectField } from "@/components/projects/form-parts"
import { ProjectDescriptionField } from "@/components/projects/project-description-field"
import { CoverFields, IdentityFields } from "./learning-fields"
import { type LearningFormProps, useLearningForm } from "./use-learning-form"

type Key = (typeof TRACK_FORM_KEYS)[number]

export type TrackFormValues = Record<Key, string> & { intro: string }

export type TrackFormProps = LearningFormProps<TrackFormValues> & { trackId?: string }

/** A track's fields; its materials and their order are edited beside it (TrackItemsEditor). */
export function TrackForm({ action, initial, trackId, coverUrl, submitLabel }: TrackFormProps) {
  const { state, form, pending, value, text } = useLearningForm<Key>(action, initial)
  return (
    <form {...form} className="space-y-4">
      {trackId ? <input type="hidden" name="trackId" value={trackId} /> : null}
      <IdentityFields text={text} />
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
