"use server"

import { refresh, updateTag } from "next/cache"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, safeValues, succeeded } from "@/lib/action-state"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { COMMUNITY_TEXT, communityErrorMessage, communityFailures } from "@/lib/community"
import { databaseFailure, type FailureExtra, runForm } from "@/lib/action-errors"
import * as communityAdmin from "@/lib/data/community-admin"
import * as communityGroups from "@/lib/data/community-groups"
import * as communityModeration from "@/lib/data/community-moderation"
import { type MemberMatch, searchMembers } from "@/lib/data/member-search"
import {
  archiveInputSchema,
  GROUP_FORM_KEYS,
  groupInputSchema,
  hidePostSchema,
  moderatorInputSchema,
  reportResolutionSchema,
} from "@/lib/validations/community"

/**
 * /admin/comunidade (issue #21): create and edit groups (with a cover in Storage), archive them,
 * appoint and dismiss moderators, and answer reports from every group. requireAdmin() here, and
 * the database functions check is_admin() again and audit each act.
 */

const PATH = "/admin/comunidade"

// Coded by hint, else by SQLSTATE: the admin forms tell a duplicate address (23505) apart.
const ADMIN_FAILURES = communityFailures((error) => error.hint ?? error.code ?? "failed")

const refused = (scope: string, error: PostgrestError, extra: FailureExtra = {}) =>
  databaseFailure(`admin.community.${scope}`, error, ADMIN_FAILURES, extra)

function changed(message: string): ActionState {
  updateTag(TAGS.community)
  refresh()
  return succeeded<never>(message)
}

export async function saveCommunityGroup(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: groupInputSchema, keep: GROUP_FORM_KEYS, viewer: () => requireAdmin(PATH) },
    async (input) => {
      const values = safeValues(formData, GROUP_FORM_KEYS)
      const current = input.id ? await communityGroups.getGroupById(input.id) : null
      if (input.id && !current) return failed(communityErrorMessage({ code: "P0002" })!, { values })
      // A cover the bucket would refuse is refused before anything is saved: no group without it.
      const file = formData instanceof FormData ? formData.get("cover") : null
      const cover = file instanceof File && file.size > 0 ? await communityAdmin.checkGroupCover(file) : null
      if (cover && "message" in cover) {
        return failed(cover.message, { code: "cover", fieldErrors: { cover: [cover.message] }, values })
      }
      // A group changing kind takes its cover to the matching bucket first (hidden: private).
      const currentCover = current ? await communityAdmin.coverForKind(current.id, current.coverUrl, input.kind) : null
      const { data: id, error } = await communityAdmin.saveGroup({ ...input, coverUrl: currentCover })
      if (error || !id) {
        if (error?.code === "23505") {
          const message = communityErrorMessage(error)!
          return failed(message, { code: "slug_taken", fieldErrors: { slug: [message] }, values })
        }
        return error ? refused("save", error, { values }) : failed(COMMUNITY_TEXT.failed, { values })
      }
      // The cover goes to the group's own folder, which exists for the policy once the group does.
      if (cover) {
        const stored = await communityAdmin.storeGroupCover(id, cover)
        if ("message" in stored) {
          // Only Storage itself failed here: the group is saved, and the public list must show it.
          updateTag(TAGS.community)
          return failed(`${input.id ? "Grupo salvo" : "Grupo criado"}, mas a capa não: ${stored.message}`, {
            fieldErrors: { cover: [stored.message] },
            values: { ...values, id },
          })
        }
        const saved = await communityAdmin.saveGroup({ ...input, id, coverUrl: stored.url })
        if (saved.error) return refused("cover", saved.error, { values: { ...values, id } })
      }
      return changed(input.id ? "Grupo atualizado." : "Grupo criado.")
    }
  )
}

export async function archiveCommunityGroup(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: archiveInputSchema, viewer: () => requireAdmin(PATH) }, async (input) => {
    const { error } = await communityAdmin.archiveGroup(input.groupId, input.archived)
    if (error) return refused("archive", error)
    return changed(input.archived ? "Grupo arquivado." : "Grupo restaurado.")
  })
}

/**
 * The moderator picker's suggestions: members whose name or e-mail contains the words (at most 8,
 * id + name + e-mail). Admins only: requireAdmin() here, and profiles' RLS shows others nothing.
 */
export async function findModeratorCandidates(query: unknown): Promise<MemberMatch[]> {
  if (typeof query !== "string") return []
  await requireAdmin(PATH)
  return searchMembers(query.slice(0, 200))
}

/** Appoints (or dismisses) the account with this e-mail as a moderator of the group. */
export async function setCommunityModerator(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: moderatorInputSchema, keep: ["email"], viewer: () => requireAdmin(PATH) },
    async (input) => {
      const userId = await communityAdmin.findProfileIdByEmail(input.email)
      if (!userId) {
        const message = communityErrorMessage({ hint: "user_not_found" })!
        return failed(message, { fieldErrors: { email: [message] }, values: { email: input.email } })
      }
      const { data, error } = await communityAdmin.setModerator(input.groupId, userId, input.moderator)
      if (error) return refused("moderator", error)
      if (data === false)
        return succeeded(input.moderator ? "Ela já modera este grupo." : "Ela não moderava este grupo.")
      return changed(input.moderator ? "Moderadora nomeada." : "Moderação encerrada.")
    }
  )
}

export async function adminModerateCommunityPost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: hidePostSchema, keep: ["reason"], viewer: () => requireAdmin(PATH) },
    async (input) => {
      const { error } = await communityModeration.moderatePost(
        input.postId,
        input.hide,
        input.hide ? input.reason : null
      )
      if (error) return refused("post", error)
      refresh()
      return succeeded(input.hide ? COMMUNITY_TEXT.hidden : COMMUNITY_TEXT.unhidden)
    }
  )
}

export async function adminResolveCommunityReport(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: reportResolutionSchema, viewer: () => requireAdmin(PATH) }, async (input) => {
    const { error } = await communityModeration.resolveReport(input.reportId, input.status)
    if (error) return refused("report", error)
    refresh()
    return succeeded(input.status === "dismissed" ? "Denúncia arquivada." : "Denúncia resolvida.")
  })
}
