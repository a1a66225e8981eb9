import "server-only"
import { cache } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { createClient } from "@/lib/supabase/server"

type Client = SupabaseClient<Database>

/** The rights and name stored on a user's profile, read under her session; null when the row is missing. */
export async function getViewerProfile(supabase: Client, userId: string) {
  const { data, error } = await supabase
    .from("profiles")
    .select("email, full_name, is_admin, can_edit_blog")
    .eq("id", userId)
    .maybeSingle()
  if (error) throw new Error(`getViewerProfile: ${error.message}`, { cause: error })
  return data
}

/** The signed-in member's own profile for the dashboard, or null when the row is missing. */
export const getMemberProfile = cache(async (userId: string) => {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("profiles")
    .select("full_name, email, phone, is_admin, can_edit_blog")
    .eq("id", userId)
    .maybeSingle()
  if (error) throw new Error(`getMemberProfile: ${error.message}`, { cause: error })
  return data
})

export interface AdminAccessCheck {
  /** `is_admin()` as the database answers it for this session; null when it could not be asked. */
  isAdminCheck: boolean | null
  profile: { email: string | null; full_name: string; is_admin: boolean; can_edit_blog: boolean; roles: string[] } | null
}

/**
 * What /admin/test shows: both answers come from the database under the caller's session, the same
 * checks RLS and the secure_* functions use. Failures are logged and reported as unknown.
 */
export async function getAdminAccessCheck(userId: string | null): Promise<AdminAccessCheck> {
  const supabase = await createClient()
  const [check, profile] = await Promise.all([
    supabase.rpc("is_admin"),
    userId
      ? supabase
          .from("profiles")
          .select("email, full_name, is_admin, can_edit_blog, roles")
          .eq("id", userId)
          .maybeSingle()
      : null,
  ])
  if (check.error) console.error("[admin.test] is_admin", check.error)
  if (profile?.error) console.error("[admin.test] profile", profile.error)
  return { isAdminCheck: check.error ? null : check.data === true, profile: profile?.data ?? null }
}
