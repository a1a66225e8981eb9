"use client"

import * as React from "react"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { GROUP_CATEGORY_LABELS, GROUP_KIND_LABELS, GROUP_CATEGORIES, GROUP_KINDS } from "@/lib/community"
import type { CommunityGroup } from "@/lib/data/community-core"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { slugify } from "@/lib/slug"
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from "@/lib/validations/community"
import { FileInput } from "@/components/ui/file-input"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { NativeSelect } from "@/components/ui/native-select"
import { FormSubmitRow } from "../form-submit-row"

export interface GroupFormProps {
  /** The group being edited; none for a new one. */
  group?: Pick<CommunityGroup, "id" | "name" | "slug" | "description" | "kind" | "category">
  action: FormAction
  onSaved?: () => void
}

/** Name, address (suggested from the name), description, kind, category and cover of a group. */
export function GroupForm({ group, action, onSaved }: GroupFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE, {
    // A new group clears the form for the next one; an edited group keeps what was saved.
    resetWhen: (answer) => !group && answer.status === "success",
  })
  useActionToast(state, {
    error: formErrorToast,
    onSuccess: () => {
      // The reset above clears the fields; the address is state, so it starts over here.
      if (!group) {
        setSlug("")
        setSlugTouched(false)
      }
      onSaved?.()
    },
  })
  const prefix = React.useId()
  const id = (field: string) => `${prefix}-${field}`
  const [slug, setSlug] = React.useState(fieldValue(state, "slug") ?? group?.slug ?? "")
  const [slugTouched, setSlugTouched] = React.useState(Boolean(group))
  const value = (field: "name" | "description" | "kind" | "category") =>
    fieldValue(state, field) ?? group?.[field] ?? ""
  const error = (field: string) => fieldError(state, field)
  const describe = (field: string) => (error(field) ? `${id(field)}-erro` : undefined)
  const message = (field: string) =>
    error(field) ? (
      <p id={`${id(field)}-erro`} className="text-destructive text-sm">
        {error(field)}
      </p>
    ) : null

  return (
    <form {...form} className="space-y-4" noValidate aria-label={group ? `Editar ${group.name}` : "Novo grupo"}>
      {group ? <input type="hidden" name="id" value={group.id} /> : null}
      <div className="grid gap-2">
        <Label htmlFor={id("name")}>Nome</Label>
        <Input
          id={id("name")}
          name="name"
          required
          maxLength={GROUP_NAME_MAX}
          defaultValue={value("name")}
          onChange={(event) => {
            if (!slugTouched) setSlug(slugify(event.target.value))
          }}
          aria-invalid={error("name") ? true : undefined}
          aria-describedby={describe("name")}
        />
        {message("name")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("slug")}>Endereço (/comunidade/…)</Label>
        <Input
          id={id("slug")}
          name="slug"
          required
          value={slug}
          onChange={(event) => {
            setSlugTouched(true)
            setSlug(event.target.value)
          }}
          aria-invalid={error("slug") ? true : undefined}
          aria-describedby={describe("slug")}
        />
        {message("slug")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("description")}>Descrição</Label>
        <Textarea
          id={id("description")}
          name="description"
          rows={3}
          maxLength={GROUP_DESCRIPTION_MAX}
          defaultValue={value("description")}
          aria-invalid={error("description") ? true : undefined}
          aria-describedby={describe("description")}
        />
        {message("description")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id("kind")}>Tipo</Label>
          <NativeSelect id={id("kind")} name="kind" defaultValue={value("kind") || "open"}>
            {GROUP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {GROUP_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
          {message("kind")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id("category")}>Categoria</Label>
          <NativeSelect id={id("category")} name="category" defaultValue={value("category") || "tematico"}>
            {GROUP_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {GROUP_CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
          {message("category")}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id("cover")}>Capa (JPEG, PNG, WebP ou AVIF, até 5 MB)</Label>
        <FileInput id={id("cover")} name="cover" accept="image/jpeg,image/png,image/webp,image/avif" />
        {message("cover")}
      </div>
      <FormSubmitRow
        pending={pending}
        label={group ? "Salvar grupo" : "Criar grupo"}
        pendingLabel="Salvando…"
        message={state.status === "error" && !state.fieldErrors ? state.message : ""}
      />
    </form>
  )
}
