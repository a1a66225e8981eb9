"use client"

import * as React from "react"
import { cn } from "@/lib/utils"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

/** Ids of a field's parts in the editor: `post-<field>`, then `post-<field>-error`, `-hint`, `-count`. */
export function postFieldId(field: string, part?: "error" | "hint" | "count"): string {
  return part ? `post-${field}-${part}` : `post-${field}`
}

/** aria-describedby of a field: its error when one is shown, then its hint or counter. */
export function describedBy(field: string, error: string | undefined, ...extra: (string | null)[]): string | undefined {
  return [error ? postFieldId(field, "error") : null, ...extra].filter(Boolean).join(" ") || undefined
}

/**
 * What ties a control to its field, so every field of the editor is wired alike: its id, its form
 * name, invalid while it has an error, described by that error and then `extra` (hint, counter).
 */
export function postFieldControl(field: string, error: string | undefined, ...extra: (string | null)[]) {
  return {
    id: postFieldId(field),
    name: field,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(field, error, ...extra),
  }
}

export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={postFieldId(field, "error")} className="text-destructive text-sm">
      {message}
    </p>
  )
}

function Counter({ field, length, max }: { field: string; length: number; max: number }) {
  return (
    <p
      id={postFieldId(field, "count")}
      className={cn("text-muted-foreground text-xs", length > max && "text-destructive font-medium")}
    >
      {length}/{max} caracteres
    </p>
  )
}

export interface PostTextFieldProps {
  /** The form field's name, which also names its ids. */
  field: string
  label: string
  initialValue: string
  /** Shows a live "n/max caracteres" counter, and marks the field invalid past it before saving. */
  max?: number
  hint?: string
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number
  error: string | undefined
}

/** A text field of the editor, with its hint or character counter and its error. */
export function PostTextField({ field, label, initialValue, max, hint, rows, error }: PostTextFieldProps) {
  const [value, setValue] = React.useState(initialValue)
  const counted = max !== undefined
  const control = {
    ...postFieldControl(
      field,
      error,
      counted ? postFieldId(field, "count") : null,
      hint ? postFieldId(field, "hint") : null
    ),
    value,
    // Past the limit is invalid before any save, not only once the server says so.
    "aria-invalid": error || (counted && value.length > max) ? true : undefined,
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={control.id}>{label}</Label>
      {rows ? (
        <Textarea {...control} rows={rows} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <Input {...control} onChange={(event) => setValue(event.target.value)} />
      )}
      {counted ? <Counter field={field} length={value.length} max={max} /> : null}
      {hint ? (
        <p id={postFieldId(field, "hint")} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} message={error} />
    </div>
  )
}
