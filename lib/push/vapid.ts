/**
 * The VAPID settings of the push notifications (issue #41, RFC 8292): the application server's
 * P-256 key pair, which the push services check every message against, and its contact (`sub`).
 * Pure parsing of an environment, so the unit tests and the local start scripts read it as the
 * server does; lib/push/server-vapid.ts reads process.env once for the server.
 *
 * - VAPID_PUBLIC_KEY: the public key, base64url of the uncompressed point (65 bytes, 0x04 first),
 *   as web-push's generateVAPIDKeys() writes it. Not secret: the page passes it to
 *   pushManager.subscribe() as applicationServerKey.
 * - VAPID_PRIVATE_KEY: the private scalar, base64url of 32 bytes. Secret (the build refuses it in
 *   the browser bundles).
 * - VAPID_SUBJECT: mailto: or https: contact the push services may write to; by default mailto:
 *   the sender of the app's e-mails, else the site's https address (mailto:push@{host} for an http
 *   or localhost site: push services refuse those as subjects).
 */

export interface VapidConfig {
  publicKey: string
  privateKey: string
  subject: string
}

const BASE64URL = /^[A-Za-z0-9_-]+$/

function base64urlBytes(value: string): Buffer | null {
  if (!BASE64URL.test(value)) return null
  return Buffer.from(value, "base64url")
}

/** Why `value` is no VAPID public key, or null when it is one. */
function publicKeyProblem(value: string): string | null {
  const bytes = base64urlBytes(value)
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) {
    return "VAPID_PUBLIC_KEY must be the base64url public key web-push generates (65 bytes, uncompressed P-256)"
  }
  return null
}

function privateKeyProblem(value: string): string | null {
  const bytes = base64urlBytes(value)
  if (!bytes || bytes.length !== 32) {
    return "VAPID_PRIVATE_KEY must be the base64url private key web-push generates (32 bytes)"
  }
  return null
}

function subjectProblem(value: string): string | null {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(value)) return null
  try {
    if (new URL(value).protocol === "https:") return null
  } catch {}
  return `VAPID_SUBJECT must be a mailto: address or an https: URL, got "${value}"`
}

/** The contact when VAPID_SUBJECT is unset: the app's sender, else the site's https address. */
export function defaultVapidSubject(siteUrl: string, fromEmail?: string): string {
  if (fromEmail && /^[^\s@]+@[^\s@]+$/.test(fromEmail)) return `mailto:${fromEmail}`
  const url = new URL(siteUrl)
  // Push services take a URL subject over https only, and Apple's refuses https://localhost: a
  // local or http site gets an address at its host instead.
  return url.protocol === "https:" && url.hostname !== "localhost" ? url.origin : `mailto:push@${url.hostname}`
}

/**
 * The VAPID settings in `env`: null when neither key is set (push is off: the due work's part says
 * "not_configured"); an Error naming the variable when one is set without the other or any value
 * is malformed, so a deployment learns of it at once instead of sending nothing.
 */
export function parseVapidConfig(
  env: Readonly<Record<string, string | undefined>>,
  siteUrl: string
): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined
  if (!publicKey && !privateKey) return null
  if (!publicKey || !privateKey) {
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (npx web-push generate-vapid-keys)")
  }
  const problem = publicKeyProblem(publicKey) ?? privateKeyProblem(privateKey)
  if (problem) throw new Error(problem)
  const subject = env.VAPID_SUBJECT?.trim() || defaultVapidSubject(siteUrl, env.MAILRELAY_FROM_EMAIL?.trim())
  const subjectIssue = subjectProblem(subject)
  if (subjectIssue) throw new Error(subjectIssue)
  return { publicKey, privateKey, subject }
}
