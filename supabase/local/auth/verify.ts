import type { Queryable } from "../db.ts"
import { sendJson } from "../http.ts"
import { AuthError, badRequest, forbidden } from "./errors.ts"
import { hashOtp } from "./mail.ts"
import { issueAuthCode } from "./pkce.ts"
import { enforceRateLimit } from "./rate-limit.ts"
import { resolveRedirect } from "./redirect.ts"
import { readJson } from "./request.ts"
import { createSession, type AuthMethod, type SessionBody } from "./sessions.ts"
import type { AuthRequest } from "./types.ts"
import { confirmEmail, isBanned, type UserRow } from "./users.ts"
import { normalizeEmail } from "./validate.ts"

const VERIFY_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change", "email"] as const
type VerifyType = (typeof VERIFY_TYPES)[number]

/** Links and codes live 24 h (GoTrue's default mailer OTP expiry). */
const OTP_TTL_MS = 86_400_000

interface Candidate {
  column: "confirmation_token" | "recovery_token" | "email_change_token_new"
  sentAt: "confirmation_sent_at" | "recovery_sent_at" | "email_change_sent_at"
  flows: string[]
}

const CONFIRMATION: Candidate = {
  column: "confirmation_token",
  sentAt: "confirmation_sent_at",
  flows: ["email/signup"],
}
const RECOVERY: Candidate = { column: "recovery_token", sentAt: "recovery_sent_at", flows: ["recovery", "magiclink"] }
const EMAIL_CHANGE: Candidate = {
  column: "email_change_token_new",
  sentAt: "email_change_sent_at",
  flows: ["email_change"],
}

const CANDIDATES: Record<VerifyType, Candidate[]> = {
  signup: [CONFIRMATION],
  invite: [CONFIRMATION],
  magiclink: [RECOVERY],
  recovery: [RECOVERY],
  email_change: [EMAIL_CHANGE],
  email: [CONFIRMATION, RECOVERY],
}

const linkInvalid = () => forbidden("otp_expired", "Email link is invalid or has expired")

function parseType(value: unknown): VerifyType {
  if (typeof value !== "string" || !(VERIFY_TYPES as readonly string[]).includes(value)) {
    throw badRequest("validation_failed", "Verify requires a verification type")
  }
  return value as VerifyType
}

interface Verified {
  user: UserRow
  candidate: Candidate
  method: AuthMethod
}

type TokenMatch = { tokenHash: string } | { email: string; otp: string }

/** GoTrue's answer to the first of the two e-mail change links (internal/api/verify.go singleConfirmationAccepted). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email"

/** The first of two e-mail change links: accepted, the change still waits for the other one. */
const PENDING = "pending" as const

const EMAIL_CHANGE_TOKENS = ["email_change_token_current", "email_change_token_new"] as const

/**
 * GoTrue's emailChangeVerify with secure e-mail change (supabase/auth internal/api/verify.go):
 * while email_change_confirm_status is 0 and the account has an address, the first link (either
 * one) only clears its own token and sets the status to 1; the next one makes the change
 * (models.User.ConfirmEmailChange: e-mail switched, both tokens and the status cleared).
 */
