import { randomBytes, randomInt } from "node:crypto"
import bcrypt from "bcryptjs"
import type { Queryable } from "../db.ts"
import { sendJson } from "../http.ts"
import { AuthError, badRequest, unprocessable } from "./errors.ts"
import { prepareLink, sendLink } from "./links.ts"
import { hashOtp, verifyLink, type MailKind } from "./mail.ts"
import { resolveRedirect } from "./redirect.ts"
import { readJson, requireAdmin, requireClaims, type Json } from "./request.ts"
import type { AuthRequest } from "./types.ts"
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  mergeMetadata,
  userJson,
  type UserJson,
  type UserRow,
} from "./users.ts"
import { checkPassword, isUuid, normalizeEmail, optionalObject, optionalString } from "./validate.ts"

const notFound = () => new AuthError(404, "user_not_found", "User not found")

/** Go durations as GoTrue's ban_duration takes them ("24h", "90m", "1h30m"); "none" lifts a ban. */
function banUntil(value: unknown): Date | null | undefined {
  if (value === undefined) return undefined
  if (value === "none") return null
  const text = typeof value === "string" ? value : ""
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)]
  if (!text || parts.map((part) => part[0]).join("") !== text)
    throw badRequest("validation_failed", "invalid format for ban duration")
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 } as const
  const ms = parts.reduce((total, part) => total + Number(part[1]) * unit[part[2] as keyof typeof unit], 0)
  return new Date(Date.now() + ms)
}

async function hashOf(body: Json, h: AuthRequest): Promise<string | undefined> {
  if (body.password === undefined || body.password === null) return undefined
  return bcrypt.hash(checkPassword(body.password, h.ctx.config), h.ctx.config.auth.bcryptCost)
}

async function requireUser(q: Queryable, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw new AuthError(404, "validation_failed", "user_id must be an UUID")
  const user = await findUserById(q, id)
  if (!user) throw notFound()
  return user
}

