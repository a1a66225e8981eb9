/**
 * The newsletter's texts, codes, paths and constants, free of zod so the footer form's client
 * bundle stays small; the schema lives in lib/validations/newsletter.ts.
 */

/** Every text of the footer's newsletter sign-up (the spec shows none; pt-BR, the product's voice). */
export const NEWSLETTER_TEXT = {
  nameRequired: "Informe seu nome.",
  nameTooLong: "O nome deve ter no máximo 120 caracteres.",
  nameInvalid: "O nome contém caracteres inválidos.",
  nameHasLink: "O nome não pode conter links ou endereços de sites.",
  emailRequired: "Informe seu e-mail.",
  emailInvalid: "Informe um e-mail válido.",
  // The one answer to every valid address, new, pending, confirmed or unsubscribed: it must not
  // tell anyone whether an address is on the list, and stays true for each of them.
  checkEmail:
    "Quase lá! Confira sua caixa de entrada: se este e-mail ainda não estiver confirmado, enviamos um link para confirmar a inscrição.",
  rateLimited: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.",
  failed: "Não foi possível concluir sua inscrição agora. Tente novamente em instantes.",
  successTitle: "Confirme seu e-mail",
} as const

/** Name of the honeypot input: hidden from people, tempting to form-filling bots. */
export const NEWSLETTER_HONEYPOT_FIELD = "website"

export const NEWSLETTER_NAME_MAX = 120
export const NEWSLETTER_EMAIL_MAX = 254

/**
 * A name carrying a link: a URL, "www.", a domain with a path (x.com/…) or a common top-level
 * domain, an <a> tag. The greeting of the confirmation e-mail repeats the name, so a link there
 * would let anyone send a stranger a link from us. The database's private.name_has_link() applies
 * the same rule to every caller.
 */
const LINK_IN_NAME =
  /(https?:|ftp:|mailto:|www\.|<\s*a(\s|>|$)|[a-z0-9-]\.[a-z]{2,}(\/|:[0-9])|\.(com|net|org|br|io|ly|me|info|biz|xyz|site|online|app|dev|co|ru|cn|link|click|top|shop|store|gg|tk)(?![\p{L}\p{N}_]))/iu

export const containsLink = (name: string) => LINK_IN_NAME.test(name)

/** A filled honeypot: a bot. It is answered like a success and nothing is stored. */
export const isHoneypotFilled = (fields: Record<string, string>) =>
  (fields[NEWSLETTER_HONEYPOT_FIELD] ?? "").trim() !== ""

/**
 * Every answer of the sign-up, by a stable code. A plain form post (no JavaScript yet) is answered
 * with a redirect to the static page of its code, /newsletter/<code>.
 */
export const NEWSLETTER_RESULTS = {
  check_email: NEWSLETTER_TEXT.checkEmail,
  name_required: NEWSLETTER_TEXT.nameRequired,
  invalid_name: NEWSLETTER_TEXT.nameTooLong,
  name_link: NEWSLETTER_TEXT.nameHasLink,
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
  if (field === "name") {
    if (message === NEWSLETTER_TEXT.nameRequired) return "name_required"
    return message === NEWSLETTER_TEXT.nameHasLink ? "name_link" : "invalid_name"
  }
  if (field === "email") return message === NEWSLETTER_TEXT.emailRequired ? "email_required" : "invalid_email"
  return "failed"
}

/**
 * `subscribe_newsletter` raises SQLSTATE 22023 with the message invalid_email, invalid_name or name_has_link. The
 * field it concerns and its message, or null for any other failure.
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
    case "name_has_link":
      return { field: "name", code: "name_link", message: NEWSLETTER_TEXT.nameHasLink }
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------------
// The links of the e-mails: confirmation (single use, 48 h) and unsubscribe (signed, no expiry).
// ---------------------------------------------------------------------------------------------

export const NEWSLETTER_PATHS = {
  /** GET ?token=: spends the confirmation token, then shows /newsletter/<outcome>. */
  confirm: "/newsletter/confirmar",
  /** GET ?token=: a page with the button that posts to `unsubscribeNow`. */
  unsubscribe: "/newsletter/descadastrar",
  /** POST ?token=: unsubscribes (the page's button, and RFC 8058's List-Unsubscribe-Post). */
  unsubscribeNow: "/newsletter/descadastrar/um-clique",
} as const

