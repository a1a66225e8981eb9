import bcrypt from "bcryptjs"
import { sendJson } from "../http.ts"
import { refuseAnonymousSignup } from "./anonymous.ts"
import { verifyCaptcha } from "./captcha.ts"
import { unprocessable } from "./errors.ts"
import { sendLink } from "./links.ts"
import { pkceParams } from "./pkce.ts"
import { enforceRateLimit } from "./rate-limit.ts"
import { resolveRedirect } from "./redirect.ts"
import { isAdminClaims, optionalClaims, readJson } from "./request.ts"
import { createSession } from "./sessions.ts"
import type { AuthRequest } from "./types.ts"
import { confirmEmail, findUserByEmail, findUserById, insertUser, obfuscatedUser, userJson } from "./users.ts"
import { checkPassword, normalizeEmail, optionalObject } from "./validate.ts"

export async function signup(h: AuthRequest) {
  const { config } = h.ctx
  const body = await readJson(h.req, h.ctx)
  enforceRateLimit(config, "signup", [`ip:${h.ip}`])
  if (!isAdminClaims(await optionalClaims(h.req, h.ctx))) await verifyCaptcha(config, body, h.ip)
  refuseAnonymousSignup(body)
  if (body.email === undefined && body.phone !== undefined)
    throw unprocessable("phone_provider_disabled", "Phone signups are disabled")
  if (body.password === undefined || body.password === null || body.password === "") {
    throw unprocessable("validation_failed", "Signup requires a valid password")
  }
  const password = checkPassword(body.password, config)
  const email = normalizeEmail(body.email)
  const data = optionalObject(body.data, "data") ?? {}
  const pkce = pkceParams(body)
  const redirectTo = resolveRedirect(config, h.url.searchParams.get("redirect_to"))
  const passwordHash = await bcrypt.hash(password, h.ctx.config.auth.bcryptCost)

  const result = await h.ctx.db.asOwner(async (q) => {
    let user = await findUserByEmail(q, email)
    // With autoconfirm any existing row is "taken": confirming it here would hand out a
    // session for an account whose password this request never proved.
    if (user && config.auth.autoconfirm) throw unprocessable("user_already_exists", "User already registered")
    if (user?.email_confirmed_at) return obfuscatedUser(email, data)
    user ??= await insertUser(q, { email, passwordHash, userMetadata: data, confirmed: false })
    if (config.auth.autoconfirm) {
      await confirmEmail(q, user.id)
      return createSession(h.ctx, q, user.id, "password", h.meta)
    }
    await sendLink(h.ctx, q, { user, kind: "signup", email, pkce, redirectTo, externalUrl: h.externalUrl })
    return userJson(q, (await findUserById(q, user.id))!)
  })
  sendJson(h.res, 200, result)
}
