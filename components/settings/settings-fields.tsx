"use client"

import type * as React from "react"

import { type ActionState, fieldError, fieldValue } from "@/lib/action-state"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { NativeCheckbox } from "@/components/ui/native-checkbox"

/** One section of the settings form: a card with a heading and what the section changes. */
export function SettingsSection({
  title,
  description,
  className,
  children,
}: {
  title: string
  description: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  )
}

export function Field({
  state,
  name,
  label,
  defaultValue,
  hint,
  multiline = false,
  ...props
}: {
  state: ActionState
  name: string
  label: string
  defaultValue: string
  hint?: string
  multiline?: boolean
} & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  const error = fieldError(state, name)
  const id = `setting-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
  const control = {
    id,
    name,
    defaultValue: fieldValue(state, name) ?? defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...control} rows={4} /> : <Input {...control} {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function Figures({
  state,
  prefix,
  title,
  figures,
}: {
  state: ActionState
  prefix: "home_stats" | "about_impact"
  title: string
  figures: readonly { value: string; label: string }[]
}) {
  const groupError = fieldError(state, prefix)
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{title}</legend>
      {figures.map((figure, index) => (
        <div key={index} className="grid gap-3 sm:grid-cols-2">
          <Field
            state={state}
            name={`${prefix}_${index}_value`}
            label={`Número ${index + 1}`}
            defaultValue={figure.value}
          />
          <Field
            state={state}
            name={`${prefix}_${index}_label`}
            label={`Legenda ${index + 1}`}
            defaultValue={figure.label}
          />
        </div>
      ))}
      {groupError ? <p className="text-destructive text-sm">Preencha os quatro números e legendas.</p> : null}
    </fieldset>
  )
}

/** A yes/no setting with its explanation below. */
export function ApprovalCheckbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string
  label: string
  hint: string
  defaultChecked: boolean
}) {
  const id = `setting-${name}`
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <NativeCheckbox id={id} name={name} defaultChecked={defaultChecked} aria-describedby={`${id}-hint`} />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
    </div>
  )
}
