import type { CookieOptions } from "@supabase/ssr"
import { publicEnv } from "@/lib/env"

/**
 * Session cookies are HttpOnly (scripts never read tokens), Lax, and Secure whenever the
 * site is served over HTTPS. The browser gets what it needs from the server instead.
 */
export const sessionCookieOptions: CookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  secure: publicEnv.siteUrl.startsWith("https://"),
  path: "/",
}
