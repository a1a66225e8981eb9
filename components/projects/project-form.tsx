"use client"

import { useActionState, useState } from "react"
import Image from "next/image"

import { type ActionState, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { prepareImageUpload } from "@/lib/images/prepare-upload"
import { SNIFFED_IMAGE_TYPES } from "@/lib/images/sniff"
import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, UFS } from "@/lib/projects"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"
import { ActionForm, describedBy, Field, FormFooter, SelectField } from "@/components/projects/form-parts"

export type ProjectFormValues = Record<
  | "title"
  | "slug"
  | "kind"
  | "summary"
  | "description"
  | "format"
  | "city"
  | "state"
  | "starts_at"
  | "ends_at"
  | "capacity"
  | "status",
  string
> & { projectId?: string; coverUrl?: string | null }

export type ProjectFormProps = {
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>
  initial?: ProjectFormValues
  submitLabel: string
}

const UF_OPTIONS = Object.fromEntries(UFS.map((uf) => [uf, uf]))

/**
 * Server actions take 3 MB bodies: a larger photo is scaled down and re-encoded in the browser
 * before the form sends it. The server sniffs the bytes all the same.
 */
async function shrinkChosenImage(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0]
  if (!file) return null
  const prepared = await prepareImageUpload(file)
  if ("error" in prepared) {
    input.value = ""
    return prepared.error
  }
  if (prepared.file !== file) {
    const files = new DataTransfer()
    files.items.add(prepared.file)
    input.files = files.files
  }
  return null
}

/**
 * A project's fields and cover; dates are typed in São Paulo time. The description is HTML,
 * sanitised on save; the cover's type is read from its bytes on the server.
 */
export function ProjectForm({ action, initial, submitLabel }: ProjectFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  const [coverError, setCoverError] = useState<string | null>(null)
  useActionToast(state)
  const value = (key: Exclude<keyof ProjectFormValues, "coverUrl">) => fieldValue(state, key) ?? initial?.[key] ?? ""
  const select = (name: "kind" | "format" | "status" | "state", label: string, options: Record<string, string>) => (
    <SelectField
      state={state}
      name={name}
      label={label}
      defaultValue={value(name)}
      options={options}
      empty={name === "state" ? "Nenhum" : undefined}
    />
  )
  const dateTime = (name: "starts_at" | "ends_at", label: string, required: boolean) => (
    <Field state={state} name={name} label={label}>
      <Input
        id={name}
        name={name}
        type="datetime-local"
        required={required}
        defaultValue={value(name)}
        {...describedBy(state, name)}
      />
    </Field>
  )
  return (
    <ActionForm state={state} action={formAction} className="space-y-4">
      {initial?.projectId ? <input type="hidden" name="projectId" value={initial.projectId} /> : null}
      <Field state={state} name="title" label="Título">
        <Input
          id="title"
          name="title"
          required
          maxLength={160}
          defaultValue={value("title")}
          {...describedBy(state, "title")}
        />
      </Field>
      <Field state={state} name="slug" label="Endereço (opcional)">
        <Input
          id="slug"
          name="slug"
          maxLength={120}
          defaultValue={value("slug")}
          placeholder="gerado a partir do título"
          {...describedBy(state, "slug")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {select("kind", "Tipo", PROJECT_KINDS)}
        {select("format", "Formato", PROJECT_FORMATS)}
        {select("status", "Situação", PROJECT_STATUSES)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field state={state} name="city" label="Cidade (presencial ou híbrido)">
          <Input id="city" name="city" maxLength={120} defaultValue={value("city")} {...describedBy(state, "city")} />
        </Field>
        {select("state", "Estado (UF)", UF_OPTIONS)}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {dateTime("starts_at", "Início", true)}
        {dateTime("ends_at", "Fim (opcional)", false)}
        <Field state={state} name="capacity" label="Vagas">
          <Input
            id="capacity"
            name="capacity"
            type="number"
            min={1}
            max={10000}
            required
            defaultValue={value("capacity")}
            {...describedBy(state, "capacity")}
          />
        </Field>
      </div>
      <Field state={state} name="summary" label="Resumo">
        <Textarea
          id="summary"
          name="summary"
          required
          maxLength={300}
          rows={2}
          defaultValue={value("summary")}
          {...describedBy(state, "summary")}
        />
      </Field>
      <Field state={state} name="description" label="Descrição (HTML simples: parágrafos, listas, links)">
        <Textarea
          id="description"
          name="description"
          rows={6}
          defaultValue={value("description")}
          {...describedBy(state, "description")}
        />
      </Field>
      {initial?.coverUrl ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="relative aspect-[1200/630] w-48 overflow-hidden rounded-md border">
            <Image src={initial.coverUrl} alt="Capa atual do projeto" fill sizes="12rem" className="object-cover" />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="removeCover" />
            Remover a capa atual
          </label>
        </div>
      ) : null}
      <Field state={state} name="cover" label="Capa (JPEG, PNG, WebP ou AVIF, até 5 MB)">
        <Input
          id="cover"
          name="cover"
          type="file"
          accept={SNIFFED_IMAGE_TYPES.join(",")}
          onChange={async (event) => setCoverError(await shrinkChosenImage(event.currentTarget))}
          {...describedBy(state, "cover")}
        />
        {coverError ? (
          <p role="alert" className="text-destructive text-sm">
            {coverError}
          </p>
        ) : null}
      </Field>
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </ActionForm>
  )
}
