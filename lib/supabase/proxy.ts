import { type NextRequest, NextResponse } from "next/server"
import { createServerClient } from "@supabase/ssr"
import { createClient } from "@supabase/supabase-js"
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

/**
 * The service role's key, read at call time (lib/server-env.ts is server-only, which proxy bundles
 * reject), or null when it is not set. Only lib/routing/certificate-route.ts uses it: the
 * certificate page's limit and lookup are decided before the page streams.
 */
export function proxyServiceRoleKey(): string | null {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY
  return key && key.length >= 20 ? key : null
}

/**
 * A service-role client for the proxy (bypasses RLS, no session): for functions only the service
 * role may run, which check auth.role() again inside (rate_limit_check, verify_certificate).
 */
export function createServiceProxyClient(serviceRoleKey: string) {
  return createClient<Database>(supabaseServerUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
