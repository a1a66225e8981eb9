import type { IncomingMessage } from "node:http"
import { BodyTooLargeError, readBody } from "../http.ts"
import type { LocalContext } from "../context.ts"
import { JwtError, verifyJwt, type Claims } from "../jwt.ts"
import { AuthError, badRequest, forbidden } from "./errors.ts"

export type Json = Record<string, unknown>

/** Parses a JSON object body; an empty body (logout sends one with a JSON content type) is `{}`. */
export async function readJson(req: IncomingMessage, ctx: LocalContext): Promise<Json> {
  let text: string
  try {
    text = await readBody(req, ctx.config.maxBodyBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AuthError(413, "request_too_large", "Request body too large")
    throw badRequest("bad_json", "Could not read request body")
  }
  if (text.trim() === "") return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest("bad_json", "Could not parse request body as JSON")
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("bad_json", "Request body must be a JSON object")
  }
  return parsed as Json
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match?.[1] ?? null
}

/** Verifies the Bearer JWT; GoTrue answers 401 without one and 403 `bad_jwt` for a bad one. */
export async function requireClaims(req: IncomingMessage, ctx: LocalContext): Promise<Claims> {
  const token = bearerToken(req)
  if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token")
  try {
    return await verifyJwt(token, ctx.config.jwtSecret)
  } catch (error) {
    const detail =
      error instanceof JwtError && error.expired
        ? "token has invalid claims: token is expired"
        : "unable to parse or verify signature"
    throw forbidden("bad_jwt", `invalid JWT: ${detail}`)
  }
}

export async function optionalClaims(req: IncomingMessage, ctx: LocalContext): Promise<Claims | null> {
  const token = bearerToken(req)
  if (!token) return null
  return verifyJwt(token, ctx.config.jwtSecret).catch(() => null)
}

export const isAdminClaims = (claims: Claims | null) =>
  claims?.role === "service_role" || claims?.role === "supabase_admin"

export function requireAdmin(claims: Claims) {
  if (!isAdminClaims(claims)) throw forbidden("not_admin", "User not allowed")
}

/**
 * GoTrue's own public URL. With `port: 0` (tests) the configured URL names a port nobody bound,
 * so the links use the port this socket actually listens on.
 */
export function externalUrl(req: IncomingMessage, ctx: LocalContext): string {
  const configured = ctx.config.apiExternalUrl.replace(/\/+$/, "")
  if (ctx.config.port !== 0 || !req.socket.localPort) return configured
  return `http://${ctx.config.host}:${req.socket.localPort}`
}
