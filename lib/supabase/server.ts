import "server-only"
import { cookies, headers } from "next/headers"
import { connection } from "next/server"
import { createServerClient } from "@supabase/ssr"
import { createClient as createSupabaseClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { serverEnv } from "@/lib/server-env"
import { forwardingFetch } from "@/lib/supabase/forwarding-fetch"
import { supabaseServerUrl } from "@/lib/supabase/server-url"
import { sessionAfterWrites, sessionCookieOptions, sessionHintOptions } from "@/lib/supabase/cookies"
import { SESSION_HINT_COOKIE } from "@/lib/viewer-state"

/** A client acting as the signed-in user (or anon), with RLS. A new one per call: never share across requests. */
export async function createClient() {
  // Request time only: the auth client reads the clock, which prerendering forbids.
  await connection()
  const cookieStore = await cookies()
  const secretKey = serverEnv.supabaseSecretKey
  const global = secretKey ? { fetch: forwardingFetch(requestClientAddress(await headers()), secretKey) } : undefined
  return createServerClient<Database>(supabaseServerUrl, publicEnv.supabaseAnonKey, {
    global,
    cookieOptions: sessionCookieOptions,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options)
          const session = sessionAfterWrites(cookiesToSet)
          if (session === true) cookieStore.set(SESSION_HINT_COOKIE, "1", sessionHintOptions)
          if (session === false) cookieStore.delete({ name: SESSION_HINT_COOKIE, path: "/" })
        } catch {
          // Server components cannot set cookies; proxy.ts refreshes them on the next request.
        }
      },
    },
  })
}

/** Anonymous client without cookies, for public reads that are cached and shared by every visitor. */
export function createPublicClient() {
  return createSupabaseClient<Database>(supabaseServerUrl, publicEnv.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