async function consumeEmailChange(q: Queryable, match: TokenMatch): Promise<Verified | typeof PENDING | null> {
  for (const column of EMAIL_CHANGE_TOKENS) {
    const { rows } =
      "tokenHash" in match
        ? await q.query<UserRow>(`select * from auth.users where ${column} = $1 and ${column} <> ''`, [match.tokenHash])
        : await q.query<UserRow>(
            `select * from auth.users where ${column} in ($2::text, 'pkce_' || $2::text)
               and (lower(email) = $1::text or lower(email_change) = $1::text)`,
            [match.email, hashOtp(match.email, match.otp)]
          )
    const user = rows[0]
    if (!user) continue
    if (isBanned(user)) throw forbidden("user_banned", "User is banned")
    const sentAt = user.email_change_sent_at
    if (!sentAt || Date.now() - new Date(sentAt).getTime() > OTP_TTL_MS) throw linkInvalid()
    // verify.go emailChangeVerify: with status 0 and an address, any link is only the first
    // confirmation, whether or not the other token exists (admin generate_link makes one at a time).
    if ((user.email_change_confirm_status ?? 0) === 0 && user.email) {
      await q.query(
        `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
        [user.id]
      )
      await q.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [user.id, column])
      return PENDING
    }
    await q.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id]
    )
    await q.query(
      "delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')",
      [user.id]
    )
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id, user.email_change]
    )
    return { user, candidate: EMAIL_CHANGE, method: "otp" }
  }
  return null
}

/** Finds the user a token belongs to (by stored hash, or by email + OTP), applies the effect once. */
async function consumeToken(q: Queryable, type: VerifyType, match: TokenMatch): Promise<Verified | typeof PENDING> {
  if (type === "email_change") {
    const result = await consumeEmailChange(q, match)
    if (result) return result
    throw linkInvalid()
  }
  for (const candidate of CANDIDATES[type]) {
    const { rows } =
      "tokenHash" in match
        ? await q.query<UserRow>(
            `select * from auth.users where ${candidate.column} = $1 and ${candidate.column} <> ''`,
            [match.tokenHash]
          )
        : await q.query<UserRow>(
            `select * from auth.users where ${candidate.column} in ($2::text, 'pkce_' || $2::text)
               and (lower(email) = $1::text or lower(email_change) = $1::text)`,
            [match.email, hashOtp(match.email, match.otp)]
          )
    const user = rows[0]
    if (!user) continue
    // A link opened on any device now yields a session, so a ban must hold here as at sign-in.
    if (isBanned(user)) throw forbidden("user_banned", "User is banned")
    const sentAt = user[candidate.sentAt]
    if (!sentAt || Date.now() - new Date(sentAt).getTime() > OTP_TTL_MS) throw linkInvalid()
    await q.query(`update auth.users set ${candidate.column} = '', updated_at = now() where id = $1`, [user.id])
    await q.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [
      user.id,
      candidate.column,
    ])
    // Opening a recovery or magic link proves the address too.
    await confirmEmail(q, user.id)
    const method: AuthMethod = candidate === RECOVERY ? (type === "magiclink" ? "otp" : "recovery") : "otp"
    return { user, candidate, method }
  }
  throw linkInvalid()
}

function fragmentOf(params: Record<string, string>) {
  const search = new URLSearchParams(params)
  search.sort()
  return search.toString()
}

function errorRedirect(target: string, error: AuthError, pkce: boolean) {
  const name = error.status === 403 ? "access_denied" : error.status === 401 ? "unauthorized_client" : "invalid_request"
  const params = { error: name, error_code: error.code, error_description: error.message }
  const url = new URL(target)
  if (pkce) {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    url.searchParams.sort()
  }
  url.hash = fragmentOf({ ...params, sb: "" })
  return url.toString()
}

function successRedirect(target: string, session: SessionBody, type: string) {
  const url = new URL(target)
  url.hash = fragmentOf({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: "",
    token_type: "bearer",
    type,
  })
  return url.toString()
}

function redirect(h: AuthRequest, location: string) {
  h.res.statusCode = 303
  h.res.setHeader("Location", location)
  h.res.end()
}

/** The link in the e-mail: always a 303 back to the app, with tokens, a code, or an error. */
export async function verifyLink(h: AuthRequest) {
  const params = h.url.searchParams
  enforceRateLimit(h.ctx.config, "verify", [`ip:${h.ip}`])
  const target = resolveRedirect(h.ctx.config, params.get("redirect_to"))
  const tokenHash = params.get("token") ?? ""
  const pkce = tokenHash.startsWith("pkce_")
  try {
    const type = parseType(params.get("type"))
    if (!tokenHash) throw linkInvalid()
    const location = await h.ctx.db.asOwner(async (q) => {
      const verified = await consumeToken(q, type, { tokenHash })
      if (verified === PENDING) {
        // GoTrue's prepRedirectURL: the message in the fragment (and the query, for PKCE), no session.
        const url = new URL(target)
        if (pkce) {
          url.searchParams.set("message", SINGLE_CONFIRMATION_ACCEPTED)
          url.searchParams.sort()
        }
        url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: "" }).toString()
        return url.toString()
      }
      if (pkce) {
        const code = await issueAuthCode(q, verified.user.id, verified.candidate.flows)
        if (code) {
          const url = new URL(target)
          url.searchParams.set("code", code)
          url.searchParams.sort()
          return url.toString()
        }
      }
      const session = await createSession(h.ctx, q, verified.user.id, verified.method, h.meta)
      return successRedirect(target, session, type)
    })
    redirect(h, location)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    redirect(h, errorRedirect(target, error, pkce))
  }
}

/** verifyOtp: the same check as the link, answered with a session in JSON. */
export async function verifyOtp(h: AuthRequest) {
  const body = await readJson(h.req, h.ctx)
  enforceRateLimit(h.ctx.config, "verify", [`ip:${h.ip}`])
  const type = parseType(body.type)
  const tokenHash = body.token_hash
  const otp = body.token
  let match: TokenMatch
  if (typeof tokenHash === "string" && tokenHash !== "") {
    if (otp !== undefined || body.email !== undefined || body.phone !== undefined) {
      throw badRequest("validation_failed", "Only the token_hash and type should be provided")
    }
    match = { tokenHash }
  } else if (typeof otp === "string" && otp !== "") {
    match = { email: normalizeEmail(body.email), otp }
    // A 6-digit code falls to guessing spread over many addresses unless the account has its own cap.
    enforceRateLimit(h.ctx.config, "verifyAccount", [`email:${match.email}`])
  } else {
    throw badRequest("validation_failed", "Verify requires either a token or a token hash")
  }
  const session = await h.ctx.db
    .asOwner(async (q) => {
      const verified = await consumeToken(q, type, match)
      // GoTrue's verifyPost answers the first of two e-mail change confirmations with this, no session.
      if (verified === PENDING) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" }
      return createSession(h.ctx, q, verified.user.id, verified.method, h.meta)
    })
    .catch((error: unknown) => {
      // GoTrue words an invalid typed code differently from an invalid link.
      if (error instanceof AuthError && error.code === "otp_expired" && "otp" in match) {
        throw forbidden("otp_expired", "Token has expired or is invalid")
      }
      throw error
    })
  sendJson(h.res, 200, session)
}