async function listUsers(h: AuthRequest) {
  const page = Math.max(1, Number.parseInt(h.url.searchParams.get("page") ?? "1", 10) || 1)
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(h.url.searchParams.get("per_page") ?? "50", 10) || 50))
  const { users, total } = await h.ctx.db.asOwner(async (q) => {
    const count = await q.query<{ n: number }>("select count(*)::int as n from auth.users")
    const { rows } = await q.query<UserRow>(
      "select * from auth.users order by created_at desc, id limit $1 offset $2",
      [perPage, (page - 1) * perPage]
    )
    // One connection: build the users one after the other rather than racing queries on it.
    const users: UserJson[] = []
    for (const row of rows) users.push(await userJson(q, row))
    return { users, total: count.rows[0]?.n ?? 0 }
  })
  const last = Math.max(1, Math.ceil(total / perPage))
  const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`]
  if (page < last) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
  sendJson(h.res, 200, { users, aud: "authenticated" }, { "X-Total-Count": String(total), Link: links.join(", ") })
}

async function createUser(h: AuthRequest) {
  const body = await readJson(h.req, h.ctx)
  if (body.email === undefined && body.phone !== undefined)
    throw unprocessable("phone_provider_disabled", "Phone users are not supported locally")
  const email = normalizeEmail(body.email)
  const userMetadata = optionalObject(body.user_metadata, "user_metadata") ?? {}
  const appMetadata = optionalObject(body.app_metadata, "app_metadata") ?? {}
  const role = optionalString(body.role, "role")
  const id = optionalString(body.id, "id")
  if (id !== undefined && !isUuid(id)) throw badRequest("validation_failed", "id must be an UUID")
  const bannedUntil = banUntil(body.ban_duration)
  const passwordHash =
    (await hashOf(body, h)) ?? (await bcrypt.hash(randomBytes(24).toString("base64url"), h.ctx.config.auth.bcryptCost))
  const user = await h.ctx.db.asOwner(async (q) => {
    if (await findUserByEmail(q, email))
      throw unprocessable("email_exists", "A user with this email address has already been registered")
    const created = await insertUser(q, {
      email,
      passwordHash,
      userMetadata,
      appMetadata,
      role,
      id,
      confirmed: body.email_confirm === true,
    })
    if (body.email_confirm === true) await confirmEmail(q, created.id)
    if (bannedUntil !== undefined)
      await q.query("update auth.users set banned_until = $2 where id = $1", [created.id, bannedUntil])
    return userJson(q, (await findUserById(q, created.id))!)
  })
  sendJson(h.res, 200, user)
}

async function updateUserById(h: AuthRequest, id: string) {
  const body = await readJson(h.req, h.ctx)
  const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email)
  const userMetadata = optionalObject(body.user_metadata, "user_metadata")
  const appMetadata = optionalObject(body.app_metadata, "app_metadata")
  const role = optionalString(body.role, "role")
  const bannedUntil = banUntil(body.ban_duration)
  const passwordHash = await hashOf(body, h)
  const user = await h.ctx.db.asOwner(async (q) => {
    const user = await requireUser(q, id)
    if (email && email !== user.email) {
      const taken = await findUserByEmail(q, email)
      if (taken && taken.id !== user.id)
        throw unprocessable("email_exists", "A user with this email address has already been registered")
      await q.query("update auth.users set email = $2, updated_at = now() where id = $1", [id, email])
      await q.query(
        "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'",
        [id, email]
      )
    }
    if (userMetadata) {
      await q.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
        id,
        mergeMetadata(user.raw_user_meta_data, userMetadata),
      ])
    }
    if (appMetadata) {
      await q.query("update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1", [
        id,
        mergeMetadata(user.raw_app_meta_data, appMetadata),
      ])
    }
    if (role !== undefined)
      await q.query("update auth.users set role = $2, updated_at = now() where id = $1", [id, role])
    if (body.email_confirm === true) await confirmEmail(q, id)
    if (bannedUntil !== undefined)
      await q.query("update auth.users set banned_until = $2 where id = $1", [id, bannedUntil])
    if (passwordHash) {
      await q.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
        id,
        passwordHash,
      ])
      await q.query("delete from auth.sessions where user_id = $1", [id])
    }
    if (bannedUntil) await q.query("delete from auth.sessions where user_id = $1", [id])
    return userJson(q, (await findUserById(q, id))!)
  })
  sendJson(h.res, 200, user)
}

async function deleteUser(h: AuthRequest, id: string) {
  const body = await readJson(h.req, h.ctx)
  await h.ctx.db.asOwner(async (q) => {
    await requireUser(q, id)
    await q.query("delete from auth.flow_state where user_id = $1", [id])
    if (body.should_soft_delete === true) {
      // Soft delete as GoTrue does it: the row stays for foreign keys, but can never sign in again.
      await q.query("delete from auth.sessions where user_id = $1", [id])
      await q.query("delete from auth.identities where user_id = $1", [id])
      await q.query(
        "update auth.users set deleted_at = now(), email = null, encrypted_password = '', raw_app_meta_data = '{}', raw_user_meta_data = '{}' where id = $1",
        [id]
      )
    } else {
      await q.query("delete from auth.users where id = $1", [id])
    }
  })
  sendJson(h.res, 200, {})
}

const LINK_TYPES = ["signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"] as const

/**
 * generate_link for `email_change_current` / `email_change_new`, as GoTrue's GenerateLink (supabase/auth
 * internal/api/mail.go): the user must exist (404 "User with this email not found") and new_email
 * be free (422 email_exists); it sets email_change, email_change_sent_at and the confirm status
 * back to 0, and ONE token, the current address's (hash of the current address + OTP) or the new
 * one's (hash of the new address + OTP), keeping the other as it was: a secure change made this way
 * needs both calls and both links (verify.go emailChangeVerify). The action link carries the stored
 * token (templatemailer.go GetEmailActionLink, type=email_change); `hashed_token` is the hash of
 * the current address + OTP in both cases, as mail.go computes it before choosing the type.
 */
async function generateEmailChangeLink(
  h: AuthRequest,
  type: "email_change_current" | "email_change_new",
  email: string,
  body: Json,
  redirectTo: string
) {
  const newEmail = normalizeEmail(body.new_email)
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0")
  const column = type === "email_change_current" ? "email_change_token_current" : "email_change_token_new"
  const stored = hashOtp(type === "email_change_current" ? email : newEmail, otp)
  return h.ctx.db.asOwner(async (q) => {
    const user = await findUserByEmail(q, email)
    if (!user) throw new AuthError(404, "user_not_found", "User with this email not found")
    const taken = await findUserByEmail(q, newEmail)
    if (taken && taken.id !== user.id)
      throw unprocessable("email_exists", "A user with this email address has already been registered")
    await q.query(
      `update auth.users set email_change = $2, ${column} = $3, email_change_sent_at = now(),
         email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, newEmail, stored]
    )
    await q.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [user.id, column])
    await q.query(
      "insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)",
      [user.id, column, stored, type === "email_change_current" ? email : newEmail]
    )
    const fresh = (await findUserById(q, user.id))!
    return {
      ...(await userJson(q, fresh)),
      action_link: verifyLink(h.externalUrl, { tokenHash: stored }, "email_change", redirectTo),
      email_otp: otp,
      hashed_token: hashOtp(email, otp),
      redirect_to: redirectTo,
      verification_type: type,
    }
  })
}

