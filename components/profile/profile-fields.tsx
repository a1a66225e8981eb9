import type * as React from "react"

import { type ActionState, fieldError, fieldValue } from "@/lib/action-state"
import { BIO_MAX, BRAZILIAN_STATES, CITY_MAX, NAME_MAX } from "@/lib/validations/profile"
import { cn } from "@/lib/utils"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { NativeSelect } from "@/components/ui/native-select"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { AuthField } from "@/components/auth/auth-field"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { FieldNotes } from "@/components/forms/field-notes"

/** What the profile forms show before anything is sent: the stored profile, as the form spells it. */
export interface ProfileValues {
  fullName: string
  phone: string
  bio: string
  city: string
  state: string
}

/**
 * The value a field shows: what the action echoed (what was typed, after an error; what was saved,
 * after a success), else the stored profile.
 */
export const shownValue = (state: ActionState<unknown>, values: ProfileValues, key: keyof ProfileValues) =>
  fieldValue(state, key) ?? values[key]

interface FieldsProps {
  formId: string
  state: ActionState<unknown>
  values: ProfileValues
}

/** Nome, telefone, cidade and estado: the profile form's and the welcome flow's first step. */
export function BasicProfileFields({ formId, state, values }: FieldsProps) {
  const value = (key: keyof ProfileValues) => shownValue(state, values, key)
  // What every text field of the step shares: ids from the form's, the shown value and its error.
  const field = (name: "fullName" | "phone" | "city", idSuffix: string) => ({
    formId,
    id: `${formId}-${idSuffix}`,
    name,
    defaultValue: value(name),
    error: fieldError(state, name),
  })
  return (
    <>
      <AuthField
        {...field("fullName", "nome")}
        label="Nome completo"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
      />
      <AuthField
        {...field("phone", "telefone")}
        type="tel"
        label="Telefone (opcional)"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        maxLength={40}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <AuthField
          {...field("city", "cidade")}
          label="Cidade (opcional)"
          autoComplete="address-level2"
          maxLength={CITY_MAX}
        />
        <StateSelect formId={formId} defaultValue={value("state")} error={fieldError(state, "state")} />
      </div>
    </>
  )
}

function StateSelect({ formId, defaultValue, error }: { formId: string; defaultValue: string; error?: string }) {
  const id = `${formId}-estado`
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Estado (opcional)</Label>
      <NativeSelect
        // React re-applies a new default to a mounted select's selection, not to what a form reset
        // returns to: a new default needs a new element.
        key={defaultValue}
        id={id}
        name="state"
        autoComplete="address-level1"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(formId, "state") : undefined}
      >
        <option value="">Selecione</option>
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={errorId(formId, "state")} message={error} />
    </div>
  )
}

export function BioField({ formId, state, values }: FieldsProps) {
  const id = `${formId}-bio`
  const error = fieldError(state, "bio")
  const hintId = `${id}-dica`
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Sobre você (opcional)</Label>
      <Textarea
        id={id}
        name="bio"
        rows={4}
        maxLength={BIO_MAX}
        defaultValue={shownValue(state, values, "bio")}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, error && errorId(formId, "bio"))}
        placeholder="Conte em poucas palavras o que você faz."
      />
      <p id={hintId} className="text-muted-foreground text-xs">
        Até {BIO_MAX} caracteres. Aparece para a comunidade junto com seu nome.
      </p>
      <FieldError id={errorId(formId, "bio")} message={error} />
    </div>
  )
}

export interface CheckboxFieldProps {
  id: string
  name: string
  label: string
  hint?: string
  defaultChecked: boolean
  error?: string
}

/** A native checkbox with its label, hint and error. */
export function CheckboxField({ id, name, label, hint, defaultChecked, error }: CheckboxFieldProps) {
  const described = cn(hint && `${id}-dica`, error && `${id}-erro`) || undefined
  return (
    <div className="flex items-start gap-3">
      <NativeCheckbox
        id={id}
        name={name}
        defaultChecked={defaultChecked}
        // A new default (after saving) must reach the box, which React leaves alone once mounted.
        key={String(defaultChecked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="mt-0.5"
      />
      <div className="space-y-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  )
}

/** The row of a form's buttons; the submit first, so Enter and the reading order agree. */
export function FormActions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>
}
