import { createHash, randomInt } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"
import type { LocalConfig } from "../config.ts"
import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import { escapeHtml } from "../http.ts"
import { firstHref, renderTemplate, TemplateError, type TemplateData } from "./template.ts"

export type MailKind = "signup" | "recovery" | "magiclink" | "email_change" | "invite"

const SUBJECTS: Record<MailKind, string> = {
  signup: "Confirme seu cadastro",
  recovery: "Redefina sua senha",
  magiclink: "Seu link de acesso",
  email_change: "Confirme a alteração de e-mail",
  invite: "Seu convite para a Convergência Empreendedora",
}

const ACTIONS: Record<MailKind, string> = {
  signup: "Confirmar e-mail",
  recovery: "Redefinir senha",
  magiclink: "Entrar",
  email_change: "Confirmar novo e-mail",
  invite: "Aceitar o convite",
}

export interface EmailToken {
  otp: string
  /** What the link carries and what is stored: hex SHA-224 of email+otp, `pkce_`-prefixed for PKCE flows. */
  tokenHash: string
}

export function newEmailToken(email: string, pkce: boolean): EmailToken {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0")
  const hash = createHash("sha224")
    .update(email + otp)
    .digest("hex")
  return { otp, tokenHash: pkce ? `pkce_${hash}` : hash }
}

export const hashOtp = (email: string, otp: string) =>
  createHash("sha224")
    .update(email + otp)
    .digest("hex")

/** GoTrue's `{{ .ConfirmationURL }}`: escapes redirect_to only when it would break the query. */
export function verifyLink(
  externalUrl: string,
  token: Pick<EmailToken, "tokenHash">,
  type: MailKind,
  redirectTo: string
) {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo
  return `${externalUrl}/auth/v1/verify?token=${token.tokenHash}&type=${type}&redirect_to=${redirect}`
}

/** The Supabase CLI's file names (config.toml `[auth.email.template.<name>] content_path`). */
const TEMPLATE_FILES: Record<MailKind, string> = {
  signup: "confirmation.html",
  recovery: "recovery.html",
  magiclink: "magic_link.html",
  email_change: "email_change.html",
  invite: "invite.html",
}

/** Used when the project has no template of that kind, as GoTrue falls back to its own. */
const defaultTemplate = (kind: MailKind) =>
  [
    `<h2>${escapeHtml(SUBJECTS[kind])}</h2>`,
    `<p><a href="{{ .ConfirmationURL }}">${escapeHtml(ACTIONS[kind])}</a></p>`,
    "<p>Código: <strong>{{ .Token }}</strong></p>",
  ].join("\n")

/** The project's template for `kind` (supabase/templates/), or null; read on every send, so edits apply at once. */
async function projectTemplate(config: LocalConfig, kind: MailKind): Promise<string | null> {
  try {
    return await readFile(path.join(config.projectRoot, "supabase/templates", TEMPLATE_FILES[kind]), "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
    throw error
  }
}

/** The e-mail's HTML: the project's template, or (as GoTrue does) the default when there is none or it fails. */
async function renderMail(ctx: LocalContext, kind: MailKind, data: TemplateData) {
  const template = await projectTemplate(ctx.config, kind)
  if (template !== null) {
    try {
      return renderTemplate(template, data)
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error
      ctx.log(`supabase/templates/${TEMPLATE_FILES[kind]} not used: ${error.message}`)
    }
  }
  return renderTemplate(defaultTemplate(kind), data)
}

export interface OutgoingMail {
  to: string
  kind: MailKind
  token: EmailToken
  /** GoTrue's `{{ .ConfirmationURL }}`: the /auth/v1/verify link. */
  confirmationUrl: string
  redirectTo: string
  /** The account's address (`{{ .Email }}`); for an e-mail change, the current one. */
  email: string
  /** `{{ .NewEmail }}`, only for an e-mail change. */
  newEmail?: string
  /** `{{ .SendingTo }}`, only for an e-mail change: which of the two addresses this copy goes to. */
  sendingTo?: string
}

/**
 * "Sends" an e-mail: stored for /_outbox and printed, since nothing leaves this machine. The
 * recorded `link` is the first link of the rendered e-mail, the one a reader would open.
 */
export async function sendMail(ctx: LocalContext, q: Queryable, mail: OutgoingMail) {
  const subject = SUBJECTS[mail.kind]
  const html = await renderMail(ctx, mail.kind, {
    ConfirmationURL: mail.confirmationUrl,
    Token: mail.token.otp,
    TokenHash: mail.token.tokenHash,
    SiteURL: ctx.config.siteUrl,
    RedirectTo: mail.redirectTo,
    Email: mail.email,
    NewEmail: mail.newEmail,
    SendingTo: mail.sendingTo,
  })
  const link = firstHref(html) ?? mail.confirmationUrl
  await q.query(
    `insert into auth.local_outbox (recipient, subject, kind, link, html, otp, token_hash, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [mail.to, subject, mail.kind, link, html, mail.token.otp, mail.token.tokenHash, mail.redirectTo]
  )
  ctx.log(`e-mail (${mail.kind}) to ${mail.to}: ${link}`)
}
