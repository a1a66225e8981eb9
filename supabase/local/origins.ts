import type { IncomingMessage } from "node:http"
import { globToRegExp } from "./auth/redirect.ts"
import type { LocalConfig } from "./config.ts"
import { clientIp, normalizeIp } from "./http.ts"

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/** `scheme://host[:port]` of an allow-list glob such as `https://*.example.com/**`. */
const originPart = (glob: string) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(glob)?.[0] ?? null

/**
 * Browser origins that may read this server's answers: the site URL's, the redirect allow list's
 * and any port on localhost. The demo keys are public, so answering any origin would let every web
 * page the developer opens read and write the local database through their browser.
 */
export function isAllowedOrigin(config: LocalConfig, origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== origin) return false
  if (LOOPBACK_HOSTS.has(url.hostname)) return true
  if (url.origin === new URL(config.siteUrl).origin) return true
  return config.redirectAllowList.some((glob) => {
    const part = originPart(glob)
    return part !== null && globToRegExp(part).test(origin)
  })
}

const isLoopbackIp = (ip: string | null) => ip !== null && (ip === "::1" || /^127\.\d+\.\d+\.\d+$/.test(ip))

/**
 * For the developer-only endpoints (outbox, reset): the connection comes from this machine, and so
 * does the visitor a trusted proxy on this machine forwards.
 */
export function fromLoopback(req: IncomingMessage, config: LocalConfig): boolean {
  return (
    isLoopbackIp(normalizeIp(req.socket.remoteAddress ?? "")) && isLoopbackIp(clientIp(req, config.trustedProxyHops))
  )
}
