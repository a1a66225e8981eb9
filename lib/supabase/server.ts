import "server-only"
import { cookies } from "next/headers"
import { createServerClient } from "@supabase/ssr"
import { createClient as createSupabaseClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"
import { supabaseServerUrl } from "@/lib/supabase/server-url"
import { sessionCookieOptions } from "@/lib/supabase/cookies"

/** A client acting as the signed-in user (or anon), with RLS. A new one per call: never share across requests. */
export async function createClient() {
  const cookieStore = await cookies()
  return createServerClient<Database>(supabaseServerUrl, publicEnv.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options)
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
