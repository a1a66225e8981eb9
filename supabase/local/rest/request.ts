import type { IncomingMessage } from "node:http"
import type { LocalConfig } from "../config.ts"
import { JwtError, verifyJwt, type Claims } from "../jwt.ts"
import { RestError } from "./errors.ts"

export interface Auth {
  role: string
  claims: Claims
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * PostgREST reads the Bearer token; the gateway in front of it also accepts the `apikey`
 * header or query parameter, which is how an anonymous browser request authenticates.
 */
export async function authenticate(req: IncomingMessage, url: URL, config: LocalConfig): Promise<Auth> {
  const authorization = header(req, "authorization")
  let token: string | null = null
  if (authorization !== undefined) {
    const match = /^Bearer\s+(.*)$/i.exec(authorization.trim())
    if (!match) throw jwtError("PGRST301", "Missing authorization credentials")
    token = match[1]!.trim()
  } else {
    token = header(req, "apikey") ?? url.searchParams.get("apikey")
  }
  if (!token) return { role: "anon", claims: { role: "anon" } }
  try {
    const claims = await verifyCached(token, config.jwtSecret)
    const role = typeof claims.role === "string" && claims.role ? claims.role : "anon"
    return { role, claims }
  } catch (error) {
    if (error instanceof JwtError && error.expired) throw jwtError("PGRST303", "JWT expired")
    const parts = token.split(".").length
    throw jwtError(
      "PGRST301",
      parts === 3 ? "No suitable key or wrong key type" : `Expected 3 parts in JWT; got ${parts}`
    )
  }
}

// Every request of a session carries the same token; re-checking its HMAC each time is wasted latency.
const verified = new Map<string, Claims>()
const CACHE_LIMIT = 1000

async function verifyCached(token: string, secret: string): Promise<Claims> {
  const key = `${secret}\u0000${token}`
  const hit = verified.get(key)
  if (hit) {
    if (typeof hit.exp === "number" && hit.exp * 1000 <= Date.now()) {
      verified.delete(key)
      throw new JwtError("JWT expired", true)
    }
    return hit
  }
  const claims = await verifyJwt(token, secret)
  if (verified.size >= CACHE_LIMIT) verified.clear()
  verified.set(key, claims)
  return claims
}

function jwtError(code: string, message: string) {
  return new RestError(401, code, message, null, null, {
    "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
  })
}

export interface Preferences {
  return: "minimal" | "representation" | "headers-only" | null
  count: "exact" | "planned" | "estimated" | null
  resolution: "merge-duplicates" | "ignore-duplicates" | null
  missingDefault: boolean
  /** `tx=rollback` (PostgREST with db-tx-end = commit-allow-override): answer, then roll back. */
  tx: "commit" | "rollback" | null
}

export function preferences(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer
  const items = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(",").map((item) => item.trim())
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | null => {
    const found = items.filter((item) => item.startsWith(`${name}=`)).map((item) => item.slice(name.length + 1))
    return (found.find((value) => (allowed as readonly string[]).includes(value)) as T | undefined) ?? null
  }
  return {
    return: pick("return", ["minimal", "representation", "headers-only"] as const),
    count: pick("count", ["exact", "planned", "estimated"] as const),
    resolution: pick("resolution", ["merge-duplicates", "ignore-duplicates"] as const),
    missingDefault: pick("missing", ["default", "null"] as const) === "default",
    tx: pick("tx", ["commit", "rollback"] as const),
  }
}

/** Only `public` is exposed, as in the app's Supabase project. */
export function checkProfile(req: IncomingMessage) {
  const read = req.method === "GET" || req.method === "HEAD"
  const profile = header(req, read ? "accept-profile" : "content-profile")
  if (profile !== undefined && profile !== "public") {
    throw new RestError(
      406,
      "PGRST106",
      `Invalid schema: ${profile}`,
      null,
      "Only the following schemas are exposed: public"
    )
  }
}

const SINGULAR = "application/vnd.pgrst.object+json"
const ARRAY = ["application/json", "application/vnd.pgrst.array+json", "*/*", "application/*", ""]

/**
 * Reads Accept: one object for `.single()`, `nulls=stripped` for `.stripNulls()`; media types
 * this server cannot produce (CSV, GeoJSON, plans) get PGRST107.
 */
export function mediaType(req: IncomingMessage): { singular: boolean; stripNulls: boolean } {
  const accept = header(req, "accept")
  if (!accept) return { singular: false, stripNulls: false }
  const ranges = accept.split(",").map((item) => {
    const [type, ...params] = item.split(";").map((part) => part.trim().toLowerCase())
    return { type: type!, stripNulls: params.includes("nulls=stripped") }
  })
  const singular = ranges.find((range) => range.type === SINGULAR)
  if (singular) return { singular: true, stripNulls: singular.stripNulls }
  const array = ranges.find((range) => ARRAY.includes(range.type))
  if (array) return { singular: false, stripNulls: array.stripNulls }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${accept}`)
}
