import { randomBytes, randomUUID } from "node:crypto"
import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import { signJwt } from "../jwt.ts"
import { badRequest, type AuthError } from "./errors.ts"
import { findUserById, userJson, type UserRow } from "./users.ts"

export type AuthMethod = "password" | "otp" | "recovery" | "email_signup" | "pkce" | "magiclink" | "email_change"

interface SessionRow {
  id: string
  user_id: string
  aal: string | null
  created_at: Date
}

interface RefreshRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

export interface SessionMeta {
  issuer: string
  userAgent?: string
  ip?: string
}

/** Same length as GoTrue v1 refresh tokens; opaque to clients. */
const newRefreshToken = () => randomBytes(9).toString("base64url")

/** The session's authentication method and when it happened (auth.mfa_amr_claims). */
interface Amr {
  method: AuthMethod
  timestamp: number
}

async function sessionAmr(q: Queryable, sessionId: string): Promise<Amr> {
  const { rows } = await q.query<{ method: AuthMethod; timestamp: number }>(
    `select authentication_method as method, extract(epoch from created_at)::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc limit 1`,
    [sessionId]
  )
  return rows[0] ?? { method: "password", timestamp: Math.floor(Date.now() / 1000) }
}

async function accessToken(ctx: LocalContext, user: UserRow, sessionId: string, amr: Amr, issuer: string) {
  const now = Math.floor(Date.now() / 1000)
  const exp = now + ctx.config.auth.jwtExpirySeconds
  const token = await signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: user.aud ?? "authenticated",
      exp,
      iat: now,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || "authenticated",
      aal: "aal1",
      amr: [amr],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret
  )
  return { token, exp }
}

async function sessionBody(
  ctx: LocalContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
  issuer: string
) {
  const user = (await findUserById(q, userId))!
  const { token, exp } = await accessToken(ctx, user, sessionId, await sessionAmr(q, sessionId), issuer)
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.auth.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  }
}

export type SessionBody = Awaited<ReturnType<typeof sessionBody>>

/** A new server-side session with its first refresh token; records the sign-in. */
export async function createSession(
  ctx: LocalContext,
  q: Queryable,
  userId: string,
  method: AuthMethod,
  meta: SessionMeta
) {
  const sessionId = randomUUID()
  await q.query(
    "insert into auth.sessions (id, user_id, user_agent, ip, refreshed_at) values ($1, $2, $3, $4, now())",
    [sessionId, userId, meta.userAgent ?? null, meta.ip ?? null]
  )
  await q.query("insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)", [
    sessionId,
    method,
  ])
  const refreshToken = newRefreshToken()
  await q.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
    refreshToken,
    userId,
    sessionId,
  ])
  await q.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [userId])
  await q.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [
    userId,
  ])
  return sessionBody(ctx, q, userId, sessionId, refreshToken, meta.issuer)
}

/**
 * Rotation with GoTrue's reuse rules: a revoked token is still honoured within the reuse
 * interval, or when it is the parent of the active token (parallel SSR refreshes); any other
 * reuse means the token leaked, so the whole session goes.
 */
export async function refreshSession(
  ctx: LocalContext,
  q: Queryable,
  token: string,
  meta: SessionMeta
): Promise<SessionBody | AuthError> {
  const { rows } = await q.query<RefreshRow>("select * from auth.refresh_tokens where token = $1", [token])
  const current = rows[0]
  if (!current || !current.session_id)
    throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
  const sessionId = current.session_id
  const session = (await q.query<SessionRow>("select * from auth.sessions where id = $1", [sessionId])).rows[0]
  if (!session) throw badRequest("session_not_found", "Invalid Refresh Token: Session Not Found")
  const user = await findUserById(q, current.user_id)
  if (!user) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")

  if (current.revoked) {
    const active = (
      await q.query<RefreshRow>(
        "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
        [sessionId]
      )
    ).rows[0]
    if (active && active.parent === current.token) {
      await q.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [sessionId])
      return sessionBody(ctx, q, user.id, sessionId, active.token, meta.issuer)
    }
    const reuseMs = ctx.config.auth.refreshTokenReuseIntervalSeconds * 1000
    if (Date.now() - new Date(current.updated_at).getTime() > reuseMs) {
      // Returned, not thrown: the revocation must commit while the caller still gets the error.
      await q.query("delete from auth.sessions where id = $1", [sessionId])
      return badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
    }
  }

  const next = newRefreshToken()
  await q.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1 and revoked = false", [
    current.id,
  ])
  await q.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [
    next,
    user.id,
    sessionId,
    current.token,
  ])
  await q.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [sessionId])
  return sessionBody(ctx, q, user.id, sessionId, next, meta.issuer)
}

export async function sessionExists(q: Queryable, sessionId: string) {
  const { rows } = await q.query("select 1 from auth.sessions where id = $1", [sessionId])
  return rows.length > 0
}
