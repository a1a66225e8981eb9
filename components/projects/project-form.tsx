"use client"

import Image from "next/image"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, UFS } from "@/lib/projects"
import type { ProjectInput } from "@/lib/validations/projects"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { FormFooter, InputField, SelectField, TextareaField } from "@/components/projects/form-parts"
import { ImageFileField } from "@/components/projects/image-file-field"
import { ProjectDescriptionField } from "@/components/projects/project-description-field"

/** The schema's fields as typed, and the ids and cover an edit starts from. */
export type ProjectFormValues = Record<keyof ProjectInput, string> & { projectId?: string; coverUrl?: string | null }

export type ProjectFormProps = {
  action: FormAction
  /** The directory's listed businesses, for the partner select. */
  partners: { id: string; name: string }[]
  initial?: ProjectFormValues
  submitLabel: string
}

type TextKey = Exclude<keyof ProjectFormValues, "coverUrl" | "projectId">

const UF_OPTIONS = Object.fromEntries(UFS.map((uf) => [uf, uf]))

/**
 * A project's fields and cover; dates are typed in São Paulo time. The description is written in
 * the blog's rich-text editor and sanitised on save; the cover's type is read from its bytes on the server.
 */
export function ProjectForm({ action, partners, initial, submitLabel }: ProjectFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { error: formErrorToast })
  const value = (key: TextKey) => fieldValue(state, key) ?? initial?.[key] ?? ""
  const text = (name: TextKey) => ({ state, name, defaultValue: value(name) })
  const select = (name: "kind" | "format" | "status" | "state", label: string, options: Record<string, string>) => (
    <SelectField {...text(name)} label={label} options={options} empty={name === "state" ? "Nenhum" : undefined} />
  )
  return (
    <form {...form} className="space-y-4">
      {initial?.projectId ? <input type="hidden" name="projectId" value={initial.projectId} /> : null}
      <InputField {...text("title")} label="Título" required maxLength={160} />
      <InputField
        {...text("slug")}
        label="Endereço (opcional)"
        maxLength={120}
        placeholder="gerado a partir do título"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {select("kind", "Tipo", PROJECT_KINDS)}
        {select("format", "Formato", PROJECT_FORMATS)}
        {select("status", "Situação", PROJECT_STATUSES)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...text("city")} label="Cidade (presencial ou híbrido)" maxLength={120} />
        {select("state", "Estado (UF)", UF_OPTIONS)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...text("starts_at")} label="Início" type="datetime-local" required />
        <InputField {...text("ends_at")} label="Fim (opcional)" type="datetime-local" />
        <InputField {...text("capacity")} label="Vagas" type="number" min={1} max={10000} required />
        <InputField
          {...text("certificate_share")}
          label="Presença mínima para certificado (%)"
          type="number"
          min={1}
          max={100}
          required
        />
      </div>
      <SelectField
        {...text("partner_business_id")}
        label="Negócio parceiro (opcional)"
        options={Object.fromEntries(partners.map((partner) => [partner.id, partner.name]))}
        empty="Nenhum"
      />
      <TextareaField {...text("summary")} label="Resumo" required maxLength={300} rows={2} />
      <ProjectDescriptionField {...text("description")} label="Descrição" />
      {initial?.coverUrl ? (
        <div className="flex flex-wrap items-center gap-4">
          <div className="relative aspect-[1200/630] w-48 overflow-hidden rounded-md border">
            <Image src={initial.coverUrl} alt="Capa atual do projeto" fill sizes="12rem" className="object-cover" />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <NativeCheckbox name="removeCover" />
            Remover a capa atual
          </label>
        </div>
      ) : null}
      <ImageFileField state={state} name="cover" label="Capa (JPEG, PNG, WebP ou AVIF, até 5 MB)" />
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </form>
  )
}
