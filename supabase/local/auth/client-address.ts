import { timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import type { LocalConfig } from "../config.ts"
import { clientIp, normalizeIp } from "../http.ts"

/** GoTrue's name for the header (internal/sbff): the end user's address, set by a server-side caller. */
export const SB_FORWARDED_FOR = "sb-forwarded-for"

function isSecretKey(req: IncomingMessage, config: LocalConfig): boolean {
  const apikey = req.headers.apikey
  if (typeof apikey !== "string") return false
  const given = Buffer.from(apikey)
  const secret = Buffer.from(config.secretKey)
  return given.length === secret.length && timingSafeEqual(given, secret)
}

/**
 * The end user's address for limits, captcha and sessions, as hosted Supabase Auth derives it.
 * A server calling on a visitor's behalf (the app's server actions) would otherwise put every
 * visitor in its own address's bucket, so it may name the visitor in `Sb-Forwarded-For`. Like
 * GoTrue (GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED) only the first value counts, and only if it is
 * an IP; like the hosted gateway the header is believed only from a request whose `apikey` is the
 * secret key, never the publishable/anon key a browser holds nor the legacy service_role key.
 * Everything else is the socket peer or the trusted proxy hops.
 */
export function authClientIp(req: IncomingMessage, config: LocalConfig): string {
  const forwarded = req.headers[SB_FORWARDED_FOR]
  if (config.auth.sbForwardedForEnabled && typeof forwarded === "string" && isSecretKey(req, config)) {
    const first = normalizeIp(forwarded.split(",")[0] ?? "")
    if (first) return first
  }
  return clientIp(req, config.trustedProxyHops)
}
