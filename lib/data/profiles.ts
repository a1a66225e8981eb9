import "server-only"
import { cache } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { createClient } from "@/lib/supabase/server"
import { SELF_SERVICE_ROLES, type SelfServiceRole } from "@/lib/validations/profile"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

type Client = SupabaseClient<Database>

/** The rights and name stored on a user's profile, read under her session; null when the row is missing. */
export async function getViewerProfile(supabase: Client, userId: string) {
  const { data, error } = await supabase
    .from("profiles")
    .select("email, full_name, avatar_url, is_admin, can_edit_blog")
    .eq("id", userId)
    .maybeSingle()
  if (error) throw new Error(`getViewerProfile: ${error.message}`, { cause: error })
  return data
}

const MEMBER_PROFILE_COLUMNS =
  "full_name, email, phone, avatar_url, bio, city, state, roles, instructor_interest, onboarding_completed, newsletter_subscribed, is_admin, can_edit_blog"

export type MemberProfile = Pick<
  Database["public"]["Tables"]["profiles"]["Row"],
  | "full_name"
  | "email"
  | "phone"
  | "avatar_url"
  | "bio"
  | "city"
  | "state"
  | "roles"
  | "instructor_interest"
  | "onboarding_completed"
  | "newsletter_subscribed"
  | "is_admin"
  | "can_edit_blog"
>

/**
 * The signed-in member's own profile (dashboard, /dashboard/perfil, the welcome flow), read under
 * her session; null when the row is missing.
 */
export const getMemberProfile = cache(async (userId: string): Promise<MemberProfile | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase.from("profiles").select(MEMBER_PROFILE_COLUMNS).eq("id", userId).maybeSingle()
  if (error) throw new Error(`getMemberProfile: ${error.message}`, { cause: error })
  return data
})

/** The columns a member writes on her own row (the column grants of the migrations). */
export type OwnProfileChanges = Pick<
  Database["public"]["Tables"]["profiles"]["Update"],
  | "full_name"
  | "phone"
  | "bio"
  | "city"
  | "state"
  | "avatar_url"
  | "instructor_interest"
  | "onboarding_completed"
  | "newsletter_subscribed"
>

/**
 * Writes the signed-in member's own row under her session (RLS and the column grants decide).
 * A missing row, or one her session may not write, answers PGRST116 like a `.single()` read.
 */
export async function updateOwnProfile(userId: string, changes: OwnProfileChanges): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.from("profiles").update(changes).eq("id", userId).select("id").single()
  return writeOutcome(error)
}

/**
 * Gives or takes the self-service roles on herself through add_user_role/remove_user_role, which
 * refuse every other role in the database; only the roles that change are sent.
 */
export async function setOwnRoles(
  userId: string,
  current: readonly string[],
  wanted: Record<SelfServiceRole, boolean>
): Promise<WriteResult> {
  const supabase = await createClient()
  for (const role of SELF_SERVICE_ROLES) {
    const has = current.includes(role)
    if (has === wanted[role]) continue
    const { error } = wanted[role]
      ? await supabase.rpc("add_user_role", { user_uuid: userId, new_role: role })
      : await supabase.rpc("remove_user_role", { user_uuid: userId, old_role: role })
    if (error) return writeOutcome(error)
  }
  return writeOutcome(null)
}

export interface AdminAccessCheck {
  /** `is_admin()` as the database answers it for this session; null when it could not be asked. */
  isAdminCheck: boolean | null
  profile: {
    email: string | null
    full_name: string
    is_admin: boolean
    can_edit_blog: boolean
    roles: string[]
  } | null
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
