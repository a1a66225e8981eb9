"use client"

import { useActionState } from "react"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { PROJECT_FORMATS, PROJECT_KINDS, PROJECT_STATUSES, UFS } from "@/lib/projects"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

const selectClass =
  "border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring/40 h-10 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"

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
> & { projectId?: string }

export type ProjectFormProps = {
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>
  initial?: ProjectFormValues
  submitLabel: string
}

/** A project's fields; dates are typed in São Paulo time. The description is HTML, sanitised on save. */
export function ProjectForm({ action, initial, submitLabel }: ProjectFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  const value = (key: keyof ProjectFormValues) => fieldValue(state, key) ?? initial?.[key] ?? ""
  const described = (name: string) => {
    const error = fieldError(state, name)
    return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${name}-error` : undefined }
  }
  const errorOf = (name: string) => {
    const error = fieldError(state, name)
    return error ? (
      <p id={`${name}-error`} className="text-destructive text-sm">
        {error}
      </p>
    ) : null
  }
  const select = (name: keyof ProjectFormValues, label: string, options: Record<string, string>, empty?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={name}>{label}</Label>
      <select id={name} name={name} defaultValue={value(name)} className={selectClass} {...described(name)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      {errorOf(name)}
    </div>
  )
  return (
    <form
      key={state.status === "error" ? JSON.stringify(state.values) : "form"}
      action={formAction}
      className="space-y-4"
    >
      {initial?.projectId ? <input type="hidden" name="projectId" value={initial.projectId} /> : null}
      <div className="space-y-1.5">
        <Label htmlFor="title">Título</Label>
        <Input id="title" name="title" required maxLength={160} defaultValue={value("title")} {...described("title")} />
        {errorOf("title")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="slug">Endereço (opcional)</Label>
        <Input
          id="slug"
          name="slug"
          maxLength={120}
          defaultValue={value("slug")}
          placeholder="gerado a partir do título"
          {...described("slug")}
        />
        {errorOf("slug")}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {select("kind", "Tipo", PROJECT_KINDS)}
        {select("format", "Formato", PROJECT_FORMATS)}
        {select("status", "Situação", PROJECT_STATUSES)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="city">Cidade (presencial ou híbrido)</Label>
          <Input id="city" name="city" maxLength={120} defaultValue={value("city")} {...described("city")} />
          {errorOf("city")}
        </div>
        {select("state", "Estado (UF)", Object.fromEntries(UFS.map((uf) => [uf, uf])), "Nenhum")}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="starts_at">Início</Label>
          <Input
            id="starts_at"
            name="starts_at"
            type="datetime-local"
            required
            defaultValue={value("starts_at")}
            {...described("starts_at")}
          />
          {errorOf("starts_at")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="ends_at">Fim (opcional)</Label>
          <Input
            id="ends_at"
            name="ends_at"
            type="datetime-local"
            defaultValue={value("ends_at")}
            {...described("ends_at")}
          />
          {errorOf("ends_at")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="capacity">Vagas</Label>
          <Input
            id="capacity"
            name="capacity"
            type="number"
            min={1}
            max={10000}
            required
            defaultValue={value("capacity")}
            {...described("capacity")}
          />
          {errorOf("capacity")}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="summary">Resumo</Label>
        <Textarea
          id="summary"
          name="summary"
          required
          maxLength={300}
          rows={2}
          defaultValue={value("summary")}
          {...described("summary")}
        />
        {errorOf("summary")}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="description">Descrição (HTML simples: parágrafos, listas, links)</Label>
        <Textarea
          id="description"
          name="description"
          rows={6}
          defaultValue={value("description")}
          {...described("description")}
        />
        {errorOf("description")}
      </div>
      <p role="status" className="sr-only">
        {state.status === "idle" ? "" : state.message}
      </p>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
