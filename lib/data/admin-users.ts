import "server-only"
import type { PostgrestError } from "@supabase/supabase-js"

import { isNotFoundError } from "@/lib/db-errors"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { createClient } from "@/lib/supabase/server"
import type { ManagedRole } from "@/lib/validations/admin-users"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

export interface PermissionGrant {
  id: string
  permissionName: string
  expiresAt: string | null
  createdAt: string
}

export interface AdminUser {
  id: string
  email: string | null
  full_name: string | null
  /** Her picture in this project's avatars bucket, or null (the table shows initials). */
  avatar_url: string | null
  roles: string[]
  /** She asked to teach in her profile (the admin grants `instructor`). */
  instructor_interest: boolean
  newsletter_subscribed: boolean
  is_admin: boolean
  can_edit_blog: boolean
  created_at: string
  grants: PermissionGrant[]
}

/**
 * Every profile with its active, unexpired permission grants, newest first. Admins only: the
 * RPC and the user_permissions policy both refuse anyone else, so call after requireAdmin().
 */
export async function listAdminUsers(): Promise<AdminUser[]> {
  const supabase = await createClient()
  const now = new Date().toISOString()
  const [profiles, grants, teaching] = await Promise.all([
    supabase.rpc("get_profiles_admin_safe"),
    supabase
      .from("user_permissions")
      .select("id, user_id, permission_name, expires_at, created_at")
      .eq("active", true)
      .or(`expires_at.is.null,expires_at.gt.${now}`)
      .order("created_at", { ascending: false }),
    // Admins read every profile (RLS); only those who asked to teach.
    supabase.from("profiles").select("id").eq("instructor_interest", true),
  ])
  if (profiles.error) throw new Error(`listAdminUsers: ${profiles.error.message}`, { cause: profiles.error })
  if (grants.error) throw new Error(`listAdminUsers grants: ${grants.error.message}`, { cause: grants.error })
  if (teaching.error) throw new Error(`listAdminUsers interest: ${teaching.error.message}`, { cause: teaching.error })
  const asked = new Set(teaching.data.map((row) => row.id))

  const byUser = new Map<string, PermissionGrant[]>()
  for (const row of grants.data) {
    const list = byUser.get(row.user_id) ?? []
    list.push({ id: row.id, permissionName: row.permission_name, expiresAt: row.expires_at, createdAt: row.created_at })
    byUser.set(row.user_id, list)
  }
  return profiles.data.map((row) => ({
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    avatar_url: displayableAvatarUrl(row.avatar_url),
    roles: row.roles ?? [],
    instructor_interest: asked.has(row.id),
    newsletter_subscribed: row.newsletter_subscribed === true,
    is_admin: row.is_admin === true,
    can_edit_blog: row.can_edit_blog === true,
    created_at: row.created_at,
    grants: byUser.get(row.id) ?? [],
  }))
}

export async function setAdminStatus(userId: string, enabled: boolean): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("secure_toggle_admin_status", {
    target_user_id: userId,
    new_admin_status: enabled,
  })
  return writeOutcome(error)
}

export async function setBlogEditorStatus(userId: string, enabled: boolean): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("secure_toggle_blog_editor", {
    target_user_id: userId,
    new_editor_status: enabled,
  })
  return writeOutcome(error)
}

export async function setUserRole(userId: string, role: ManagedRole, enabled: boolean): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = enabled
    ? await supabase.rpc("add_user_role", { user_uuid: userId, new_role: role })
    : await supabase.rpc("remove_user_role", { user_uuid: userId, old_role: role })
  return writeOutcome(error)
}

export async function grantUserPermission(
  userId: string,
  permissionName: string,
  expiresAt: string | null
): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("grant_permission", {
    user_id: userId,
    permission_name: permissionName,
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  })
  return writeOutcome(error)
}

export async function revokeUserPermission(permissionId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("revoke_permission", { permission_id: permissionId })
  return writeOutcome(error)
}

export const ADMIN_USER_MESSAGES = {
  lastAdmin: "Não é possível remover a última administradora. Torne outra pessoa administradora antes.",
  forbidden: "Você não tem permissão para fazer esta alteração.",
  notFound: "Usuária não encontrada. Atualize a página e tente novamente.",
  grantNotFound: "Esta permissão não existe mais. Atualize a página.",
  expiryPast: "A data de expiração precisa ser no futuro.",
  invalid: "Os dados enviados não são válidos. Atualize a página e tente novamente.",
} as const

/** Database error → pt-BR, by SQLSTATE and hint (never by the English message); null when unexpected. */
export function adminWriteMessage(error: PostgrestError): string | null {
  if (error.code === "P0001" && error.hint === "last_admin") return ADMIN_USER_MESSAGES.lastAdmin
  if (error.code === "42501") return ADMIN_USER_MESSAGES.forbidden
  if (isNotFoundError(error)) return ADMIN_USER_MESSAGES.notFound
  if (error.code === "22023") {
    return /expires_at/.test(error.message) ? ADMIN_USER_MESSAGES.expiryPast : ADMIN_USER_MESSAGES.invalid
  }
  if (error.code === "23514") return ADMIN_USER_MESSAGES.invalid
  return null
}
