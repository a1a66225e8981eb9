"use server"

import { refresh, updateTag } from "next/cache"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { COMMUNITY_PATH, COMMUNITY_TEXT, communityErrorMessage, communityFailures } from "@/lib/community"
import { databaseFailure, runForm } from "@/lib/action-errors"
import * as communityAdmin from "@/lib/data/community-admin"
import * as communityGroups from "@/lib/data/community-groups"
import * as communityMembership from "@/lib/data/community-membership"
import * as communityModeration from "@/lib/data/community-moderation"
import {
  groupDescriptionSchema,
  hidePostSchema,
  inviteSchema,
  memberActionSchema,
  reportResolutionSchema,
  topicFlagsSchema,
} from "@/lib/validations/community"

/**
 * Moderation of one group (issue #21), for its moderators and for admins: hide a message with a
 * reason, pin and lock topics, answer requests, mute, remove and readmit members, close reports,
 * invite, and the group's description and cover. The database functions check the right and audit
 * every act; a member calling these directly is refused there.
 */

const refused = (scope: string, error: PostgrestError) =>
  databaseFailure(`community.moderation.${scope}`, error, communityFailures())

export async function moderateCommunityPost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: hidePostSchema, keep: ["reason"], viewer: () => requireUser(COMMUNITY_PATH) },
    async (input) => {
      const reason = input.hide ? input.reason : null
      const { error } = await communityModeration.moderatePost(input.postId, input.hide, reason)
      if (error) return refused("post", error)
      refresh()
      return succeeded(input.hide ? COMMUNITY_TEXT.hidden : COMMUNITY_TEXT.unhidden)
    }
  )
}

export async function setCommunityTopicFlag(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: topicFlagsSchema, viewer: () => requireUser(COMMUNITY_PATH) }, async (input) => {
    const { topicId, flag, value } = input
    const { error } = await communityModeration.setTopicFlag(topicId, flag, value)
    if (error) return refused("topic", error)
    refresh()
    const message =
      flag === "pinned"
        ? value
          ? "Tópico fixado no alto da lista."
          : "Tópico desafixado."
        : value
          ? "Tópico trancado para novas respostas."
          : "Tópico reaberto."
    return succeeded(message)
  })
}

const MEMBER_MESSAGES = {
  approve: "Pedido aprovado.",
  reject: "Pedido recusado.",
  mute: "Participante silenciada.",
  unmute: "Participante liberada para publicar.",
  remove: "Participante removida do grupo.",
  reinstate: "Participante readmitida.",
} as const

export async function moderateCommunityMember(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: memberActionSchema, keep: ["days", "reason"], viewer: () => requireUser(COMMUNITY_PATH) },
    async (input) => {
      const { groupId, userId, action, days, reason } = input
      const until = action === "mute" && days ? new Date(Date.now() + days * 86_400_000).toISOString() : null
      const { error } = await communityModeration.moderateMember(groupId, userId, action, until, reason)
      if (error) return refused("member", error)
      // Approvals and removals change the public member count.
      updateTag(TAGS.community)
      refresh()
      return succeeded(MEMBER_MESSAGES[action])
    }
  )
}

export async function resolveCommunityReport(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: reportResolutionSchema, viewer: () => requireUser(COMMUNITY_PATH) },
    async (input) => {
      const { error } = await communityModeration.resolveReport(input.reportId, input.status)
      if (error) return refused("report", error)
      refresh()
      return succeeded(input.status === "dismissed" ? "Denúncia arquivada." : "Denúncia resolvida.")
    }
  )
}

export async function inviteToCommunityGroup(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: inviteSchema, keep: ["email"], viewer: () => requireUser(COMMUNITY_PATH) },
    async (input) => {
      // The database answers alike whether or not the address has an account (issue #32), and so
      // does this action: the only refusals are the moderator and archive checks.
      const { error } = await communityModeration.inviteToGroup(input.groupId, input.email)
      if (error) {
        // No code here: the form shows the text beside the address it keeps.
        const failures = { read: communityErrorMessage, otherwise: COMMUNITY_TEXT.failed }
        return databaseFailure("community.moderation.invite", error, failures, { values: { email: input.email } })
      }
      refresh()
      return succeeded(COMMUNITY_TEXT.invited)
    }
  )
}

/** The group's description and, optionally, a new cover (what a moderator may change). */
export async function updateCommunityGroupDetails(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: groupDescriptionSchema, keep: ["description"], viewer: () => requireUser(COMMUNITY_PATH) },
    async (input, viewer) => {
      const group = await communityGroups.getGroupById(input.groupId)
      if (!group) return failed(communityErrorMessage({ code: "P0002" })!)
      // Checked before anything is stored (the database and the bucket's policy check it again).
      const membership = await communityMembership.getMembership(group.id, viewer.userId)
      if (!viewer.isAdmin && !(membership?.status === "active" && membership.role === "moderator")) {
        return failed(communityErrorMessage({ code: "42501", hint: "not_moderator" })!, { code: "not_moderator" })
      }
      let coverUrl = group.coverUrl
      const file = formData instanceof FormData ? formData.get("cover") : null
      if (file instanceof File && file.size > 0) {
        const stored = await communityAdmin.storeGroupCover(group.id, file)
        if ("message" in stored) return failed(stored.message, { fieldErrors: { cover: [stored.message] } })
        coverUrl = stored.url
      }
      const { error } = await communityAdmin.saveGroup({
        id: group.id,
        name: group.name,
        slug: group.slug,
        kind: group.kind,
        category: group.category,
        description: input.description,
        coverUrl,
      })
      if (error) return refused("details", error)
      updateTag(TAGS.community)
      refresh()
      return succeeded(COMMUNITY_TEXT.saved)
    }
  )
}
