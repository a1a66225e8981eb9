import { createHash, randomInt } from "node:crypto"
import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import { escapeHtml } from "../http.ts"

export type MailKind = "signup" | "recovery" | "magiclink" | "email_change"

const SUBJECTS: Record<MailKind, string> = {
  signup: "Confirme seu cadastro",
  recovery: "Redefina sua senha",
  magiclink: "Seu link de acesso",
  email_change: "Confirme a alteração de e-mail",
}

const ACTIONS: Record<MailKind, string> = {
  signup: "Confirmar e-mail",
  recovery: "Redefinir senha",
  magiclink: "Entrar",
  email_change: "Confirmar novo e-mail",
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

/** GoTrue's default template link: escapes redirect_to only when it would break the query. */
export function verifyLink(externalUrl: string, token: EmailToken, type: MailKind, redirectTo: string) {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo
  return `${externalUrl}/auth/v1/verify?token=${token.tokenHash}&type=${type}&redirect_to=${redirect}`
}

/** "Sends" an e-mail: stored for /_outbox and printed, since nothing leaves this machine. */
export async function sendMail(
  ctx: LocalContext,
  q: Queryable,
  mail: { to: string; kind: MailKind; link: string; token: EmailToken; redirectTo: string }
) {
  const subject = SUBJECTS[mail.kind]
  const html = [
    `<h2>${escapeHtml(subject)}</h2>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(ACTIONS[mail.kind])}</a></p>`,
    `<p>Código: <strong>${escapeHtml(mail.token.otp)}</strong></p>`,
  ].join("\n")
  await q.query(
    `insert into auth.local_outbox (recipient, subject, kind, link, html, otp, token_hash, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [mail.to, subject, mail.kind, mail.link, html, mail.token.otp, mail.token.tokenHash, mail.redirectTo]
  )
  ctx.log(`e-mail (${mail.kind}) to ${mail.to}: ${mail.link}`)
}
