import "server-only"
import { cache } from "react"

import type { Membership, MembershipRole, MembershipStatus } from "@/lib/community"
import { createClient } from "@/lib/supabase/server"
import { rpc } from "@/lib/data/community-core"

/**
 * A member's standing: her memberships, a group's active members, joining and leaving.
 */

type MembershipRow = { group_id: string; status: string; role: string; muted_until: string | null }

const toMembership = (row: MembershipRow): Membership => ({
  status: row.status as MembershipStatus,
  role: row.role as MembershipRole,
  mutedUntil: row.muted_until,
})

// Her mute is a moderation column, which the table shows nobody (issue #32): her own rows come
// from list_community_member_details, which answers them with it.

/** Her standing in one group, or null when she has none. */
export const getMembership = cache(async (groupId: string, userId: string): Promise<Membership | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase
    .rpc("list_community_member_details", { p_group_id: groupId })
    .select("group_id, status, role, muted_until")
    .eq("user_id", userId)
    .maybeSingle()
  if (error) throw new Error(`getMembership: ${error.message}`, { cause: error })
  return data ? toMembership(data) : null
})

/** Her standing in every group, by group id (the list's buttons). */
export async function listMyMemberships(userId: string): Promise<Record<string, Membership>> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .rpc("list_community_member_details", {})
    .select("group_id, status, role, muted_until")
    .eq("user_id", userId)
  if (error) throw new Error(`listMyMemberships: ${error.message}`, { cause: error })
  return Object.fromEntries(data.map((row) => [row.group_id, toMembership(row)]))
}

export interface GroupMember {
  userId: string
  name: string
  avatarUrl: string | null
  role: MembershipRole
}

type MemberRow = { user_id: string; member_name: string; member_avatar_url: string | null; role: string }

export const toGroupMember = (row: MemberRow): GroupMember => ({
  userId: row.user_id,
  name: row.member_name,
  avatarUrl: row.member_avatar_url,
  role: row.role as MembershipRole,
})

/** The group's active members, moderators first (readable by its members and admins). */
export const listGroupMembers = cache(async (groupId: string): Promise<GroupMember[]> => {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("community_memberships")
    .select("user_id, member_name, member_avatar_url, role")
    .eq("group_id", groupId)
    .eq("status", "active")
    .order("role", { ascending: false })
    .order("member_name")
    .limit(1000)
  if (error) throw new Error(`listGroupMembers: ${error.message}`, { cause: error })
  return data.map(toGroupMember)
})

/** Joins (or asks to join) a group; `message` goes with a by-request group's request only. */
export const joinGroup = (groupId: string, message: string | null = null) =>
  rpc((db) =>
    db.rpc("join_community_group", message ? { p_group_id: groupId, p_message: message } : { p_group_id: groupId })
  )

export const leaveGroup = (groupId: string) => rpc((db) => db.rpc("leave_community_group", { p_group_id: groupId }))
