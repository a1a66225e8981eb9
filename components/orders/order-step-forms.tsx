"use client"

import * as React from "react"

import { fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { keepValuesOnSubmit } from "@/lib/hooks/use-form-action"
import { useToastedAction } from "@/lib/hooks/use-action-toast"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"

/**
 * The forms that move an order (issue #38), shared by the buyer's and the seller's order pages and
 * the admins' list: each one posts its order id (and a step or a text) to the action its page
 * passes, works before hydration, and is toasted as soon as it is answered (the page is rendered
 * again, and the button that acted is often gone from it). The database decides whether the step
 * is allowed; the pages only show the steps lib/orders/status.ts says each side may take.
 */

/** One step that needs nothing but the order ("Já paguei", "Pagamento recebido"…). */
export function OrderStepButton({
  action,
  orderId,
  idName = "orderId",
  step,
  label,
  pendingLabel,
  variant = "default",
}: {
  action: FormAction
  /** The order's id, or a report's (idName "reportId"). */
  orderId: string
  idName?: "orderId" | "reportId"
  /** For actions that take several steps (the seller's): which one. */
  step?: string
  label: string
  pendingLabel: string
  variant?: "default" | "outline"
}) {
  const [, formAction, pending] = useToastedAction(action)
  return (
    <form action={formAction}>
      <input type="hidden" name={idName} value={orderId} />
      {step ? <input type="hidden" name="step" value={step} /> : null}
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </form>
  )
}

/**
 * A step with a text (cancel with a reason, report a problem), behind a disclosure so the page
 * stays short on a phone: the summary is the button, the form opens under it. What she typed
 * stays after a refusal.
 */
export function OrderTextForm({
  action,
  orderId,
  idName,
  title,
  field,
  label,
  hint,
  maxLength,
  submitLabel,
  pendingLabel,
  destructive = false,
}: {
  action: FormAction
  /** The order's id, or a report's (idName "reportId"). */
  orderId: string
  idName?: "orderId" | "reportId"
  /** The disclosure's button: "Cancelar encomenda", "Relatar problema". */
  title: string
  field: "reason" | "details"
  label: string
  hint?: string
  maxLength: number
  submitLabel: string
  pendingLabel: string
  destructive?: boolean
}) {
  const [open, setOpen] = React.useState(false)
  // A success closes the disclosure (the page is rendered again around it).
  const [state, dispatch, pending] = useToastedAction(action, { error: null, onSuccess: () => setOpen(false) })
  const formId = `${field}-${orderId}`
  const message = fieldError(state, field)
  return (
    <details className="group rounded-lg border" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="hover:bg-muted/60 focus-visible:ring-ring cursor-pointer list-none rounded-lg px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2">
        {title}
      </summary>
      <form
        action={dispatch}
        onSubmit={keepValuesOnSubmit(dispatch)}
        className="space-y-3 border-t p-4"
        noValidate
        aria-label={title}
      >
        <input type="hidden" name={idName ?? "orderId"} value={orderId} />
        <div className="space-y-2">
          <Label htmlFor={`${formId}-text`}>{label}</Label>
          <Textarea
            id={`${formId}-text`}
            name={field}
            rows={3}
            maxLength={maxLength}
            defaultValue={fieldValue(state, field) ?? ""}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId(formId, field) : hint ? `${formId}-hint` : undefined}
          />
          {hint ? (
            <p id={`${formId}-hint`} className="text-muted-foreground text-sm">
              {hint}
            </p>
          ) : null}
          <FieldError id={errorId(formId, field)} message={message} />
        </div>
        <FormStatus state={state} fields={[field]} />
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </details>
  )
}
