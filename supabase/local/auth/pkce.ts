import { createHash, randomUUID } from "node:crypto"
import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import { AuthError, badRequest } from "./errors.ts"
import type { Json } from "./request.ts"
import { createSession, type AuthMethod, type SessionMeta } from "./sessions.ts"
import { confirmEmail } from "./users.ts"

export interface PkceParams {
  challenge: string
  method: "s256" | "plain"
}

interface FlowRow {
  id: string
  user_id: string | null
  auth_code: string
  code_challenge_method: string
  code_challenge: string
  authentication_method: string
  auth_code_issued_at: Date | null
  created_at: Date
}

/**
 * Upstream expires a flow 300 s after it is created, which breaks a confirmation e-mail opened
 * later. Locally the 300 s start when the link is clicked (the code is issued): the code is still
 * short-lived, but reading the outbox after a coffee still works.
 */
const FLOW_TTL_MS = 300_000

/** `null` for the implicit flow; validates the pair the way GoTrue does when either is present. */
export function pkceParams(body: Json): PkceParams | null {
  const challenge = body.code_challenge
  const method = body.code_challenge_method
  if (
    (challenge === undefined || challenge === null || challenge === "") &&
    (method === undefined || method === null || method === "")
  ) {
    return null
  }
  if (typeof challenge !== "string" || typeof method !== "string") {
    throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge")
  }
  const normalized = method.toLowerCase()
  if (normalized !== "s256" && normalized !== "plain") {
    throw badRequest("validation_failed", "code challenge method not supported")
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) throw badRequest("validation_failed", "invalid code challenge")
  return { challenge, method: normalized }
}

export async function createFlow(q: Queryable, userId: string, pkce: PkceParams, authenticationMethod: string) {
  // Flows whose e-mail link has expired can never complete; drop them as new ones arrive.
  await q.query("delete from auth.flow_state where created_at < now() - interval '1 day'")
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod]
  )
}

/** Issues the auth code of the user's latest flow of that kind (the link was clicked). */
export async function issueAuthCode(
  q: Queryable,
  userId: string,
  authenticationMethods: string[]
): Promise<string | null> {
  const { rows } = await q.query<FlowRow>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = any($2::text[])
                 order by created_at desc limit 1)
     returning *`,
    [userId, authenticationMethods]
  )
  return rows[0]?.auth_code ?? null
}

const METHODS: Record<string, AuthMethod> = {
  "email/signup": "otp",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
}

export async function exchangeCode(ctx: LocalContext, q: Queryable, body: Json, meta: SessionMeta) {
  const authCode = body.auth_code
  const verifier = body.code_verifier
  if (typeof authCode !== "string" || authCode === "" || typeof verifier !== "string" || verifier === "") {
    throw badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty")
  }
  const { rows } = await q.query<FlowRow>("select * from auth.flow_state where auth_code = $1", [authCode])
  const flow = rows[0]
  if (!flow || !flow.user_id || !flow.auth_code_issued_at)
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found")
  if (Date.now() - new Date(flow.auth_code_issued_at).getTime() > FLOW_TTL_MS) {
    await q.query("delete from auth.flow_state where id = $1", [flow.id])
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired")
  }
  const expected =
    flow.code_challenge_method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier
  if (expected !== flow.code_challenge) {
    throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier")
  }
  await q.query("delete from auth.flow_state where id = $1", [flow.id])
  if (flow.authentication_method === "email/signup") await confirmEmail(q, flow.user_id)
  return createSession(ctx, q, flow.user_id, METHODS[flow.authentication_method] ?? "pkce", meta)
}
