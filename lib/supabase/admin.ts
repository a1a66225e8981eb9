import "server-only"
import { createClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"
import { serverEnv } from "@/lib/server-env"

/** Bypasses RLS. Every caller checks the caller's rights first (requireAdmin()) in the same function. */
export const createAdminClient = () =>
  createClient<Database>(publicEnv.supabaseUrl, serverEnv.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
