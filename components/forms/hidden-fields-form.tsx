"use client"

import type * as React from "react"

import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { HiddenFields } from "@/components/forms/hidden-fields"

export type HiddenFieldsFormProps = {
  action: FormAction
  /** The ids and flags the action receives. */
  fields: Record<string, string>
  className?: string
  /** The form's controls, told whether the action is running (to disable its button). */
  children: (pending: boolean) => React.ReactNode
}

/** A one-button form of a list's row (remove, hide, approve): it posts the row's ids and toasts the answer. */
export function HiddenFieldsForm({ action, fields, className, children }: HiddenFieldsFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE, { resetWhen: (answer) => answer.status === "success" })
  useActionToast(state)
  return (
    <form {...form} className={className}>
      <HiddenFields fields={fields} />
      {children(pending)}
    </form>
  )
}
