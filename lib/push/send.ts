import "server-only"
import type { Agent } from "node:https"
import webpush from "web-push"

import type { VapidConfig } from "@/lib/push/vapid"

/**
 * One push message to one device (issue #41) through the `web-push` library: the payload encrypted
 * for the browser's keys (RFC 8291, aes128gcm) and signed for the push service with VAPID
 * (RFC 8292), POSTed to the subscription's endpoint (RFC 8030).
 */

export interface PushTarget {
  endpoint: string
  /** The browser's P-256 public key, base64url. */
  p256dh: string
  /** The browser's authentication secret, base64url. */
  auth: string
}

export interface PushSendOptions {
  /** How long the push service keeps the message for an offline device (default a day). */
  ttlSeconds?: number
  urgency?: "very-low" | "low" | "normal" | "high"
  /** The socket timeout of the request to the push service (default 10 s). */
  timeoutMs?: number
  /** The HTTPS agent (tests: one trusting their own certificate); default Node's global agent. */
  agent?: Agent
}

/**
 * What the push service answered: `sent` (2xx); `gone` (404 or 410: the subscription expired or was
 * withdrawn, so it is deleted); `failed` otherwise (another status, a network error, a timeout: the
 * delivery is retried).
 */
export type PushSendOutcome =
  | { status: "sent"; statusCode: number }
  | { status: "gone"; statusCode: number }
  | { status: "failed"; statusCode: number | null; error: string }

export const DEFAULT_PUSH_TTL_SECONDS = 86_400
export const DEFAULT_PUSH_TIMEOUT_MS = 10_000

/** Sends `payload` (the JSON of lib/push/payload.ts) to one device; never throws. */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidConfig,
  options: PushSendOptions = {}
): Promise<PushSendOutcome> {
  try {
    const result = await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: options.ttlSeconds ?? DEFAULT_PUSH_TTL_SECONDS,
        urgency: options.urgency ?? "normal",
        contentEncoding: "aes128gcm",
        timeout: options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      }
    )
    return { status: "sent", statusCode: result.statusCode }
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { status: "gone", statusCode: error.statusCode }
      const body = typeof error.body === "string" ? error.body.slice(0, 300) : ""
      return { status: "failed", statusCode: error.statusCode, error: `${error.statusCode} ${body}`.trim() }
    }
    return { status: "failed", statusCode: null, error: error instanceof Error ? error.message : String(error) }
  }
}
