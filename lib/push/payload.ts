/**
 * What a push message carries (issue #41): the JSON the service worker's `push` handler reads,
 * `{title, body, url, tag}`. The url is absolute on this site: the worker opens it only when it is
 * same-origin, so a link elsewhere (or none) becomes the dashboard here. Pure, so unit tests and
 * the delivery run build it alike.
 */

import { FALLBACK_PATH, type PushPayload as PushMessage } from "@/lib/pwa/push-message"

/** What the worker reads (lib/pwa/push-message.ts), every field filled by the sender. */
export type PushPayload = Required<PushMessage>

/** What claim_push_deliveries answers about the notification (action_url may be null). */
export interface PushNotificationFields {
  title: string
  body: string
  url: string | null
  tag: string
}

/**
 * The payload's budget in bytes. A push service takes 4096 bytes of encrypted body (RFC 8291
 * §4); aes128gcm adds a 86-byte header, a padding delimiter and the 16-byte tag, and some services
 * count a little more: 3,800 leaves room.
 */
export const MAX_PAYLOAD_BYTES = 3800

const byteLength = (text: string) => new TextEncoder().encode(text).length

/** `path` absolute on `siteUrl`; a link to another site, a malformed one or none: the dashboard. */
export function pushUrl(path: string | null | undefined, siteUrl: string): string {
  const site = new URL(siteUrl)
  if (path) {
    try {
      const url = new URL(path, site)
      if (url.origin === site.origin) return url.toString()
    } catch {}
  }
  return new URL(FALLBACK_PATH, site).toString()
}

/** `text` cut to at most `max` code points, with "…" when it was cut. */
function clip(text: string, max: number): string {
  const points = Array.from(text)
  return points.length <= max
    ? text
    : `${points
        .slice(0, Math.max(max - 1, 0))
        .join("")
        .trimEnd()}…`
}

/** The payload of a notification: title and body as the bell shows them, the url made absolute. */
export function buildPushPayload(fields: PushNotificationFields, siteUrl: string): PushPayload {
  return {
    title: clip(fields.title.trim(), 200),
    body: clip(fields.body.replace(/\s+/g, " ").trim(), 300),
    url: pushUrl(fields.url, siteUrl),
    tag: fields.tag,
  }
}

/**
 * The payload as the JSON string sent, within MAX_PAYLOAD_BYTES: the body is shortened first,
 * then the title, and a url too long for the budget becomes the site's dashboard.
 */
export function encodePushPayload(payload: PushPayload, siteUrl: string): string {
  let current = payload
  let json = JSON.stringify(current)
  if (byteLength(json) <= MAX_PAYLOAD_BYTES) return json
  if (byteLength(current.url) > 2048) current = { ...current, url: pushUrl(null, siteUrl) }
  for (const field of ["body", "title"] as const) {
    while (byteLength((json = JSON.stringify(current))) > MAX_PAYLOAD_BYTES && current[field].length > 1) {
      const points = Array.from(current[field])
      current = { ...current, [field]: clip(current[field], Math.floor(points.length * 0.8)) }
    }
  }
  return JSON.stringify(current)
}
