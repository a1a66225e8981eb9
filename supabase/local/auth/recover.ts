import { sendJson } from "../http.ts"
import { verifyCaptcha } from "./captcha.ts"
import { sendLink } from "./links.ts"
import { pkceParams } from "./pkce.ts"
import { enforceRateLimit } from "./rate-limit.ts"
import { resolveRedirect } from "./redirect.ts"
import { isAdminClaims, optionalClaims, readJson } from "./request.ts"
import type { AuthRequest } from "./types.ts"
import { findUserByEmail, type UserRow } from "./users.ts"
import { badRequest } from "./errors.ts"
import { normalizeEmail } from "./validate.ts"

export async function recover(h: AuthRequest) {
  const { config } = h.ctx
  const body = await readJson(h.req, h.ctx)
  enforceRateLimit(config, "recover", [`ip:${h.ip}`])
  if (!isAdminClaims(await optionalClaims(h.req, h.ctx))) await verifyCaptcha(config, body, h.ip)
  const email = normalizeEmail(body.email)
  const pkce = pkceParams(body)
  const redirectTo = resolveRedirect(config, h.url.searchParams.get("redirect_to"))
  await h.ctx.db.asOwner(async (q) => {
    const user = await findUserByEmail(q, email)
    // Unknown addresses get the same answer, so this cannot be used to list accounts.
    if (!user) return
    await sendLink(h.ctx, q, { user, kind: "recovery", email, pkce, redirectTo, externalUrl: h.externalUrl })
  })
  sendJson(h.res, 200, {})
}

/** resend: another confirmation (or e-mail change) mail, under the same 60 s per-address limit. */
export async function resend(h: AuthRequest) {
  const { config } = h.ctx
  const body = await readJson(h.req, h.ctx)
  enforceRateLimit(config, "signup", [`ip:${h.ip}`])
  if (!isAdminClaims(await optionalClaims(h.req, h.ctx))) await verifyCaptcha(config, body, h.ip)
  if (body.type !== "signup" && body.type !== "email_change")
    throw badRequest("validation_failed", "Missing one of these types: signup, email_change")
  const kind = body.type
  const email = normalizeEmail(body.email)
  const pkce = pkceParams(body)
  const redirectTo = resolveRedirect(config, h.url.searchParams.get("redirect_to"))
  await h.ctx.db.asOwner(async (q) => {
    const user =
      kind === "signup"
        ? await findUserByEmail(q, email)
        : (await q.query<UserRow>("select * from auth.users where lower(email_change) = $1 limit 1", [email])).rows[0]
    if (!user || (kind === "signup" && user.email_confirmed_at)) return
    await sendLink(h.ctx, q, { user, kind, email, pkce, redirectTo, externalUrl: h.externalUrl })
  })
  sendJson(h.res, 200, {})
}