/** How long a confirmation link works (the database mints it with the same lifetime). */
export const CONFIRMATION_LINK_HOURS = 48

/**
 * What following a link leads to, each with its own static page at /newsletter/<code>; `ok` says
 * whether the page reads as a success.
 */
export const NEWSLETTER_LINK_RESULTS = {
  confirmed: {
    ok: true,
    title: "Inscrição confirmada",
    message: "Pronto! Sua inscrição está confirmada e você vai receber as novidades da newsletter no seu e-mail.",
  },
  link_used: {
    ok: false,
    title: "Link já usado",
    message:
      "Este link de confirmação já foi usado. Se você ainda não recebe a newsletter, inscreva-se de novo no rodapé do site.",
  },
  link_expired: {
    ok: false,
    title: "Link expirado",
    message: `Este link de confirmação expirou: ele vale por ${CONFIRMATION_LINK_HOURS} horas. Inscreva-se de novo no rodapé do site para receber um novo link.`,
  },
  link_invalid: {
    ok: false,
    title: "Link inválido",
    message:
      "Este link não é válido. Confira se o endereço foi copiado inteiro do e-mail, ou inscreva-se de novo no rodapé do site.",
  },
  link_failed: {
    ok: false,
    title: "Não foi possível concluir",
    message: "Não conseguimos concluir agora. Abra o link do e-mail de novo em alguns instantes.",
  },
  unsubscribed: {
    ok: true,
    title: "Inscrição cancelada",
    message:
      "Sua inscrição foi cancelada e você não vai mais receber a newsletter. Se mudar de ideia, é só se inscrever de novo.",
  },
} as const satisfies Record<string, { ok: boolean; title: string; message: string }>

export type NewsletterLinkResultCode = keyof typeof NEWSLETTER_LINK_RESULTS

export const isNewsletterLinkResultCode = (value: unknown): value is NewsletterLinkResultCode =>
  typeof value === "string" && Object.hasOwn(NEWSLETTER_LINK_RESULTS, value)

/** What `confirm_newsletter_subscription` answers, as the page it leads to. */
export const CONFIRM_OUTCOME_PAGES = {
  confirmed: "confirmed",
  used: "link_used",
  expired: "link_expired",
  invalid: "link_invalid",
} as const satisfies Record<string, NewsletterLinkResultCode>

export type ConfirmOutcome = keyof typeof CONFIRM_OUTCOME_PAGES

export const isConfirmOutcome = (value: unknown): value is ConfirmOutcome =>
  typeof value === "string" && Object.hasOwn(CONFIRM_OUTCOME_PAGES, value)

// ---------------------------------------------------------------------------------------------
// Subscriber status (newsletter_subscribers.status), as the admin screen and the CSV name it.
// ---------------------------------------------------------------------------------------------

export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export const isSubscriberStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === "string" && (SUBSCRIBER_STATUSES as readonly string[]).includes(value)

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmado",
  pending: "Pendente",
  unsubscribed: "Descadastrado",
}

/** The admin screen's ?status= values (pt-BR, as the URL shows them). */
export const SUBSCRIBER_STATUS_PARAMS: Record<SubscriberStatus, string> = {
  confirmed: "confirmado",
  pending: "pendente",
  unsubscribed: "descadastrado",
}

/** A ?status= value as a status; null for none or anything unknown (then every status is shown). */
export function parseStatusParam(value: unknown): SubscriberStatus | null {
  if (typeof value !== "string") return null
  return SUBSCRIBER_STATUSES.find((status) => SUBSCRIBER_STATUS_PARAMS[status] === value) ?? null
}
