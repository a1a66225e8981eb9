import type * as React from "react"

import { type ActionState, fieldError } from "@/lib/action-state"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { errorId, FieldError } from "@/components/auth/form-parts"
import { PasswordInput, type PasswordInputProps } from "@/components/auth/password-input"

export type AuthFieldProps = Omit<React.ComponentProps<"input">, "id" | "name"> &
  Pick<PasswordInputProps, "visible" | "showLabel" | "hideLabel"> & {
    /** The form's id prefix ("signin", "signup", "recovery", "reset"); the error text's id is errorId(formId, name). */
    formId: string
    id: string
    name: string
    label: string
    /** The field's first validation message, if any: marks the input invalid and points to the text. */
    error: string | undefined
    /** Beside the label, e.g. the sign-in form's "Esqueceu sua senha?" link. */
    labelAside?: React.ReactNode
  }

/**
 * One field of the auth forms: label, input and validation message, paired through ids and
 * aria-describedby. `type="password"` gives a PasswordInput (its own show/hide button unless
 * `visible` is controlled by the form).
 */
export function AuthField({
  formId,
  id,
  name,
  label,
  error,
  labelAside,
  type,
  visible,
  showLabel,
  hideLabel,
  ...props
}: AuthFieldProps) {
  const control = {
    ...props,
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(formId, name) : undefined,
  }
  const labelElement = <Label htmlFor={id}>{label}</Label>
  return (
    <div className="space-y-2">
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {type === "password" ? (
        <PasswordInput {...control} visible={visible} showLabel={showLabel} hideLabel={hideLabel} />
      ) : (
        <Input {...control} type={type} />
      )}
      <FieldError id={errorId(formId, name)} message={error} />
    </div>
  )
}

/** The e-mail field of sign-in, sign-up, recovery and the e-mail change ("Email" unless `label` says otherwise). */
export function EmailField(props: Omit<AuthFieldProps, "name" | "label" | "type"> & { label?: string }) {
  return (
    <AuthField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="seu@email.com"
      required
      maxLength={254}
      {...props}
    />
  )
}

/** A password being chosen (sign-up, reset, change): the browser may suggest one; at least 6 characters. */
export function NewPasswordField(props: Omit<AuthFieldProps, "type">) {
  return <AuthField type="password" autoComplete="new-password" required minLength={6} {...props} />
}

/** A password she already has (sign-in, and again before a change or a deletion). */
export function CurrentPasswordField(props: Omit<AuthFieldProps, "type">) {
  return <AuthField type="password" autoComplete="current-password" required {...props} />
}

/** One field of a new password and its confirmation; show/hide labels only where the default would be vague. */
export type NewPasswordSpec = Pick<AuthFieldProps, "id" | "label" | "showLabel" | "hideLabel"> & {
  name: "password" | "confirmPassword"
}

export interface NewPasswordFieldsProps extends Pick<AuthFieldProps, "formId" | "visible" | "disabled"> {
  fields: readonly NewPasswordSpec[]
  /** The action's answer: each field shows its own first error. */
  state: ActionState
}

/** A new password and its confirmation (sign-up, reset, change), which the schemas check as a pair. */
export function NewPasswordFields({ fields, state, ...shared }: NewPasswordFieldsProps) {
  return fields.map((field) => (
    <NewPasswordField key={field.name} {...shared} {...field} error={fieldError(state, field.name)} />
  ))
}
