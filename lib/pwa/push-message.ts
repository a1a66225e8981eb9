/**
 * What the service worker (app/sw.ts) makes of a push message and of a click on its notification.
 * Pure and isomorphic: the sender (lib/push/send.ts) writes the payload `{ title, body, url, tag }`,
 * the worker reads it here, and the unit tests check both ends without a browser.
 *
 * zod/mini rather than zod: the worker bundles what it imports, and it has no budget to spend on
 * the full library's error machinery.
 */
import * as z from "zod/mini"

/** Where a click goes when the message names no usable address on this site. */
export const FALLBACK_PATH = "/dashboard"
/** Titles and bodies longer than this are cut: a notification shows a few lines at most. */
export const TITLE_LIMIT = 120
export const BODY_LIMIT = 400

export const ICON_PATH = "/icons/icon-192.png"
export const BADGE_PATH = "/icons/badge-96.png"

export const pushPayloadSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  body: z.optional(z.string()),
  url: z.optional(z.string()),
  tag: z.optional(z.string().check(z.maxLength(200))),
})

export type PushPayload = z.infer<typeof pushPayloadSchema>

/** A message that says nothing readable still tells her something happened. */
const GENERIC: PushPayload = { title: "Convergência Empreendedora", body: "Você tem uma nova notificação." }

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text)

/** The payload of a push message's text, or the generic one when it is missing or malformed. */
export function readPushPayload(text: string | null | undefined): PushPayload {
  if (!text) return GENERIC
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return GENERIC
  }
  const parsed = pushPayloadSchema.safeParse(json)
  return parsed.success ? parsed.data : GENERIC
}

/**
 * The address a click opens: the message's own when it is on this site (a path, or an absolute URL
 * of this origin), the dashboard otherwise. A push message is only as trustworthy as the server
 * that signed it, but a notification must never become a link to somewhere else.
 */
export function clickTarget(url: unknown, origin: string): string {
  const fallback = new URL(FALLBACK_PATH, origin).href
  if (typeof url !== "string" || url.trim() === "") return fallback
  try {
    const target = new URL(url, origin)
    return target.origin === origin ? target.href : fallback
  } catch {
    return fallback
  }
}

/** The title and the options of showNotification() for a payload. */
export function notificationFor(payload: PushPayload, origin: string): { title: string; options: NotificationOptions } {
  return {
    title: cut(payload.title, TITLE_LIMIT),
    options: {
      body: payload.body ? cut(payload.body, BODY_LIMIT) : undefined,
      icon: ICON_PATH,
      badge: BADGE_PATH,
      lang: "pt-BR",
      // Same tag, same notification: a newer message replaces the older one instead of piling up.
      tag: payload.tag,
      data: { url: clickTarget(payload.url, origin) },
    },
  }
}
