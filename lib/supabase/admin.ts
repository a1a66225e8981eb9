import "server-only"
import { createClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"
import { serverEnv } from "@/lib/server-env"
import { supabaseServerUrl } from "@/lib/supabase/server-url"

/** Bypasses RLS. Every caller checks the caller's rights first (requireAdmin()) in the same function. */
export const createAdminClient = () =>
  createClient<Database>(supabaseServerUrl, serverEnv.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
