"use server"

import { refresh, updateTag } from "next/cache"
import { redirect } from "next/navigation"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, type FailureExtra, runForm, unexpectedFailure } from "@/lib/action-errors"
import { getViewer, requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import {
  COMMUNITY_PATH,
  COMMUNITY_TEXT,
  communityErrorMessage,
  communityFailures,
  communityGroupPath,
  communityTopicPath,
  isMutedNow,
  type Membership,
} from "@/lib/community"
import {
  isEmptyMessage,
  keepMentionsOf,
  type Mentionable,
  parseMentions,
  sanitizeCommunityHtml,
  storableCommunityHtml,
} from "@/lib/community-html"
import * as communityGroups from "@/lib/data/community-groups"
import * as communityMembership from "@/lib/data/community-membership"
import * as communityPosts from "@/lib/data/community-posts"
import { readImageSize } from "@/lib/images/dimensions"
import {
  POST_IMAGE_MAX_SIDE,
  POST_IMAGE_TEXT,
  postImageUploadSchema,
  type UploadedPostImage,
} from "@/lib/images/post-image"
import { reencodeImage } from "@/lib/images/reencode"
import { sniffImageType } from "@/lib/images/sniff"
import {
  editPostSchema,
  groupIdSchema,
  joinInputSchema,
  postIdSchema,
  replyInputSchema,
  reportInputSchema,
  TOPIC_FORM_KEYS,
  topicIdSchema,
  topicInputSchema,
} from "@/lib/validations/community"

// One file (~320 lines) on purpose: the members' community actions are one endpoint module that
// tests/e2e/server-actions.spec.ts and the bad-input sweep address by path, and each action is a
// short parse-check-call over lib/data/community-*.ts; their translation of refusals is shared.

/**
 * The members' actions of the community (issue #21): join and leave, topics, replies, edits,
 * supports, reports, the unread marker and the reads the live topic asks for. Each validates its
 * input, checks the session, then calls a database function under the member's session, which
 * decides membership, mutes, locks and the rate limit; its refusals come back as pt-BR text.
 */

const EMPTY_MESSAGE = "Escreva a mensagem antes de enviar."
const UNAUTHENTICATED = failed(COMMUNITY_TEXT.signedOut, { code: "unauthenticated" })

const refused = (scope: string, error: PostgrestError, extra: FailureExtra = {}) =>
  databaseFailure(`community.${scope}`, error, communityFailures(), extra)

// A read the live topic asks for failed: logged, and the client keeps what it shows.
const readFailed = (scope: string, cause: unknown) =>
  unexpectedFailure(`community.${scope}`, cause, COMMUNITY_TEXT.failed, { code: "failed" })

/** Public figures (member and reply counts, last activity) changed: the cached list and pages follow. */
function publicDataChanged() {
  updateTag(TAGS.community)
}

/** The message as it will be stored and who it mentions among the group's members. */
async function prepareMessage(groupId: string, html: string, authorId: string) {
  // Her pictures arrive at the signed addresses her editor showed; stored at their lasting ones.
  const clean = storableCommunityHtml(sanitizeCommunityHtml(html))
  if (isEmptyMessage(clean)) return null
  const members = await communityMembership.listGroupMembers(groupId)
  // A mention names one of the group's members, or it is plain text.
  const body = keepMentionsOf(clean, new Set(members.map((member) => member.userId)))
  const mentions = parseMentions(
    body,
    members.map((member) => ({ id: member.userId, name: member.name })),
    authorId
  )
  return { body, mentions }
}

/**
 * Whom she may mention in a group (the editor's "@" suggestions): its other active members, by
 * name. Only for its active members; RLS lets nobody else read the list anyway.
 */
export async function listCommunityMentionables(groupId: unknown): Promise<ActionState<Mentionable[]>> {
  const id = groupIdSchema.safeParse(groupId)
  if (!id.success) return failed("Grupo inválido.", { code: "invalid" })
  const viewer = await getViewer()
  if (!viewer) return UNAUTHENTICATED
  try {
    const membership = await communityMembership.getMembership(id.data, viewer.userId)
    if (membership?.status !== "active") {
      return failed(communityErrorMessage({ hint: "not_member" })!, { code: "not_member" })
    }
    const members = await communityMembership.listGroupMembers(id.data)
    const others = members.filter((member) => member.userId !== viewer.userId)
    return succeeded("Pronto.", { data: others.map((member) => ({ id: member.userId, name: member.name })) })
  } catch (error) {
    return readFailed("mentionables", error)
  }
}

export async function joinCommunityGroup(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = joinInputSchema.safeParse(formFields(formData))
  if (!input.success) {
    if (!groupIdSchema.safeParse(formFields(formData).groupId).success) {
      return failed("Grupo inválido.", { code: "invalid" })
    }
    return invalid(input.error, formData, ["message"])
  }
  await requireUser(COMMUNITY_PATH)
  const { data, error } = await communityMembership.joinGroup(input.data.groupId, input.data.message)
  if (error) return refused("join", error, input.data.message ? { values: { message: input.data.message } } : {})
  publicDataChanged()
  refresh()
  return data === "pending"
    ? succeeded(COMMUNITY_TEXT.requested, { code: "pending" })
    : succeeded(COMMUNITY_TEXT.joined)
}

export async function leaveCommunityGroup(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const groupId = groupIdSchema.safeParse(formFields(formData).groupId)
  if (!groupId.success) return failed("Grupo inválido.", { code: "invalid" })
  await requireUser(COMMUNITY_PATH)
  const { error } = await communityMembership.leaveGroup(groupId.data)
  if (error) return refused("leave", error)
  publicDataChanged()
  refresh()
  return succeeded(formFields(formData).intent === "decline" ? COMMUNITY_TEXT.invitationDeclined : COMMUNITY_TEXT.left)
}

/** The list's buttons: her standing in every group (asked after hydration, the list is static). */
export async function getMyCommunityMemberships(): Promise<ActionState<Record<string, Membership>>> {
  const viewer = await getViewer()
  if (!viewer) return UNAUTHENTICATED
  try {
    return succeeded("Pronto.", { data: await communityMembership.listMyMemberships(viewer.userId) })
  } catch (error) {
    return readFailed("memberships", error)
  }
}

/** A new topic: title and message; opens it on success. */
export async function createCommunityTopic(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: topicInputSchema, keep: TOPIC_FORM_KEYS, viewer: () => requireUser(COMMUNITY_PATH) },
    async (input, viewer) => {
      const { groupId, title, body } = input
      const values = { ...safeValues(formData, TOPIC_FORM_KEYS), body: body.slice(0, 100_000) }
      const group = await communityGroups.getGroupById(groupId)
      if (!group) return failed(communityErrorMessage({ code: "P0002" })!, { code: "not_found" })
      const message = await prepareMessage(groupId, body, viewer.userId)
      if (!message) return failed(EMPTY_MESSAGE, { code: "invalid", fieldErrors: { body: [EMPTY_MESSAGE] }, values })
      const { data: topicId, error } = await communityPosts.createTopic(groupId, title, message.body, message.mentions)
      if (error || !topicId) return error ? refused("topic", error, { values }) : failed(COMMUNITY_TEXT.failed)
      publicDataChanged()
      redirect(communityTopicPath(group.slug, topicId))
    }
  )
}

