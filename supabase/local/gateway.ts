import type { IncomingMessage } from "node:http"
import type { LocalConfig } from "./config.ts"

/**
 * The API gateway in front of the services, as Supabase's Kong config has it
 * (github:supabase/supabase docker/volumes/api/kong.yml): `/rest/v1`, `/auth/v1`, `/graphql/v1`
 * and `/realtime/v1` run the `key-auth` plugin, so a request whose `apikey` (header, else query
 * parameter) is missing or is none of the project's keys never reaches the service. Left open
 * there, and here: GoTrue's `/verify`, `/callback`, `/authorize` and JWKS (e-mail links and OAuth
 * redirects are opened by a browser that has no key), `/storage/v1` (Storage checks tokens itself;
 * public object URLs carry none), and this server's own `/_local` and `/_outbox` tools.
 */
const KEYED_PREFIXES = ["/rest/v1", "/auth/v1", "/graphql/v1", "/realtime/v1"]

/** kong.yml's `auth-v1-open*` services: Kong matches route paths as plain prefixes. */
const OPEN_PREFIXES = ["/auth/v1/verify", "/auth/v1/callback", "/auth/v1/authorize", "/auth/v1/.well-known/jwks.json"]

export interface GatewayRefusal {
  status: 401
  body: { message: string; hint: string }
  headers: Record<string, string>
}

/**
 * Kong key-auth's two refusals (kong/plugins/key-auth/handler.lua: 401 "No API key found in
 * request" with `WWW-Authenticate: Key realm="kong"`, 401 for a key no consumer holds), with the
 * bodies hosted Supabase's gateway sends (message and hint as supabase.co answers them; the
 * self-hosted Kong says "Invalid authentication credentials" for the second).
 */
export const NO_API_KEY: GatewayRefusal = {
  status: 401,
  body: { message: "No API key found in request", hint: "No `apikey` request header or url param was found." },
  headers: { "WWW-Authenticate": 'Key realm="kong"' },
}
export const INVALID_API_KEY: GatewayRefusal = {
  status: 401,
  body: { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." },
  headers: {},
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The `apikey` Kong reads: the header first, then the query parameter (key_in_header, key_in_query). */
export function requestApiKey(req: IncomingMessage, url: URL): string | null {
  return single(req.headers.apikey) || url.searchParams.get("apikey") || null
}

export function needsApiKey(pathname: string): boolean {
  const keyed = KEYED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return keyed && !OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** kong.yml's consumers: `anon` holds the anon and publishable keys, `service_role` the other two. */
function consumerOf(key: string, config: LocalConfig): "anon" | "service_role" | null {
  if (key === config.anonKey || key === config.publishableKey) return "anon"
  if (key === config.serviceRoleKey || key === config.secretKey) return "service_role"
  return null
}

/**
 * Checks a request the way the gateway does, and lets it through (null) or says why not. A let
 * through request carrying an opaque `sb_…` key and no user token gets the role's JWT as its
 * bearer, as kong-entrypoint.sh's LUA_AUTH_EXPR puts it in `Authorization`, so the services behind
 * (which read JWTs only) see the anon or service role the key stands for.
 */
export function passGateway(req: IncomingMessage, url: URL, config: LocalConfig): GatewayRefusal | null {
  if (!needsApiKey(url.pathname)) {
    // kong.yml's `storage-v1` has no key-auth but the same request-transformer: opaque keys map too.
    if (url.pathname.startsWith("/storage/v1/")) mapOpaqueKey(req, single(req.headers.apikey) ?? null, config)
    return null
  }
  const key = requestApiKey(req, url)
  if (!key) return NO_API_KEY
  const consumer = consumerOf(key, config)
  if (!consumer) return INVALID_API_KEY
  mapOpaqueKey(req, key, config)
  return null
}

/** LUA_AUTH_EXPR: a user's bearer passes; none, or an `sb_…` one, becomes the key's role JWT. */
function mapOpaqueKey(req: IncomingMessage, key: string | null, config: LocalConfig) {
  const bearer = key && opaqueKeyJwt(key, config)
  const authorization = single(req.headers.authorization)
  if (bearer && (authorization === undefined || /^Bearer sb_/.test(authorization)))
    req.headers.authorization = `Bearer ${bearer}`
}

/** The JWT an opaque key stands for (LUA_RT_WS_EXPR does the same for Realtime's socket), else null. */
export function opaqueKeyJwt(key: string, config: LocalConfig): string | null {
  if (key === config.secretKey) return config.serviceRoleKey
  if (key === config.publishableKey) return config.anonKey
  return null
}
