/**
 * The footer newsletter sign-up's texts, codes and constants, free of zod so the form's client
 * bundle stays small; the schema lives in lib/validations/newsletter.ts.
 */

/** Every text of the footer's newsletter sign-up (the spec shows none; pt-BR, the product's voice). */
export const NEWSLETTER_TEXT = {
  nameRequired: "Informe seu nome.",
  nameTooLong: "O nome deve ter no máximo 120 caracteres.",
  nameInvalid: "O nome contém caracteres inválidos.",
  emailRequired: "Informe seu e-mail.",
  emailInvalid: "Informe um e-mail válido.",
  created: "Inscrição realizada! Você vai receber nossas novidades no seu e-mail.",
  reactivated: "Que bom ter você de volta! Sua inscrição na newsletter foi reativada.",
  alreadySubscribed: "Este e-mail já está inscrito na nossa newsletter.",
  rateLimited: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  failed: "Não foi possível concluir sua inscrição agora. Tente novamente em instantes.",
  successTitle: "Inscrição confirmada",
  alreadyTitle: "E-mail já inscrito",
} as const

/** The form's origin as `subscribe_newsletter` records it (newsletter_subscribers.origin). */
export const NEWSLETTER_FOOTER_ORIGIN = "footer"

/** Name of the honeypot input: hidden from people, tempting to form-filling bots. */
export const NEWSLETTER_HONEYPOT_FIELD = "website"

export const NEWSLETTER_NAME_MAX = 120
export const NEWSLETTER_EMAIL_MAX = 254

/** A filled honeypot: a bot. It is answered like a success and nothing is stored. */
export const isHoneypotFilled = (fields: Record<string, string>) =>
  (fields[NEWSLETTER_HONEYPOT_FIELD] ?? "").trim() !== ""

export type SubscribeOutcome = "created" | "reactivated" | "already_subscribed"

export const isSubscribeOutcome = (value: unknown): value is SubscribeOutcome =>
  value === "created" || value === "reactivated" || value === "already_subscribed"

export function outcomeMessage(outcome: SubscribeOutcome): string {
  return NEWSLETTER_RESULTS[outcome]
}

/**
 * Every answer of the sign-up, by a stable code. A plain form post (no JavaScript yet) is answered
 * with a redirect to the static page of its code, /newsletter/<code>.
 */
export const NEWSLETTER_RESULTS = {
  created: NEWSLETTER_TEXT.created,
  reactivated: NEWSLETTER_TEXT.reactivated,
  already_subscribed: NEWSLETTER_TEXT.alreadySubscribed,
  name_required: NEWSLETTER_TEXT.nameRequired,
  invalid_name: NEWSLETTER_TEXT.nameTooLong,
  email_required: NEWSLETTER_TEXT.emailRequired,
  invalid_email: NEWSLETTER_TEXT.emailInvalid,
  rate_limited: NEWSLETTER_TEXT.rateLimited,
  failed: NEWSLETTER_TEXT.failed,
} as const satisfies Record<string, string>

export type NewsletterResultCode = keyof typeof NEWSLETTER_RESULTS

export const isNewsletterResultCode = (value: unknown): value is NewsletterResultCode =>
  typeof value === "string" && Object.hasOwn(NEWSLETTER_RESULTS, value)

/** The code of a zod failure: the first issue's field, and whether it was left empty. */
export function validationCode(field: unknown, message: string): NewsletterResultCode {
  if (field === "name") return message === NEWSLETTER_TEXT.nameRequired ? "name_required" : "invalid_name"
  if (field === "email") return message === NEWSLETTER_TEXT.emailRequired ? "email_required" : "invalid_email"
  return "failed"
}

/**
 * `subscribe_newsletter` raises SQLSTATE 22023 with the message invalid_email, invalid_name or
 * invalid_origin. The field it concerns and its message, or null for any other failure.
 */
export function rpcValidationError(error: {
  code?: string | null
  message?: string | null
}): { field: "email" | "name"; code: NewsletterResultCode; message: string } | null {
  if (error.code !== "22023") return null
  switch (error.message) {
    case "invalid_email":
      return { field: "email", code: "invalid_email", message: NEWSLETTER_TEXT.emailInvalid }
    case "invalid_name":
      return { field: "name", code: "invalid_name", message: NEWSLETTER_TEXT.nameTooLong }
    default:
      return null
  }
}
