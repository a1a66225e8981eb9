"use client"

import Image from "next/image"

import { type ActionState, fieldError } from "@/lib/action-state"
import { LEARNING_ACCESS } from "@/lib/learning/vocabulary"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { InputField, TextareaField } from "@/components/projects/form-parts"
import { ImageFileField } from "@/components/projects/image-file-field"

type AnyState = ActionState<unknown>

/** The fields every material and track starts with: its title, its address and its summary. */
export function IdentityFields({
  text,
}: {
  text: (name: "title" | "slug" | "summary") => { state: AnyState; name: string; defaultValue: string }
}) {
  return (
    <>
      <InputField {...text("title")} label="Título" required maxLength={160} />
      <InputField
        {...text("slug")}
        label="Endereço (opcional)"
        maxLength={120}
        placeholder="gerado a partir do título"
      />
      <TextareaField {...text("summary")} label="Resumo" required maxLength={400} rows={3} />
    </>
  )
}

/** Who may read the material: native radios, so the choice posts (and survives an answer) without script. */
export function AccessRadios({ state, defaultValue }: { state: AnyState; defaultValue: string }) {
  const error = fieldError(state, "access")
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "access-error" : undefined}>
      <legend className="text-sm leading-none font-medium">Quem pode acessar</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {Object.entries(LEARNING_ACCESS).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="access"
              value={key}
              defaultChecked={defaultValue === key}
              className="accent-primary size-4"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id="access-error" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The cover: the current one with "remove", a new file (re-encoded on the server) and its description. */
export function CoverFields({
  state,
  coverUrl,
  altDefault,
}: {
  state: AnyState
  coverUrl?: string | null
  altDefault: string
}) {
  return (
    <div className="space-y-4">
      {coverUrl ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="relative aspect-[1200/630] w-48 overflow-hidden rounded-md border">
            {/* Unoptimised: the editor shows the stored file as it is, wherever the bucket serves it. */}
            <Image src={coverUrl} alt="Capa atual" fill unoptimized sizes="12rem" className="object-cover" />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox name="removeCover" />
            Remover a capa atual
          </label>
        </div>
      ) : null}
      <ImageFileField state={state} name="cover" label="Capa (JPEG, PNG, WebP ou AVIF, até 5 MB)" />
      <InputField
        state={state}
        name="cover_alt"
        label="Descrição da capa (texto alternativo)"
        defaultValue={altDefault}
        maxLength={250}
      />
    </div>
  )
}
