import type { IncomingMessage, ServerResponse } from "node:http"
import { jwtVerify } from "jose"
import type { LocalContext } from "../context.ts"
import type { Queryable } from "../db.ts"
import type { Claims } from "../jwt.ts"
import { ERRORS, StorageError } from "./errors.ts"

/** Who is calling: `authenticated` is Storage's `isAuthenticated` (any valid JWT, the anon key too). */
export interface Caller {
  role: string
  claims: Claims
  authenticated: boolean
  /** Storage's `owner`: the JWT's `sub`, written to owner/owner_id. */
  sub: string | undefined
}

/** One request to /storage/v1: what every route handler receives. */
export interface StorageRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  ctx: LocalContext
  /** The verified caller, or an anonymous one when the route allows an invalid or missing token. */
  caller: (options?: { allowInvalid?: boolean }) => Promise<Caller>
}

const ROLES = new Set(["anon", "authenticated", "service_role"])
const ANONYMOUS: Caller = { role: "anon", claims: { role: "anon" }, authenticated: false, sub: undefined }
const SERVICE: Caller = { role: "service_role", claims: { role: "service_role" }, authenticated: true, sub: undefined }

export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Storage reads the Bearer token (the gateway in front of it turns a lone `apikey` into one). A
 * request with no key at all is `anon` here, as everywhere on this server; a bad token is refused
 * with jose's own message, as Storage does, unless the route serves public files to anyone.
 */
export async function authenticate(req: IncomingMessage, secret: string, allowInvalid: boolean): Promise<Caller> {
  const bearer = /^Bearer\s+(.*)$/i.exec(header(req, "authorization")?.trim() ?? "")?.[1]?.trim()
  const token = bearer || header(req, "apikey")
  if (!token) return ANONYMOUS
  let claims: Claims
  try {
    claims = (await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] })).payload as Claims
  } catch (error) {
    if (allowInvalid) return ANONYMOUS
    throw ERRORS.accessDenied(error instanceof Error ? error.message : "Invalid JWT")
  }
  const role = typeof claims.role === "string" && claims.role ? claims.role : "anon"
  if (!ROLES.has(role)) throw ERRORS.accessDenied(`permission denied to set role "${role}"`)
  return { role, claims, authenticated: true, sub: typeof claims.sub === "string" ? claims.sub : undefined }
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value
  }
  return headers
}

/**
 * One transaction as `caller`, set up as Storage scopes its connections: PostgREST's role and
 * claims, plus `storage.operation` and the flag that lets the API (and only it) delete rows.
 */
export function runAs<T>(
  s: StorageRequest,
  caller: Caller,
  operation: string,
  fn: (q: Queryable) => Promise<T>,
  options: { rollback?: boolean; readOnly?: boolean } = {}
): Promise<T> {
  return s.ctx.db.withRequest(
    {
      role: caller.role,
      claims: caller.claims,
      method: s.req.method,
      path: s.url.pathname,
      headers: lowerHeaders(s.req),
      ...options,
    },
    async (q) => {
      await q.query(
        `select set_config('storage.operation', $1, true), set_config('storage.allow_delete_query', 'true', true)`,
        [operation]
      )
      return fn(q)
    }
  )
}

/** Storage's `asSuperUser()`: the service key's role, which bypasses RLS. */
export const runAsService = <T>(s: StorageRequest, operation: string, fn: (q: Queryable) => Promise<T>) =>
  runAs(s, SERVICE, operation, fn)

export class BodyLimitError extends Error {}

/** The request body, or BodyLimitError as soon as it grows past `limit` bytes. */
export async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyLimitError(`body larger than ${limit} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** A JSON object body, refused as Fastify's content parser and schema validation refuse it. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = (await readBytes(req, 1024 * 1024)).toString("utf8")
  } catch (error) {
    if (error instanceof BodyLimitError) throw new StorageError(413, "EntityTooLarge", "Request body is too large")
    throw error
  }
  if (!text.trim()) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw ERRORS.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'")
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw ERRORS.invalidRequest("body must be object")
  return value as Record<string, unknown>
}