/** A reply; answers the stored message, which the page shows at once (the live channel may follow). */
export async function replyToCommunityTopic(
  _prev: ActionState<communityPosts.CommunityPost>,
  formData: FormData
): Promise<ActionState<communityPosts.CommunityPost>> {
  const input = replyInputSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(COMMUNITY_PATH)
  const topic = await communityPosts.getTopic(input.data.topicId)
  if (!topic) return failed(communityErrorMessage({ code: "P0002" })!, { code: "not_found" })
  const values = { body: input.data.body.slice(0, 100_000) }
  const message = await prepareMessage(topic.groupId, input.data.body, viewer.userId)
  if (!message) return failed(EMPTY_MESSAGE, { code: "invalid", fieldErrors: { body: [EMPTY_MESSAGE] }, values })
  const { data: postId, error } = await communityPosts.createReply(topic.id, message.body, message.mentions)
  if (error || !postId) return error ? refused("reply", error, { values }) : failed(COMMUNITY_TEXT.failed)
  publicDataChanged()
  const post = await communityPosts.getPost(postId, viewer.userId).catch(() => null)
  return succeeded(COMMUNITY_TEXT.replied, post ? { data: post } : {})
}

export async function editCommunityPost(
  _prev: ActionState<communityPosts.CommunityPost>,
  formData: FormData
): Promise<ActionState<communityPosts.CommunityPost>> {
  const input = editPostSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["title"])
  const viewer = await requireUser(COMMUNITY_PATH)
  const source = await communityPosts.getOwnPostSource(input.data.postId, viewer.userId)
  if (!source) return failed(communityErrorMessage({ code: "42501", hint: "not_author" })!, { code: "not_author" })
  const topic = await communityPosts.getTopic(source.topic_id)
  if (!topic) return failed(communityErrorMessage({ code: "P0002" })!, { code: "not_found" })
  const message = await prepareMessage(topic.groupId, input.data.body, viewer.userId)
  if (!message && !source.is_opening) {
    return failed(EMPTY_MESSAGE, { code: "invalid", fieldErrors: { body: [EMPTY_MESSAGE] } })
  }
  const { error } = await communityPosts.editPost(
    source.id,
    message?.body ?? "",
    source.is_opening ? input.data.title : null
  )
  if (error) return refused("edit", error)
  if (source.is_opening && input.data.title) refresh()
  const post = await communityPosts.getPost(source.id, viewer.userId).catch(() => null)
  return succeeded(COMMUNITY_TEXT.edited, post ? { data: post } : {})
}

