"use server"

import { headers } from "next/headers"
import { redirect } from "next/navigation"

import {
  type ActionState,
  type ActionFailure,
  failed,
  formFields,
  invalid,
  safeValues,
  succeeded,
} from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requestNewsletterSubscription } from "@/lib/data/newsletter"
import { sendEmailsSoon } from "@/lib/mail/run"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { subscribeLimiter } from "@/lib/rate-limit/newsletter"
import {
  isHoneypotFilled,
  NEWSLETTER_RESULTS,
  type NewsletterResultCode,
  newsletterSchema,
  rpcValidationError,
  validationCode,
} from "@/lib/validations/newsletter"

const KEEP = ["name", "email"] as const

function failure(
  code: NewsletterResultCode,
  formData: FormData,
  fieldErrors?: Record<string, string[]>
): ActionFailure {
  return failed(NEWSLETTER_RESULTS[code], { code, fieldErrors, values: safeValues(formData, KEEP) })
}

async function subscribe(formData: FormData, address: string): Promise<ActionState> {
  const fields = formFields(formData)

  if (isHoneypotFilled(fields)) {
    await subscribeLimiter.allow(address, null)
    return succeeded(NEWSLETTER_RESULTS.check_email, { code: "check_email" })
  }

  const input = newsletterSchema.safeParse(fields)
  if (!input.success) {
    const first = input.error.issues[0]
    const code = validationCode(first?.path[0], first?.message ?? "")
    return { ...invalid(input.error, formData, KEEP), code, message: NEWSLETTER_RESULTS[code] }
  }
  const { name, email } = input.data

  const limit = await subscribeLimiter.allow(address, email)
  if (limit !== "allowed") return failure(limit === "limited" ? "rate_limited" : "failed", formData)

  const { error } = await requestNewsletterSubscription(name, email)
  if (error) {
    return databaseFailure("newsletter.subscribe", error, {
      read: (refusal) => {
        const known = rpcValidationError(refusal)
        return known ? failure(known.code, formData, { [known.field]: [known.message] }) : null
      },
      otherwise: failure("failed", formData),
    })
  }
  // The database queued the confirmation e-mail with the pending subscription, when there is one
  // to send; it goes out once the answer is. The answer is the same either way.
  sendEmailsSoon("newsletter-footer", email)
  return succeeded(NEWSLETTER_RESULTS.check_email, { code: "check_email" })
}

/**
 * The footer's newsletter sign-up (double opt-in). Validates with zod, drops bots that fill the
 * honeypot (answered like a success, nothing stored), applies the per-address and per-e-mail
 * limits, then calls `subscribe_newsletter` as the visitor (anon) or member, which records a
 * pending consent from the footer and queues the confirmation e-mail in the same transaction.
 * Every valid address gets the same answer, whether it was new, pending, confirmed or unsubscribed.
 *
 * Before hydration the form is a plain POST (no Next-Action header): the answer is then a redirect
 * to the static page of that answer, /newsletter/<code> (post/redirect/get, so a reload does not
 * post again). After hydration the state goes straight back to the form.
 */
export async function subscribeToNewsletter(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const requestHeaders = await headers()
  const state = await subscribe(formData, requestClientAddress(requestHeaders))
  if (!requestHeaders.has("next-action") && state.status !== "idle") {
    redirect(`/newsletter/${state.code ?? "failed"}`)
  }
  return state
}
