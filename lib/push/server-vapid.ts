import "server-only"

import { publicEnv } from "@/lib/env"
import { parseVapidConfig, type VapidConfig } from "@/lib/push/vapid"

/**
 * The server's VAPID settings, read from process.env at each call (not at import: the routes that
 * never push need no keys, and a malformed key fails the push part, logged, not every page). The
 * parse is a few regular expressions, once per tick or page. process.env is read whole, so Next
 * inlines none of the variables at build time.
 */
export function serverVapidConfig(): VapidConfig | null {
  return parseVapidConfig(process.env, publicEnv.siteUrl)
}

/**
 * The public key for pushManager.subscribe({ applicationServerKey }), or null when push is not
 * configured (the page then says so). Passed to the page as a prop, like the Turnstile site key, so
 * a new key takes a restart rather than a rebuild.
 */
export function vapidPublicKey(): string | null {
  try {
    return serverVapidConfig()?.publicKey ?? null
  } catch (error) {
    console.error("[push.vapid]", error)
    return null
  }
}