export async function deleteCommunityPost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const postId = postIdSchema.safeParse(formFields(formData).postId)
  if (!postId.success) return failed("Mensagem inválida.", { code: "invalid" })
  await requireUser(COMMUNITY_PATH)
  const groupSlug = formFields(formData).groupSlug
  const { data, error } = await communityPosts.deletePost(postId.data)
  if (error) return refused("delete", error)
  publicDataChanged()
  if (data === "topic_deleted" && groupSlug && /^[a-z0-9-]{1,120}$/.test(groupSlug)) {
    redirect(communityGroupPath(groupSlug))
  }
  refresh()
  return succeeded(data === "topic_deleted" ? COMMUNITY_TEXT.topicDeleted : COMMUNITY_TEXT.deleted, {
    code: data ?? undefined,
  })
}

/** "Apoio": adds hers or takes it back. Called from the heart button, not a form. */
export async function toggleCommunitySupport(
  postId: unknown
): Promise<ActionState<{ supported: boolean; count: number }>> {
  const id = postIdSchema.safeParse(postId)
  if (!id.success) return failed("Mensagem inválida.", { code: "invalid" })
  if (!(await getViewer())) return UNAUTHENTICATED
  const { data, error } = await communityPosts.toggleSupport(id.data)
  if (error || !data) return error ? refused("support", error) : failed(COMMUNITY_TEXT.failed)
  return succeeded(data.supported ? "Apoio registrado." : "Apoio retirado.", { data })
}

export async function reportCommunityPost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: reportInputSchema, keep: ["reason"], viewer: () => requireUser(COMMUNITY_PATH) },
    async (input) => {
      const { error } = await communityPosts.reportPost(input.postId, input.reason)
      if (error) return refused("report", error, { values: { reason: input.reason } })
      return succeeded(COMMUNITY_TEXT.reported)
    }
  )
}

