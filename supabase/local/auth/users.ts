import { randomUUID } from "node:crypto"
import type { Queryable } from "../db.ts"

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  phone: string | null
  phone_confirmed_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

export type UserJson = Record<string, unknown>

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined)

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>("select * from auth.users where id = $1", [id])
  return rows[0] ?? null
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1",
    [email]
  )
  return rows[0] ?? null
}

export interface NewUser {
  email: string
  passwordHash: string
  userMetadata: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  confirmed: boolean
  role?: string
  id?: string
}

/** Plain INSERTs so the app's triggers on auth.users (profiles) fire as they do on hosted. */
export async function insertUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID()
  const appMetadata = { provider: "email", providers: ["email"], ...input.appMetadata }
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5::boolean then now() end, $6, $7, now(), now())
     returning *`,
    [
      id,
      input.role ?? "authenticated",
      input.email,
      input.passwordHash,
      input.confirmed,
      appMetadata,
      input.userMetadata,
    ]
  )
  const identityData = {
    ...input.userMetadata,
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  }
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, identityData]
  )
  return rows[0]!
}

/** Marks the e-mail verified in the user and identity, as GoTrue does on confirmation. */
export async function confirmEmail(q: Queryable, userId: string) {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId]
  )
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId]
  )
}

/** Top-level merge where `null` deletes a key (GoTrue's metadata update rule). */
export function mergeMetadata(base: Record<string, unknown> | null, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

export async function userJson(q: Queryable, user: UserRow): Promise<UserJson> {
  const { rows } = await q.query<IdentityRow>("select * from auth.identities where user_id = $1 order by created_at", [
    user.id,
  ])
  const identities = rows.map((identity) => ({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }))
  const json: UserJson = {
    id: user.id,
    aud: user.aud ?? "authenticated",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  }
  // omitempty, like GoTrue's encoder: JSON.stringify drops undefined values.
  return JSON.parse(JSON.stringify(json)) as UserJson
}

/** The decoy GoTrue returns for a taken, confirmed address so sign-up cannot enumerate users. */
export function obfuscatedUser(email: string, userMetadata: Record<string, unknown>): UserJson {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export const isBanned = (user: UserRow) =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now()
