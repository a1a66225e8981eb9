"use client"

import * as React from "react"

import { LEARNING_KINDS, LEARNING_LEVELS, LEARNING_TOPICS } from "@/lib/learning/vocabulary"
import { type MATERIAL_FORM_KEYS } from "@/lib/validations/learning"
import { FormFooter, InputField, SelectField } from "@/components/projects/form-parts"
import { ProjectDescriptionField } from "@/components/projects/project-description-field"
import { AccessRadios, CoverFields, IdentityFields } from "./learning-fields"
import { type LearningFormProps, useLearningForm } from "./use-learning-form"

type Key = (typeof MATERIAL_FORM_KEYS)[number]

export type MaterialFormValues = Record<Key, string> & { body: string }

export type MaterialFormProps = LearningFormProps<MaterialFormValues> & {
  /** Present on the edit page. */
  materialId?: string
  /** The edit page has its own file section beside the form (the upload needs the material to exist). */
  hasFileSection?: boolean
}

/**
 * A material's fields. The kind decides which content field shows; the others stay in the form
 * (hidden), so switching back and forth loses nothing she typed. The article is written in the
 * blog's rich-text editor and sanitised on save. useFormAction keeps every value after an error.
 */
export function MaterialForm({
  action,
  initial,
  materialId,
  coverUrl,
  submitLabel,
  hasFileSection,
}: MaterialFormProps) {
  const { state, form, pending, value, text } = useLearningForm<Key>(action, initial)
  const [kind, setKind] = React.useState(initial.kind)
  return (
    <form
      {...form}
      className="space-y-4"
      onChange={(event) => {
        const target: EventTarget = event.target
        if (target instanceof HTMLSelectElement && target.name === "kind") setKind(target.value)
      }}
    >
      {materialId ? <input type="hidden" name="materialId" value={materialId} /> : null}
      <IdentityFields text={text} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...text("kind")} label="Tipo" options={LEARNING_KINDS} />
        <SelectField {...text("topic")} label="Tema" options={LEARNING_TOPICS} />
        <SelectField {...text("level")} label="Nível" options={LEARNING_LEVELS} />
        <InputField
          {...text("estimated_minutes")}
          label="Tempo estimado (minutos)"
          type="number"
          min={1}
          max={1200}
          required
        />
      </div>
      <AccessRadios state={state} defaultValue={value("access")} />

      <div hidden={kind !== "article"}>
        <ProjectDescriptionField state={state} name="body" label="Texto do artigo" defaultValue={initial.body} />
      </div>
      <div hidden={kind !== "video"}>
        <InputField
          {...text("video_url")}
          label="Endereço do vídeo (YouTube ou Vimeo)"
          inputMode="url"
          maxLength={2048}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </div>
      <div hidden={kind !== "link"}>
        <InputField
          {...text("link_url")}
          label="Endereço do link (https://)"
          type="url"
          maxLength={2048}
          placeholder="https://"
        />
      </div>
      {kind === "file" && !hasFileSection ? (
        <p className="text-muted-foreground text-sm">
          Salve o rascunho para enviar o arquivo (PDF, planilha ou documento, até 25 MB).
        </p>
      ) : null}

      <CoverFields state={state} coverUrl={coverUrl} altDefault={value("cover_alt")} />
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </form>
  )
}
