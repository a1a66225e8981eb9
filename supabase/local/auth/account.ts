import bcrypt from "bcryptjs"
import type { Queryable } from "../db.ts"
import { sendJson } from "../http.ts"
import type { Claims } from "../jwt.ts"
import { badRequest, forbidden, unprocessable } from "./errors.ts"
import { sendLink } from "./links.ts"
import { pkceParams } from "./pkce.ts"
import { resolveRedirect } from "./redirect.ts"
import { readJson, requireClaims } from "./request.ts"
import { sessionExists } from "./sessions.ts"
import type { AuthRequest } from "./types.ts"
import { findUserByEmail, findUserById, mergeMetadata, userJson, type UserRow } from "./users.ts"
import { checkPassword, isUuid, normalizeEmail, optionalObject } from "./validate.ts"

interface Caller {
  claims: Claims
  user: UserRow
  sessionId: string | null
}

/** GoTrue's requireAuthentication: a valid JWT whose user and session still exist. */
async function loadCaller(q: Queryable, claims: Claims): Promise<Caller> {
  const sub = claims.sub
  if (typeof sub !== "string" || sub === "") throw forbidden("bad_jwt", "invalid claim: missing sub claim")
  if (!isUuid(sub)) throw forbidden("bad_jwt", "invalid claim: sub claim must be a UUID")
  const user = await findUserById(q, sub)
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist")
  const sessionId = typeof claims.session_id === "string" && claims.session_id !== "" ? claims.session_id : null
  if (sessionId && (!isUuid(sessionId) || !(await sessionExists(q, sessionId)))) {
    throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist")
  }
  return { claims, user, sessionId }
}

export async function getUser(h: AuthRequest) {
  const claims = await requireClaims(h.req, h.ctx)
  const body = await h.ctx.db.asOwner(async (q) => userJson(q, (await loadCaller(q, claims)).user))
  sendJson(h.res, 200, body)
}

export async function updateUser(h: AuthRequest) {
  const { config } = h.ctx
  const claims = await requireClaims(h.req, h.ctx)
  const body = await readJson(h.req, h.ctx)
  if (body.app_metadata !== undefined) throw forbidden("not_admin", "Updating app_metadata requires admin privileges")
  const data = optionalObject(body.data, "data")
  const password =
    body.password === undefined || body.password === null ? undefined : checkPassword(body.password, config)
  const newEmail =
    body.email === undefined || body.email === null || body.email === "" ? undefined : normalizeEmail(body.email)
  if (body.phone !== undefined && body.phone !== null && body.phone !== "") {
    throw unprocessable("phone_provider_disabled", "Phone changes are disabled")
  }
  const pkce = pkceParams(body)
  const redirectTo = resolveRedirect(config, h.url.searchParams.get("redirect_to"))

  const caller = await h.ctx.db.asOwner((q) => loadCaller(q, claims))
  let passwordHash: string | undefined
  if (password !== undefined) {
    const current = caller.user.encrypted_password
    if (current && (await bcrypt.compare(password, current).catch(() => false))) {
      throw unprocessable("same_password", "New password should be different from the old password.")
    }
    passwordHash = await bcrypt.hash(password, h.ctx.config.auth.bcryptCost)
  }

  const result = await h.ctx.db.asOwner(async (q) => {
    const { user, sessionId } = await loadCaller(q, claims)
    if (data) {
      await q.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
        user.id,
        mergeMetadata(user.raw_user_meta_data, data),
      ])
    }
    if (passwordHash) {
      await q.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        user.id,
        passwordHash,
      ])
      // A changed password must end every other device's session; this one stays signed in.
      await q.query("delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)", [
        user.id,
        sessionId,
      ])
    }
    if (newEmail && newEmail !== user.email) {
      const taken = await findUserByEmail(q, newEmail)
      if (taken && taken.id !== user.id) {
        throw unprocessable("email_exists", "A user with this email address has already been registered")
      }
      await q.query("update auth.users set email_change = $2 where id = $1", [user.id, newEmail])
      const fresh = (await findUserById(q, user.id))!
      await sendLink(h.ctx, q, {
        user: fresh,
        kind: "email_change",
        email: newEmail,
        pkce,
        redirectTo,
        externalUrl: h.externalUrl,
      })
    }
    return userJson(q, (await findUserById(q, user.id))!)
  })
  sendJson(h.res, 200, result)
}

export async function logout(h: AuthRequest) {
  const claims = await requireClaims(h.req, h.ctx)
  const scope = h.url.searchParams.get("scope") ?? "global"
  if (!["global", "local", "others"].includes(scope)) throw badRequest("validation_failed", "Unsupported logout scope")
  await h.ctx.db.asOwner(async (q) => {
    const { user, sessionId } = await loadCaller(q, claims)
    if (scope === "global" || !sessionId) await q.query("delete from auth.sessions where user_id = $1", [user.id])
    else if (scope === "local") await q.query("delete from auth.sessions where id = $1", [sessionId])
    else await q.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId])
  })
  h.res.statusCode = 204
  h.res.end()
}
