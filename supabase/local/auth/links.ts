import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import { AuthError } from "./errors.ts"
import { newEmailToken, sendMail, verifyLink, type EmailToken, type MailKind } from "./mail.ts"
import { createFlow, type PkceParams } from "./pkce.ts"
import type { UserRow } from "./users.ts"

/** Where each kind of e-mail token lives on auth.users, as in GoTrue. */
export const TOKEN_COLUMNS = {
  signup: {
    token: "confirmation_token",
    sentAt: "confirmation_sent_at",
    ott: "confirmation_token",
    flow: "email/signup",
  },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at", ott: "recovery_token", flow: "recovery" },
  magiclink: { token: "recovery_token", sentAt: "recovery_sent_at", ott: "recovery_token", flow: "magiclink" },
  email_change: {
    token: "email_change_token_new",
    sentAt: "email_change_sent_at",
    ott: "email_change_token_new",
    flow: "email_change",
  },
  // GoTrue's sendInvite: the confirmation token, verified as type=invite.
  invite: { token: "confirmation_token", sentAt: "confirmation_sent_at", ott: "confirmation_token", flow: "invite" },
} as const satisfies Record<MailKind, { token: string; sentAt: string; ott: string; flow: string }>

export interface LinkRequest {
  user: UserRow
  kind: MailKind
  /** The address the mail goes to (differs from user.email only for an e-mail change). */
  email: string
  pkce: PkceParams | null
  redirectTo: string
  externalUrl: string
}

/** Stores a fresh token (and PKCE flow) for the user and returns it with its verify link. */
export async function prepareLink(q: Queryable, request: LinkRequest): Promise<{ token: EmailToken; link: string }> {
  const columns = TOKEN_COLUMNS[request.kind]
  const token = newEmailToken(request.email, request.pkce !== null)
  await q.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now() where id = $1`,
    [request.user.id, token.tokenHash]
  )
  await q.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [
    request.user.id,
    columns.ott,
  ])
  await q.query(
    "insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)",
    [request.user.id, columns.ott, token.tokenHash, request.email]
  )
  if (request.pkce) await createFlow(q, request.user.id, request.pkce, columns.flow)
  return { token, link: verifyLink(request.externalUrl, token, request.kind, request.redirectTo) }
}

/** GoTrue's per-address e-mail frequency limit (SMTP max frequency, 60 s by default). */
function checkFrequency(intervalSeconds: number, sentAt: Date | null) {
  if (!sentAt) return
  const wait = intervalSeconds * 1000 - (Date.now() - new Date(sentAt).getTime())
  if (wait > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`
    )
  }
}

/**
 * GoTrue's sendEmailChange with secure e-mail change (hosted's default,
 * GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED=true; supabase/auth internal/api/mail.go): one token
 * for the new address (email_change_token_new, hashed with the new address) and, when the account
 * has an address, one for the current one (email_change_token_current, hashed with the current
 * address); email_change_confirm_status back to 0; both mailed with the email_change template
 * (templatemailer.go EmailChangeMail, `{{ .SendingTo }}` telling them apart).
 */
async function sendEmailChange(ctx: LocalContext, q: Queryable, request: LinkRequest) {
  const { user } = request
  const newEmail = request.email
  const current = user.email ?? ""
  const pkce = request.pkce !== null
  const tokenNew = newEmailToken(newEmail, pkce)
  const tokenCurrent = current !== "" ? newEmailToken(current, pkce) : null
  await q.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, tokenNew.tokenHash, tokenCurrent?.tokenHash ?? ""]
  )
  await q.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')",
    [user.id]
  )
  const mails: { to: string; token: EmailToken; type: string }[] = [
    { to: newEmail, token: tokenNew, type: "email_change_token_new" },
  ]
  if (tokenCurrent) mails.push({ to: current, token: tokenCurrent, type: "email_change_token_current" })
  for (const mail of mails) {
    await q.query(
      "insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)",
      [user.id, mail.type, mail.token.tokenHash, mail.to]
    )
  }
  if (request.pkce) await createFlow(q, user.id, request.pkce, TOKEN_COLUMNS.email_change.flow)
  for (const mail of mails) {
    await sendMail(ctx, q, {
      to: mail.to,
      kind: "email_change",
      token: mail.token,
      confirmationUrl: verifyLink(request.externalUrl, mail.token, "email_change", request.redirectTo),
      redirectTo: request.redirectTo,
      email: current || newEmail,
      newEmail,
      sendingTo: mail.to,
    })
  }
}

export async function sendLink(ctx: LocalContext, q: Queryable, request: LinkRequest) {
  checkFrequency(ctx.config.auth.mailIntervalSeconds, request.user[TOKEN_COLUMNS[request.kind].sentAt])
  if (request.kind === "email_change") return sendEmailChange(ctx, q, request)
  const { token, link } = await prepareLink(q, request)
  await sendMail(ctx, q, {
    to: request.email,
    kind: request.kind,
    token,
    confirmationUrl: link,
    redirectTo: request.redirectTo,
    email: request.user.email ?? request.email,
  })
}
