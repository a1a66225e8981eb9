import type { CookieOptionsWithName } from "@supabase/ssr"
import { publicEnv } from "@/lib/env"

/**
 * Session cookies are HttpOnly (scripts never read tokens), Lax, and Secure whenever the
 * site is served over HTTPS. The browser gets what it needs from the server instead.
 */
export const sessionCookieOptions: CookieOptionsWithName = {
  // The name supabase-js derives from the public URL, pinned so a server-side SUPABASE_URL
  // (lib/supabase/server-url.ts) with another host does not rename the session cookie.
  name: `sb-${new URL(publicEnv.supabaseUrl).hostname.split(".")[0]}-auth-token`,
  httpOnly: true,
  sameSite: "lax",
  secure: publicEnv.siteUrl.startsWith("https://"),
  path: "/",
}

/**
 * Whether the request carries a Supabase session cookie at all (whole or chunked). Without one
 * there is nobody to refresh or look up, so visitors skip building an auth client entirely.
 */
export function hasSessionCookie(cookies: readonly { name: string }[]) {
  const name = sessionCookieOptions.name!
  return cookies.some((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`))
}

/** The readable "signed in" hint beside the session cookie (see lib/viewer-state.ts). */
export const sessionHintOptions = {
  httpOnly: false,
  sameSite: "lax",
  secure: sessionCookieOptions.secure,
  path: "/",
} as const

/**
 * Whether a batch of session cookie writes leaves a session behind: true when a chunk gets a value,
 * false when they are all removed, undefined when the batch does not touch the session.
 */
export function sessionAfterWrites(writes: readonly { name: string; value: string }[]): boolean | undefined {
  const session = writes.filter((cookie) => hasSessionCookie([cookie]))
  if (session.length === 0) return undefined
  return session.some((cookie) => cookie.value !== "")
}
