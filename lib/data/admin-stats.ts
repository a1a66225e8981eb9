import "server-only"

import { createClient } from "@/lib/supabase/server"

export interface AdminStats {
  totalUsers: number
  newUsersThisMonth: number
  /** Listed in the directory: approved and active. */
  activeBusinesses: number
  /** Listings waiting in the approval queue. */
  pendingBusinesses: number
  totalSubscriptions: number
  activeSubscriptions: number
}

/** The overview's figures from get_admin_stats(); admins only (the function refuses others). */
export async function getAdminStats(): Promise<AdminStats> {
  const supabase = await createClient()
  const [{ data, error }, pending] = await Promise.all([
    supabase.rpc("get_admin_stats"),
    supabase.from("businesses").select("id", { count: "exact", head: true }).eq("status", "pending"),
  ])
  if (error) throw new Error(`getAdminStats: ${error.message}`, { cause: error })
  if (pending.error) throw new Error(`getAdminStats pending: ${pending.error.message}`, { cause: pending.error })
  const row = data[0]
  return {
    totalUsers: Number(row?.total_users ?? 0),
    newUsersThisMonth: Number(row?.new_users_this_month ?? 0),
    activeBusinesses: Number(row?.total_businesses ?? 0),
    pendingBusinesses: pending.count ?? 0,
    totalSubscriptions: Number(row?.total_subscriptions ?? 0),
    activeSubscriptions: Number(row?.active_subscriptions ?? 0),
  }
}

export interface AuditEntry {
  id: number
  action: string
  actorName: string | null
  targetType: string
  targetName: string | null
  details: Record<string, unknown>
  createdAt: string
}

const personName = (row: { full_name: string | null; email: string | null } | undefined) =>
  row ? row.full_name?.trim() || row.email || null : null

/** The newest audit-log entries with the names of who acted and on whom; admins only (RLS). */
export async function listRecentActivity(limit = 8): Promise<AuditEntry[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("audit_log")
    .select("id, actor_id, action, target_type, target_id, details, created_at")
    .order("created_at", { ascending: false })
    .limit(limit)
  if (error) throw new Error(`listRecentActivity: ${error.message}`, { cause: error })

  const ids = new Set<string>()
  for (const row of data) {
    if (row.actor_id) ids.add(row.actor_id)
    if (row.target_type === "profile" && row.target_id) ids.add(row.target_id)
  }
  const people = new Map<string, { full_name: string | null; email: string | null }>()
  if (ids.size > 0) {
    const { data: profiles, error: profileError } = await supabase
      .from("profiles")
      .select("id, full_name, email")
      .in("id", [...ids])
    if (profileError) throw new Error(`listRecentActivity names: ${profileError.message}`, { cause: profileError })
    for (const profile of profiles) people.set(profile.id, profile)
  }

  return data.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: row.actor_id ? personName(people.get(row.actor_id)) : null,
    targetType: row.target_type,
    targetName: row.target_type === "profile" && row.target_id ? personName(people.get(row.target_id)) : null,
    details:
      row.details && typeof row.details === "object" && !Array.isArray(row.details)
        ? (row.details as Record<string, unknown>)
        : {},
    createdAt: row.created_at,
  }))
}
