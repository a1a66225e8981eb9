import "server-only"

import { headers } from "next/headers"

import { publicEnv } from "@/lib/env"

/**
 * Where an auth e-mail's link lands: /auth/confirm?next=… on the host the visitor is on. The link's
 * code is exchanged with the PKCE verifier cookie set by this very request, and that cookie belongs
 * to the request's host, so the link uses the request's Origin (Next already refuses server actions
 * whose Origin differs from the host); the configured site URL is the fallback. The auth server
 * still checks it against its allow list.
 */
export async function confirmUrl(next: string) {
  let origin = publicEnv.siteUrl
  try {
    const url = new URL((await headers()).get("origin") ?? "")
    if (url.protocol === "http:" || url.protocol === "https:") origin = url.origin
  } catch {
    // No or opaque ("null") Origin: keep the configured site URL.
  }
  return `${origin}/auth/confirm?next=${encodeURIComponent(next)}`
}