/** One message as she may read it now (a live insert or update); null data when it is gone. */
export async function loadCommunityPost(postId: unknown): Promise<ActionState<communityPosts.CommunityPost | null>> {
  const id = postIdSchema.safeParse(postId)
  if (!id.success) return failed("Mensagem inválida.", { code: "invalid" })
  const viewer = await getViewer()
  if (!viewer) return UNAUTHENTICATED
  try {
    return succeeded("Pronto.", { data: await communityPosts.getPost(id.data, viewer.userId) })
  } catch (error) {
    return readFailed("loadPost", error)
  }
}

/** The whole topic again, after the live channel was away. */
export async function loadCommunityTopicPosts(topicId: unknown): Promise<ActionState<communityPosts.CommunityPost[]>> {
  const id = topicIdSchema.safeParse(topicId)
  if (!id.success) return failed("Tópico inválido.", { code: "invalid" })
  const viewer = await getViewer()
  if (!viewer) return UNAUTHENTICATED
  try {
    return succeeded("Pronto.", { data: await communityPosts.listTopicPosts(id.data, viewer.userId) })
  } catch (error) {
    return readFailed("loadTopic", error)
  }
}

/** Moves her unread marker to now; the topic page calls it while she reads. */
export async function markCommunityTopicRead(topicId: unknown): Promise<ActionState> {
  const id = topicIdSchema.safeParse(topicId)
  if (!id.success) return failed("Tópico inválido.", { code: "invalid" })
  if (!(await getViewer())) return UNAUTHENTICATED
  const { error } = await communityPosts.markTopicRead(id.data)
  if (error) return refused("read", error)
  return succeeded("Pronto.")
}

/**
 * A picture for a message, stored in this project's Storage (community-images/{group}/{her id}/),
 * for the editor's image dialog. Only an active, unmuted member of the group may send one; the
 * bytes decide the type, and the bucket's policy checks the folder again.
 */
export async function uploadCommunityImage(
  _prev: ActionState<UploadedPostImage>,
  formData: FormData
): Promise<ActionState<UploadedPostImage>> {
  const form = formData instanceof FormData ? formData : null
  const groupId = groupIdSchema.safeParse(form?.get("groupId"))
  if (!groupId.success) return failed("Grupo inválido.", { code: "invalid" })
  const viewer = await requireUser(COMMUNITY_PATH)
  const membership = await communityMembership.getMembership(groupId.data, viewer.userId)
  if (membership?.status !== "active") {
    return failed(communityErrorMessage({ hint: "not_member" })!, { code: "not_member" })
  }
  if (isMutedNow(membership.mutedUntil)) return failed(communityErrorMessage({ hint: "muted" })!, { code: "muted" })
  const parsed = postImageUploadSchema.safeParse({ file: form?.get("file") ?? null })
  if (!parsed.success) return invalid(parsed.error, formData, [])
  const bytes = new Uint8Array(await parsed.data.file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type) return failed(POST_IMAGE_TEXT.wrongType, { code: "wrong_type" })
  const size = readImageSize(bytes, type)
  if (!size) return failed(POST_IMAGE_TEXT.unreadable, { code: "unreadable" })
  if (size.width > POST_IMAGE_MAX_SIDE || size.height > POST_IMAGE_MAX_SIDE) {
    return failed(POST_IMAGE_TEXT.tooWide, { code: "too_wide" })
  }
  // Written anew (issue #32): no EXIF or GPS reaches the bucket; AVIF becomes WebP.
  const image = await reencodeImage(bytes)
  if ("message" in image) return failed(image.message, { code: image.code })
  const url = await communityPosts.storeCommunityImage(groupId.data, viewer.userId, image.bytes, image.type)
  if (!url) return failed(POST_IMAGE_TEXT.failed)
  return succeeded(POST_IMAGE_TEXT.uploaded, { data: { url, width: image.width, height: image.height } })
}
