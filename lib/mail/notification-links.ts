import "server-only"
import { createHmac, timingSafeEqual } from "node:crypto"

import { isUnsubscribeCategory, type UnsubscribeCategory } from "@/lib/notifications/categories"
// The e-mail's body links to the page with the confirmation button (a link scanner cannot
// unsubscribe); RFC 8058's one-click POST goes to the other.
import { NOTIFICATION_UNSUBSCRIBE_NOW_PATH, NOTIFICATION_UNSUBSCRIBE_PATH } from "@/lib/notifications/paths"

/**
 * The notification e-mails' unsubscribe links: `?u=<user id>&c=<key|digest>&t=<HMAC-SHA-256>`.
 * Like the newsletter's, they never expire (a link must work for as long as the e-mail that carries
 * it) and only the server's secret makes one, so a link turns off exactly one category of exactly
 * one member: changing u or c breaks t. The secret is NOTIFICATION_TOKEN_SECRET, else
 * NEWSLETTER_TOKEN_SECRET; the purpose prefix keeps a newsletter token from ever passing as this one.
 */

// Domain separation from every other MAC made with the same secret (lib/mail/newsletter-token.ts).
const PURPOSE = "convergencia:notification-unsubscribe:v1:"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export interface NotificationUnsubscribeLinks {
  /** The page (GET shows the question, its button confirms). */
  page: string
  /** For the List-Unsubscribe header. */
  oneClick: string
}

/** The secret that signs the links, or null when neither variable is set (then no e-mail is sent). */
export function notificationTokenSecret(env: {
  notificationTokenSecret?: string | null
  newsletterTokenSecret?: string | null
}): string | null {
  return env.notificationTokenSecret || env.newsletterTokenSecret || null
}

function requireSecret(secret: string) {
  if (secret.length < 32) throw new Error("The notification token secret must have at least 32 characters")
}

const mac = (userId: string, category: string, secret: string) =>
  createHmac("sha256", secret).update(PURPOSE).update(`${userId}\n${category}`).digest()

/** The `t` of a member's link for one category. */
export function signUnsubscribe(userId: string, category: UnsubscribeCategory, secret: string): string {
  requireSecret(secret)
  const id = userId.toLowerCase()
  if (!UUID.test(id)) throw new Error("signUnsubscribe: not a user id")
  if (!isUnsubscribeCategory(category)) throw new Error("signUnsubscribe: not a notification category")
  return mac(id, category, secret).toString("base64url")
}

/**
 * The member and category a link names, or null when any of u, c, t is malformed or t was not
 * made for exactly this u and c with this secret. Compares in constant time.
 */
export function verifyUnsubscribe(
  u: unknown,
  c: unknown,
  t: unknown,
  secret: string
): { userId: string; category: UnsubscribeCategory } | null {
  requireSecret(secret)
  if (typeof u !== "string" || typeof t !== "string" || !isUnsubscribeCategory(c)) return null
  const userId = u.toLowerCase()
  if (!UUID.test(userId) || !TOKEN.test(t)) return null
  const given = Buffer.from(t, "base64url")
  // base64url has spare bits in its last character: only the canonical spelling passes.
  if (given.toString("base64url") !== t) return null
  const expected = mac(userId, c, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId, category: c }
}

function linkTo(siteUrl: string, path: string, query: { u: string; c: string; t: string }) {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, "")}/`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

/** Both links for one member and category, on the site's own address. */
export function notificationUnsubscribeLinks(
  siteUrl: string,
  userId: string,
  category: UnsubscribeCategory,
  secret: string
): NotificationUnsubscribeLinks {
  const query = { u: userId.toLowerCase(), c: category, t: signUnsubscribe(userId, category, secret) }
  return {
    page: linkTo(siteUrl, NOTIFICATION_UNSUBSCRIBE_PATH, query),
    oneClick: linkTo(siteUrl, NOTIFICATION_UNSUBSCRIBE_NOW_PATH, query),
  }
}
