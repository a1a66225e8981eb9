import "server-only"
import { createHmac, timingSafeEqual } from "node:crypto"

/**
 * The newsletter's unsubscribe token: `<subscriber id>.<HMAC-SHA-256>`, both base64url. It never
 * expires (an unsubscribe link must keep working for as long as the e-mails that carry it), so it
 * names nothing but the subscriber, and only the server's secret can make one: changing
 * NEWSLETTER_TOKEN_SECRET voids every link already sent.
 */

// Domain separation: a MAC made with the same secret for anything else never passes as this one.
const PURPOSE = "convergencia:newsletter-unsubscribe:v1:"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

function mac(id: Buffer, secret: string) {
  return createHmac("sha256", secret).update(PURPOSE).update(id).digest()
}

function requireSecret(secret: string) {
  if (secret.length < 32) throw new Error("The newsletter token secret must have at least 32 characters")
}

/** The token of a subscriber's unsubscribe link. */
export function signUnsubscribeToken(subscriberId: string, secret: string): string {
  requireSecret(secret)
  if (!UUID.test(subscriberId)) throw new Error("signUnsubscribeToken: not a subscriber id")
  const id = Buffer.from(subscriberId.replaceAll("-", ""), "hex")
  return `${id.toString("base64url")}.${mac(id, secret).toString("base64url")}`
}

/**
 * The subscriber id a token was signed for, or null when it is malformed or its signature does not
 * match (tampered, or signed with another secret). Compares in constant time.
 */
export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  requireSecret(secret)
  if (typeof token !== "string") return null
  const parts = TOKEN.exec(token)
  if (!parts) return null
  const id = Buffer.from(parts[1]!, "base64url")
  const given = Buffer.from(parts[2]!, "base64url")
  // base64url has spare bits in its last character: only the canonical spelling is accepted, so a
  // token has exactly one valid form.
  if (id.toString("base64url") !== parts[1] || given.toString("base64url") !== parts[2]) return null
  const expected = mac(id, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const hex = id.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A confirmation token's shape (the database mints 32 random bytes, base64url): cheap refusal of junk. */
export const isConfirmationTokenShape = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token)
