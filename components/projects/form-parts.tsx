import type * as React from "react"

import { type ActionState, fieldError } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"

type AnyState = ActionState<unknown>

/** aria-invalid and aria-describedby for a field, from an action's answer. */
export function describedBy(state: AnyState, name: string, id: string = name) {
  const error = fieldError(state, name)
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined }
}

/** The field's message from an action's answer, under the id describedBy points to. */
export function FieldError({ state, name, id = name }: { state: AnyState; name: string; id?: string }) {
  const error = fieldError(state, name)
  return error ? (
    <p id={`${id}-error`} className="text-destructive text-sm">
      {error}
    </p>
  ) : null
}

/** A labelled field and its error; the control inside spreads describedBy(state, name). */
export function Field({
  state,
  name,
  label,
  children,
}: {
  state: AnyState
  name: string
  label: string
  children: React.ReactNode
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={name}>{label}</Label>
      {children}
      <FieldError state={state} name={name} />
    </div>
  )
}

type ControlProps = { state: AnyState; name: string; label: string; defaultValue: string }

/** A labelled input with its error; the rest of the props go to the input. */
export function InputField({
  state,
  name,
  label,
  defaultValue,
  ...props
}: ControlProps & Omit<React.ComponentProps<typeof Input>, "name" | "defaultValue">) {
  return (
    <Field state={state} name={name} label={label}>
      <Input id={name} name={name} defaultValue={defaultValue} {...describedBy(state, name)} {...props} />
    </Field>
  )
}

/** A labelled textarea with its error; the rest of the props go to the textarea. */
export function TextareaField({
  state,
  name,
  label,
  defaultValue,
  ...props
}: ControlProps & Omit<React.ComponentProps<typeof Textarea>, "name" | "defaultValue">) {
  return (
    <Field state={state} name={name} label={label}>
      <Textarea id={name} name={name} defaultValue={defaultValue} {...describedBy(state, name)} {...props} />
    </Field>
  )
}

export type SelectFieldProps = {
  state: AnyState
  name: string
  label: string
  defaultValue: string
  options: Record<string, string>
  /** The label of an empty first option, when there is one. */
  empty?: string
}

/** A labelled native select with its error. */
export function SelectField({ state, name, label, defaultValue, options, empty }: SelectFieldProps) {
  return (
    <Field state={state} name={name} label={label}>
      <NativeSelect id={name} name={name} defaultValue={defaultValue} {...describedBy(state, name)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}

/** The answer for screen readers and the submit button. */
export function FormFooter({
  state,
  pending,
  label,
  variant,
}: {
  state: AnyState
  pending: boolean
  label: string
  variant?: React.ComponentProps<typeof Button>["variant"]
}) {
  return (
    <>
      <p role="status" className="sr-only">
        {state.status === "idle" ? "" : state.message}
      </p>
      <Button type="submit" variant={variant} disabled={pending}>
        {label}
      </Button>
    </>
  )
}
