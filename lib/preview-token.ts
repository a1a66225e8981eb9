import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The token of a post's preview link: `<post id>.<expiry>.<HMAC-SHA-256>`, base64url. It names the
 * post and the second it stops working, and only the server's secret (PREVIEW_TOKEN_SECRET) can
 * make one, so a reviewer without an account sees that one draft until then and nothing else.
 * Changing the secret voids every link already shared. No `server-only` marker: it takes the secret
 * as an argument and node:crypto keeps it out of browser bundles, so tests can mint tokens too.
 */

// Domain separation: a MAC made with the same secret for anything else never passes as this one.
const PURPOSE = "convergencia:post-preview:v1:"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/

export type PreviewTokenCheck =
  { ok: true; postId: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" }

function requireSecret(secret: string) {
  if (secret.length < 32) throw new Error("The preview token secret must have at least 32 characters")
}

function mac(id: Buffer, expiry: string, secret: string) {
  return createHmac("sha256", secret).update(PURPOSE).update(id).update(".").update(expiry).digest()
}

/** A preview link's token for a post, valid until `expiresAt` (to the second). */
export function signPreviewToken(postId: string, expiresAt: Date, secret: string): string {
  requireSecret(secret)
  if (!UUID.test(postId)) throw new Error("signPreviewToken: not a post id")
  const id = Buffer.from(postId.replaceAll("-", ""), "hex")
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${id.toString("base64url")}.${expiry}.${mac(id, expiry, secret).toString("base64url")}`
}

/**
 * The post a token was signed for, or why it cannot be used: "invalid" when it is malformed or its
 * signature does not match (tampered, or another secret), "expired" once its time has passed.
 * Compares in constant time, and checks the signature before the expiry so a forged one learns nothing.
 */
export function verifyPreviewToken(token: unknown, secret: string, now: Date = new Date()): PreviewTokenCheck {
  requireSecret(secret)
  const invalid = { ok: false, reason: "invalid" } as const
  if (typeof token !== "string") return invalid
  const parts = TOKEN.exec(token)
  if (!parts) return invalid
  const id = Buffer.from(parts[1]!, "base64url")
  const given = Buffer.from(parts[3]!, "base64url")
  // base64url has spare bits in its last character: only the canonical spelling is accepted.
  if (id.toString("base64url") !== parts[1] || given.toString("base64url") !== parts[3]) return invalid
  const expected = mac(id, parts[2]!, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid
  const expiresAt = new Date(parseInt(parts[2]!, 36) * 1000)
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" }
  const hex = id.toString("hex")
  const postId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return { ok: true, postId, expiresAt }
}

/** Where a preview token is opened. */
export const previewPath = (token: string) => `/previa/${token}`