/** generate_link: the same token an e-mail would carry, returned instead of sent. */
async function generateLink(h: AuthRequest) {
  const body = await readJson(h.req, h.ctx)
  const type = body.type
  if (typeof type !== "string" || !(LINK_TYPES as readonly string[]).includes(type)) {
    throw badRequest("validation_failed", "Invalid email action link type requested")
  }
  const email = normalizeEmail(body.email)
  const data = optionalObject(body.data, "data") ?? {}
  // auth-js sends it as the redirect_to query parameter; older callers put it in the body.
  const redirectTo = resolveRedirect(
    h.ctx.config,
    h.url.searchParams.get("redirect_to") ?? optionalString(body.redirect_to, "redirect_to")
  )
  if (type === "email_change_current" || type === "email_change_new")
    return sendJson(h.res, 200, await generateEmailChangeLink(h, type, email, body, redirectTo))
  const passwordHash =
    type === "signup"
      ? ((await hashOf(body, h)) ?? null)
      : type === "invite"
        ? await bcrypt.hash(randomBytes(24).toString("base64url"), h.ctx.config.auth.bcryptCost)
        : null
  if (type === "signup" && !passwordHash) throw unprocessable("validation_failed", "Signup requires a valid password")
  const result = await h.ctx.db.asOwner(async (q) => {
    let user = await findUserByEmail(q, email)
    if (type === "signup" || type === "invite") {
      if (user?.email_confirmed_at)
        throw unprocessable("email_exists", "A user with this email address has already been registered")
      user ??= await insertUser(q, { email, passwordHash: passwordHash!, userMetadata: data, confirmed: false })
      if (type === "invite") await q.query("update auth.users set invited_at = now() where id = $1", [user.id])
    }
    if (!user) throw notFound()
    const kind: MailKind = type === "invite" ? "signup" : (type as MailKind)
    const { token, link } = await prepareLink(q, {
      user,
      kind,
      email,
      pkce: null,
      redirectTo,
      externalUrl: h.externalUrl,
    })
    const fresh = (await findUserById(q, user.id))!
    return {
      ...(await userJson(q, fresh)),
      action_link: type === "invite" ? link.replace("&type=signup&", "&type=invite&") : link,
      email_otp: token.otp,
      hashed_token: token.tokenHash,
      redirect_to: redirectTo,
      verification_type: type,
    }
  })
  sendJson(h.res, 200, result)
}

/**
 * POST /invite (auth-js `auth.admin.inviteUserByEmail`), as GoTrue's Invite (supabase/auth
 * internal/api/invite.go, behind requireAdminCredentials): creates the user without a usable
 * password (or reuses an unconfirmed one), mails the invite template with a confirmation token
 * verified as type=invite, and answers the user; a confirmed address is `email_exists` 422.
 */
export async function invite(h: AuthRequest) {
  requireAdmin(await requireClaims(h.req, h.ctx))
  const body = await readJson(h.req, h.ctx)
  const email = normalizeEmail(body.email)
  const data = optionalObject(body.data, "data") ?? {}
  const redirectTo = resolveRedirect(h.ctx.config, h.url.searchParams.get("redirect_to"))
  const result = await h.ctx.db.asOwner(async (q) => {
    let user = await findUserByEmail(q, email)
    if (user?.email_confirmed_at)
      throw unprocessable("email_exists", "A user with this email address has already been registered")
    // No password until she chooses one: GoTrue's models.NewUser stores an empty hash when the
    // password is "" (Invite passes none), which no sign-in matches (token.ts). Hashing a random
    // one instead cost a bcrypt round per invitation, minutes for a spreadsheet of members.
    user ??= await insertUser(q, { email, passwordHash: "", userMetadata: data, confirmed: false })
    await sendLink(h.ctx, q, { user, kind: "invite", email, pkce: null, redirectTo, externalUrl: h.externalUrl })
    await q.query("update auth.users set invited_at = now() where id = $1", [user.id])
    return userJson(q, (await findUserById(q, user.id))!)
  })
  sendJson(h.res, 200, result)
}

export async function admin(h: AuthRequest, path: string) {
  requireAdmin(await requireClaims(h.req, h.ctx))
  const method = h.req.method ?? "GET"
  if (path === "/admin/users") {
    if (method === "GET") return listUsers(h)
    if (method === "POST") return createUser(h)
  } else if (path === "/admin/generate_link" && method === "POST") {
    return generateLink(h)
  } else {
    const match = /^\/admin\/users\/([^/]+)$/.exec(path)
    if (match) {
      const id = safeDecode(match[1]!)
      if (method === "GET")
        return sendJson(h.res, 200, await h.ctx.db.asOwner(async (q) => userJson(q, await requireUser(q, id))))
      if (method === "PUT") return updateUserById(h, id)
      if (method === "DELETE") return deleteUser(h, id)
    }
  }
  throw new AuthError(404, "not_found", "Not found")
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
