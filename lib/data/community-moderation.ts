import "server-only"

import type { MembershipStatus } from "@/lib/community"
import { plainText, sanitizeCommunityHtml } from "@/lib/community-html"
import { createClient } from "@/lib/supabase/server"
import { rpc } from "@/lib/data/community-core"
import { type GroupMember, toGroupMember } from "@/lib/data/community-membership"

/**
 * Moderation, for a group's moderators and admins: members with their moderation columns
 * (list_community_member_details), reports, and the moderating writes (hide, pin/lock, mute/remove,
 * resolve, invite).
 */

export interface ModeratedMember extends GroupMember {
  status: MembershipStatus
  /** What she wrote with her request to join (pending requests only). */
  requestMessage: string | null
  mutedUntil: string | null
  reason: string | null
  since: string
}

export async function listMembersForModeration(groupId: string): Promise<ModeratedMember[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .rpc("list_community_member_details", { p_group_id: groupId })
    .select(
      "user_id, member_name, member_avatar_url, role, status, muted_until, moderation_reason, created_at, request_message"
    )
    .limit(2000)
  if (error) throw new Error(`listMembersForModeration: ${error.message}`, { cause: error })
  return data.map((row) => ({
    ...toGroupMember(row),
    status: row.status as MembershipStatus,
    requestMessage: row.request_message,
    mutedUntil: row.muted_until,
    reason: row.moderation_reason,
    since: row.created_at,
  }))
}

export interface ReportItem {
  id: string
  groupId: string
  groupName: string
  groupSlug: string
  postId: string
  topicId: string
  authorName: string
  excerpt: string
  hiddenReason: string | null
  reason: string
  status: "open" | "resolved" | "dismissed"
  createdAt: string
}

/** Reports she may see (her groups as moderator; every group for admins), open ones first. */
export async function listReports({ groupId, openOnly = false }: { groupId?: string; openOnly?: boolean } = {}) {
  const supabase = await createClient()
  let request = supabase
    .from("community_reports")
    .select(
      "id, group_id, post_id, reason, status, created_at, group:community_groups!inner(name, slug), post:community_posts!inner(topic_id, author_name, body, hidden_reason)"
    )
    .order("status")
    .order("created_at", { ascending: false })
    .limit(200)
  if (groupId) request = request.eq("group_id", groupId)
  if (openOnly) request = request.eq("status", "open")
  const { data, error } = await request
  if (error) throw new Error(`listReports: ${error.message}`, { cause: error })
  return data.map((row): ReportItem => {
    const group = row.group as unknown as { name: string; slug: string }
    const post = row.post as unknown as {
      topic_id: string
      author_name: string
      body: string
      hidden_reason: string | null
    }
    const text = plainText(sanitizeCommunityHtml(post.body))
    return {
      id: row.id,
      groupId: row.group_id,
      groupName: group.name,
      groupSlug: group.slug,
      postId: row.post_id,
      topicId: post.topic_id,
      authorName: post.author_name,
      excerpt: text.length > 240 ? `${text.slice(0, 239)}…` : text,
      hiddenReason: post.hidden_reason,
      reason: row.reason,
      status: row.status as ReportItem["status"],
      createdAt: row.created_at,
    }
  })
}

export const moderatePost = (postId: string, hide: boolean, reason: string | null) =>
  rpc((db) =>
    db.rpc("moderate_community_post", { p_post_id: postId, p_hide: hide, p_reason: reason as unknown as string })
  )

export const setTopicFlag = (topicId: string, flag: "pinned" | "locked", value: boolean) =>
  rpc((db) =>
    db.rpc("set_community_topic_flags", {
      p_topic_id: topicId,
      p_pinned: (flag === "pinned" ? value : null) as unknown as boolean,
      p_locked: (flag === "locked" ? value : null) as unknown as boolean,
    })
  )

export const moderateMember = (
  groupId: string,
  userId: string,
  action: string,
  until: string | null,
  reason: string | null
) =>
  rpc((db) =>
    db.rpc("moderate_community_member", {
      p_group_id: groupId,
      p_user_id: userId,
      p_action: action,
      p_until: until as unknown as string,
      p_reason: reason as unknown as string,
    })
  )

export const resolveReport = (reportId: string, status: "resolved" | "dismissed") =>
  rpc((db) => db.rpc("resolve_community_report", { p_report_id: reportId, p_status: status }))

export const inviteToGroup = (groupId: string, email: string) =>
  rpc((db) => db.rpc("invite_to_community_group", { p_group_id: groupId, p_email: email }))
