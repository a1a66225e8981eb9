import { type NextRequest, NextResponse } from "next/server"
import { createServerClient } from "@supabase/ssr"
import type { Database } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"
import { supabaseServerUrl } from "@/lib/supabase/server-url"
import { hasSessionCookie, sessionCookieOptions, sessionHintOptions } from "@/lib/supabase/cookies"
import { SESSION_HINT_COOKIE } from "@/lib/viewer-state"

/**
 * Refreshes the session cookie and tells who is signed in. Returns the response that carries
 * the refreshed cookies: callers must return it (or copy its cookies onto a redirect).
 */
export async function updateSession(request: NextRequest) {
  const { response, userId } = await refreshSession(request)
  // Keeps the readable hint in step with the session, for sessions that began before it existed
  // and ones that ended by themselves. A backend that cannot answer says nothing: leave it be.
  const hinted = request.cookies.has(SESSION_HINT_COOKIE)
  if (userId && !hinted) response.cookies.set(SESSION_HINT_COOKIE, "1", sessionHintOptions)
  // refreshSession() blanks the request's session cookies when it ends the session.
  const sessionLeft = hasSessionCookie(request.cookies.getAll().filter((cookie) => cookie.value !== ""))
  if (!userId && hinted && !sessionLeft) response.cookies.delete(SESSION_HINT_COOKIE)
  return { response, userId }
}

async function refreshSession(request: NextRequest) {
  let response = NextResponse.next({ request })
  if (!hasSessionCookie(request.cookies.getAll())) return { response, userId: null }
  const supabase = createServerClient<Database>(supabaseServerUrl, publicEnv.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options)
      },
    },
  })
  // Nothing may run between creating the client and getClaims(): it is what refreshes the token.
  const { data } = await supabase.auth.getClaims().catch(() => ({ data: null }))
  const userId = typeof data?.claims?.sub === "string" ? data.claims.sub : null
  return { response, userId }
}

/**
 * A client that reads the request's (already refreshed) session cookies and never writes any: for
 * lookups after updateSession(), which alone may refresh the token.
 */
export function createReadOnlyProxyClient(request: NextRequest) {
  return createServerClient<Database>(supabaseServerUrl, publicEnv.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions,
    cookies: { getAll: () => request.cookies.getAll(), setAll: () => {} },
  })
}
