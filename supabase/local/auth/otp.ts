import { randomBytes } from "node:crypto"
import bcrypt from "bcryptjs"
import { sendJson } from "../http.ts"
import { verifyCaptcha } from "./captcha.ts"
import { unprocessable } from "./errors.ts"
import { sendLink } from "./links.ts"
import { pkceParams } from "./pkce.ts"
import { enforceRateLimit } from "./rate-limit.ts"
import { resolveRedirect } from "./redirect.ts"
import { isAdminClaims, optionalClaims, readJson } from "./request.ts"
import type { AuthRequest } from "./types.ts"
import { findUserByEmail, insertUser } from "./users.ts"
import { normalizeEmail, optionalObject } from "./validate.ts"

/**
 * signInWithOtp by e-mail: a magic link for a known address; for a new one (unless
 * `create_user` is false) an account without a usable password and a confirmation link.
 */
export async function otp(h: AuthRequest) {
  const { config } = h.ctx
  const body = await readJson(h.req, h.ctx)
  enforceRateLimit(config, "recover", [`ip:${h.ip}`])
  if (!isAdminClaims(await optionalClaims(h.req, h.ctx))) await verifyCaptcha(config, body, h.ip)
  if (body.email === undefined && body.phone !== undefined)
    throw unprocessable("phone_provider_disabled", "Phone logins are disabled")
  const email = normalizeEmail(body.email)
  const data = optionalObject(body.data, "data") ?? {}
  const pkce = pkceParams(body)
  const redirectTo = resolveRedirect(config, h.url.searchParams.get("redirect_to"))
  const placeholderHash = await bcrypt.hash(randomBytes(24).toString("base64url"), h.ctx.config.auth.bcryptCost)
  await h.ctx.db.asOwner(async (q) => {
    const user = await findUserByEmail(q, email)
    if (user) {
      const kind = user.email_confirmed_at ? "magiclink" : "signup"
      return sendLink(h.ctx, q, { user, kind, email, pkce, redirectTo, externalUrl: h.externalUrl })
    }
    if (body.create_user === false) throw unprocessable("otp_disabled", "Signups not allowed for otp")
    const created = await insertUser(q, { email, passwordHash: placeholderHash, userMetadata: data, confirmed: false })
    await sendLink(h.ctx, q, { user: created, kind: "signup", email, pkce, redirectTo, externalUrl: h.externalUrl })
  })
  sendJson(h.res, 200, {})
}
