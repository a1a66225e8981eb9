"use client"

import { CircleAlert, MailCheck } from "lucide-react"

import { type ActionState, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { type FormActionProps, useFormAction } from "@/lib/hooks/use-form-action"
import { cn } from "@/lib/utils"
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_HONEYPOT_FIELD, NEWSLETTER_NAME_MAX, NEWSLETTER_TEXT } from "@/lib/newsletter"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { subscribeToNewsletter } from "@/components/newsletter/actions"

/**
 * The footer's newsletter sign-up (issue #9), with its server action imported here rather than
 * passed down from the root layout. Before hydration a plain form post (the action answers with a
 * redirect to /newsletter/<code>); after it a pending state, a toast and the message under the
 * button.
 */
export function FooterNewsletterForm() {
  // A sign-up that went through clears the fields; a refusal keeps them.
  const [state, form, pending] = useFormAction(subscribeToNewsletter, IDLE, {
    resetWhen: (answer) => answer.status === "success",
  })
  useActionToast(state, {
    success: ({ message }) => ({ title: NEWSLETTER_TEXT.successTitle, description: message }),
    // Failures are shown under the form (and spoken by its status region).
    error: null,
  })

  return <NewsletterFields form={form} state={state} pending={pending} />
}

function NewsletterFields({
  form,
  state = IDLE,
  pending = false,
}: {
  form?: FormActionProps
  state?: ActionState
  pending?: boolean
}) {
  const error = state.status === "error" ? state : null
  const nameError = error?.fieldErrors?.name?.[0]
  const emailError = error?.fieldErrors?.email?.[0]
  const values = error?.values ?? {}

  return (
    <form {...form} className="relative space-y-3" noValidate aria-label="Inscrição na newsletter">
      <fieldset className="space-y-3">
        <NewsletterField
          id="newsletter-nome"
          label="Nome"
          error={nameError}
          name="name"
          autoComplete="name"
          required
          maxLength={NEWSLETTER_NAME_MAX}
          placeholder="Seu nome"
          defaultValue={values.name}
        />
        <NewsletterField
          id="newsletter-email"
          label="E-mail"
          error={emailError}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={NEWSLETTER_EMAIL_MAX}
          placeholder="voce@exemplo.com"
          defaultValue={values.email}
        />
        {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
        <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="newsletter-website">Site (deixe em branco)</label>
          <input
            id="newsletter-website"
            name={NEWSLETTER_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Inscrevendo..." : "Inscrever-se"}
        </Button>
      </fieldset>
      <NewsletterStatus state={state} repeatsFieldError={Boolean(nameError || emailError)} />
    </form>
  )
}

/** A labelled input with its error under it, tied together for assistive technology. */
function NewsletterField({
  id,
  label,
  error,
  ...inputProps
}: React.ComponentProps<typeof Input> & { id: string; label: string; error?: string }) {
  const errorId = `${id}-erro`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Always in the page, so screen readers hear the answer whether it came with a reload or not. A
 * field's own error is already shown under it, so here it is only spoken.
 */
function NewsletterStatus({ state, repeatsFieldError }: { state: ActionState; repeatsFieldError: boolean }) {
  if (state.status === "idle") return <div role="status" aria-live="polite" data-slot="newsletter-status" />
  const success = state.status === "success" ? state : null
  const Icon = success ? MailCheck : CircleAlert
  return (
    <div role="status" aria-live="polite" data-slot="newsletter-status">
      <p
        data-outcome={state.code}
        className={cn(
          "flex items-start gap-2 text-sm",
          success ? "text-foreground" : "text-destructive",
          !success && repeatsFieldError && "sr-only"
        )}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{state.message}</span>
      </p>
    </div>
  )
}
