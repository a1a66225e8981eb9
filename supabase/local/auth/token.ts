import bcrypt from "bcryptjs"
import { sendJson } from "../http.ts"
import { verifyCaptcha } from "./captcha.ts"
import { AuthError, badRequest } from "./errors.ts"
import { exchangeCode } from "./pkce.ts"
import { enforceRateLimit } from "./rate-limit.ts"
import { isAdminClaims, optionalClaims, readJson } from "./request.ts"
import { createSession, refreshSession } from "./sessions.ts"
import type { AuthRequest } from "./types.ts"
import { findUserByEmail, isBanned } from "./users.ts"
import { normalizeEmail } from "./validate.ts"

// Compared against when the address is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", 10)

const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials")

async function passwordGrant(h: AuthRequest) {
  const { config } = h.ctx
  const body = await readJson(h.req, h.ctx)
  if (body.phone !== undefined && body.email === undefined)
    throw badRequest("phone_provider_disabled", "Phone logins are disabled")
  const email = normalizeEmail(body.email)
  // Keyed on the client address (and address + e-mail), never the e-mail alone, as hosted GoTrue
  // keys its /token limit on the address: a bucket per e-mail would let wrong passwords sent from
  // anywhere lock the owner out of her own account (issue #32).
  enforceRateLimit(config, "signin", [`ip:${h.ip}`, `ip-email:${h.ip}|${email}`])
  if (!isAdminClaims(await optionalClaims(h.req, h.ctx))) await verifyCaptcha(config, body, h.ip)
  const password = body.password
  if (typeof password !== "string" || password === "") throw invalidCredentials()

  const user = await h.ctx.db.asOwner((q) => findUserByEmail(q, email))
  const hash = user?.encrypted_password || DUMMY_HASH
  // bcrypt ignores bytes past 72; refusing them keeps "same prefix" passwords from matching.
  const matches = Buffer.byteLength(password) <= 72 && (await bcrypt.compare(password, hash).catch(() => false))
  if (!user || !user.encrypted_password || !matches) throw invalidCredentials()
  if (isBanned(user)) throw badRequest("user_banned", "User is banned")
  if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed")

  const session = await h.ctx.db.asOwner((q) => createSession(h.ctx, q, user.id, "password", h.meta))
  const min = config.auth.minPasswordLength
  const weak =
    [...password].length < min
      ? { weak_password: { message: `Password should be at least ${min} characters.`, reasons: ["length"] } }
      : {}
  return { ...session, ...weak }
}

async function refreshGrant(h: AuthRequest) {
  const body = await readJson(h.req, h.ctx)
  const token = body.refresh_token
  if (typeof token !== "string" || token === "") throw badRequest("validation_failed", "refresh_token required")
  const result = await h.ctx.db.asOwner((q) => refreshSession(h.ctx, q, token, h.meta))
  if (result instanceof AuthError) throw result
  return result
}

async function pkceGrant(h: AuthRequest) {
  const body = await readJson(h.req, h.ctx)
  return h.ctx.db.asOwner((q) => exchangeCode(h.ctx, q, body, h.meta))
}

export async function token(h: AuthRequest) {
  const grant = h.url.searchParams.get("grant_type")
  const session =
    grant === "password"
      ? await passwordGrant(h)
      : grant === "refresh_token"
        ? await refreshGrant(h)
        : grant === "pkce"
          ? await pkceGrant(h)
          : null
  if (!session) throw badRequest("invalid_credentials", "unsupported_grant_type")
  sendJson(h.res, 200, session)
}
