"use server"

import { headers } from "next/headers"
import { redirect } from "next/navigation"

import { formFields, safeValues } from "@/lib/action-state"
import { syncMailRelaySoon } from "@/lib/mailrelay/run"
import { createClient } from "@/lib/supabase/server"
import {
  isHoneypotFilled,
  isSubscribeOutcome,
  NEWSLETTER_FOOTER_ORIGIN,
  NEWSLETTER_RESULTS,
  type NewsletterResultCode,
  newsletterSchema,
  rpcValidationError,
  validationCode,
} from "@/lib/validations/newsletter"
import type { NewsletterState } from "@/components/layout/footer-newsletter-form"

// One definition of "the visitor's address" (the last X-Forwarded-For hop), shared with sign-in.
import { clientAddress } from "../../(auth)/auth/_lib/sign-in-limit"
import { subscribeLimiter } from "./_lib/rate-limit"

const KEEP = ["name", "email"] as const

function failure(
  code: NewsletterResultCode,
  formData: FormData,
  fieldErrors?: Record<string, string[]>
): NewsletterState {
  return {
    status: "error",
    code,
    message: NEWSLETTER_RESULTS[code],
    fieldErrors,
    values: safeValues(formData, KEEP),
    at: Date.now(),
  }
}

async function subscribe(formData: FormData, address: string): Promise<NewsletterState> {
  const fields = formFields(formData)

  if (isHoneypotFilled(fields)) {
    subscribeLimiter.allow(address, null)
    return { status: "success", code: "created", message: NEWSLETTER_RESULTS.created, at: Date.now() }
  }

  const input = newsletterSchema.safeParse(fields)
  if (!input.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of input.error.issues) (fieldErrors[String(issue.path[0] ?? "form")] ??= []).push(issue.message)
    const first = input.error.issues[0]
    return failure(validationCode(first?.path[0], first?.message ?? ""), formData, fieldErrors)
  }
  const { name, email } = input.data

  if (!subscribeLimiter.allow(address, email)) return failure("rate_limited", formData)

  const supabase = await createClient()
  const { data, error } = await supabase.rpc("subscribe_newsletter", { name, email, origin: NEWSLETTER_FOOTER_ORIGIN })
  if (error) {
    const known = rpcValidationError(error)
    if (known) return failure(known.code, formData, { [known.field]: [known.message] })
    console.error("[newsletter.subscribe]", error.code, error.message)
    return failure("failed", formData)
  }
  if (!isSubscribeOutcome(data)) {
    console.error("[newsletter.subscribe] unexpected result", data)
    return failure("failed", formData)
  }
  // The database queued the MailRelay operation with the change; send it once the answer is out.
  if (data === "created" || data === "reactivated") syncMailRelaySoon("newsletter-footer", email)
  return { status: "success", code: data, message: NEWSLETTER_RESULTS[data], at: Date.now() }
}

/**
 * The footer's newsletter sign-up (origin "footer"). Validates with zod, drops bots that fill the
 * honeypot (answered like a success, nothing stored), applies the per-address and per-e-mail
 * limits, then calls `subscribe_newsletter` as the visitor (anon) or member, which creates or
 * reactivates the subscriber and queues the MailRelay sync in the same transaction.
 *
 * Before hydration the form is a plain POST (no Next-Action header): the answer is then a redirect
 * to the static page of that answer, /newsletter/<code> (post/redirect/get, so a reload does not
 * post again). After hydration the state goes straight back to the form.
 */
export async function subscribeToNewsletter(_prev: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const requestHeaders = await headers()
  const state = await subscribe(formData, clientAddress(requestHeaders))
  if (!requestHeaders.has("next-action") && state.status !== "idle") {
    redirect(`/newsletter/${state.code}`)
  }
  return state
}
