import "server-only"
import { cache } from "react"
import { cacheLife, cacheTag } from "next/cache"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"
import type { PostgrestError } from "@supabase/supabase-js"

import { TAGS } from "@/lib/cache-tags"
import {
  browserSignedCoverUrl,
  coverBucketFor,
  displayableCoverUrl,
  GROUP_COVER_BUCKET,
  type GroupCategory,
  type GroupKind,
  type Membership,
  type MembershipRole,
  type MembershipStatus,
  PRIVATE_GROUP_COVER_BUCKET,
  privateCoverPrefix,
} from "@/lib/community"
import {
  browserSignedImageUrl,
  plainText,
  PRIVATE_COMMUNITY_IMAGE_BUCKET,
  privateImagePaths,
  privateImagePrefix,
  sanitizeCommunityHtml,
  withSignedImages,
} from "@/lib/community-html"
import { uploadPublicImage } from "@/lib/data/storage"
import { type ReencodedBytes, reencodeImage, type StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS, type SniffedImageType } from "@/lib/images/sniff"
import { storedObjectPath } from "@/lib/images/storage-url"
import { createClient, createPublicClient } from "@/lib/supabase/server"

/**
 * Every read and write of the community (issue #21). Public reads (listed groups) use the anon
 * client and the tagged cache; everything else runs under the viewer's session, so RLS and the
 * database functions decide. Writes return the database error (or null) for the action to
 * translate with communityErrorMessage(); they never throw for a refusal.
 */

const GROUP_COLUMNS =
  "id, slug, name, description, kind, category, cover_url, members_count, topics_count, replies_count, last_activity_at, archived_at"

export interface CommunityGroup {
  id: string
  slug: string
  name: string
  description: string
  kind: GroupKind
  category: GroupCategory
  /** What cover_url stores (saved back as is); never shown directly. */
  coverUrl: string | null
  /** The address to show: the public cover, or a short-lived signed URL of a hidden group's one. */
  coverSrc: string | null
  membersCount: number
  topicsCount: number
  repliesCount: number
  lastActivityAt: string
  archived: boolean
}

type GroupRow = {
  id: string
  slug: string
  name: string
  description: string
  kind: string
  category: string
  cover_url: string | null
  members_count: number
  topics_count: number
  replies_count: number
  last_activity_at: string
  archived_at: string | null
}

const toGroup = (row: GroupRow): CommunityGroup => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  kind: row.kind as GroupKind,
  category: row.category as GroupCategory,
  coverUrl: row.cover_url,
  // A private cover needs signing with the viewer's session (withCoverSources).
  coverSrc: displayableCoverUrl(row.cover_url),
  membersCount: row.members_count,
  topicsCount: row.topics_count,
  repliesCount: row.replies_count,
  lastActivityAt: row.last_activity_at,
  archived: row.archived_at !== null,
})

type Db = Awaited<ReturnType<typeof createClient>>
export type WriteResult<T = null> = { data: T | null; error: PostgrestError | null }

/** How long a hidden group's cover address works: one page view and a little browsing. */
const PRIVATE_COVER_SECONDS = 600

/** The object path of a private cover's stored address, or null. */
function privateCoverPath(url: string | null): string | null {
  const prefix = privateCoverPrefix()
  if (!url?.startsWith(prefix)) return null
  const path = url.slice(prefix.length)
  return /^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/.test(path) ? path : null
}

/**
 * Signs hidden groups' covers with the viewer's session: Storage's policy decides, so a cover she
 * may not read stays null. Signed together, one request for a whole list.
 */
async function withCoverSources(supabase: Db, groups: CommunityGroup[]): Promise<CommunityGroup[]> {
  const paths = groups.map((group) => privateCoverPath(group.coverUrl))
  const wanted = [...new Set(paths.filter((path): path is string => path !== null))]
  if (wanted.length === 0) return groups
  const { data, error } = await supabase.storage
    .from(PRIVATE_GROUP_COVER_BUCKET)
    .createSignedUrls(wanted, PRIVATE_COVER_SECONDS)
  if (error) console.error("[community.cover.sign]", error)
  const signed = new Map((data ?? []).flatMap((row) => (row.signedUrl && row.path ? [[row.path, row.signedUrl]] : [])))
  return groups.map((group, index) => {
    const path = paths[index]
    return path ? { ...group, coverSrc: displayableCoverUrl(browserSignedCoverUrl(signed.get(path))) } : group
  })
}

// ---------------------------------------------------------------------------------------------
// Public reads (visitors' view, cached until a community write revalidates TAGS.community)
// ---------------------------------------------------------------------------------------------

/** The listed groups (open and by request, not archived), most recently active first. */
export async function listListedGroups(): Promise<CommunityGroup[]> {
  "use cache"
  cacheTag(TAGS.community)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("community_groups")
    .select(GROUP_COLUMNS)
    .order("last_activity_at", { ascending: false })
    .limit(500)
  if (error) throw new Error(`listListedGroups: ${error.message}`, { cause: error })
  return data.map(toGroup)
}

/**
 * The listed groups for /comunidade, or null when the backend failed: the page then says so and is
 * rendered again on the next request (connection() keeps the failure out of the static page).
 */
export async function loadListedGroups(): Promise<CommunityGroup[] | null> {
  try {
    return await listListedGroups()
  } catch (error) {
    unstable_rethrow(error)
    console.error("[community.list]", error)
    await connection()
    return null
  }
}

/** A listed group as visitors see it, or null (unknown, hidden or archived). */
export async function getListedGroup(slug: string): Promise<CommunityGroup | null> {
  "use cache"
  cacheTag(TAGS.community)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("community_groups")
    .select(GROUP_COLUMNS)
    .eq("slug", slug)
    .maybeSingle()
  if (error) throw new Error(`getListedGroup: ${error.message}`, { cause: error })
  return data ? toGroup(data) : null
}

// ---------------------------------------------------------------------------------------------
// The viewer's view (session, RLS)
// ---------------------------------------------------------------------------------------------

/** The group as the signed-in viewer may see it (hidden ones for their members), or null. */
export const getGroupForViewer = cache((slug: string) => getGroupWhere("getGroupForViewer", "slug", slug))

export const getGroupById = cache((groupId: string) => getGroupWhere("getGroupById", "id", groupId))

async function getGroupWhere(caller: string, column: "slug" | "id", value: string): Promise<CommunityGroup | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("community_groups").select(GROUP_COLUMNS).eq(column, value).maybeSingle()
  if (error) throw new Error(`${caller}: ${error.message}`, { cause: error })
  return data ? ((await withCoverSources(supabase, [toGroup(data)]))[0] ?? null) : null
}

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

const toGroupMember = (row: MemberRow): GroupMember => ({
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

/** Where a topic stands for her: when it last moved, and how many of its messages she has not read. */
interface TopicActivity {
  lastActivityAt: string
  unreadCount: number
}

// list_community_topics and my_community_conversations answer her unread count as a bigint.
const toTopicActivity = (row: { last_activity_at: string; unread_count: number }): TopicActivity => ({
  lastActivityAt: row.last_activity_at,
  unreadCount: Number(row.unread_count),
})

export interface TopicSummary extends TopicActivity {
  id: string
  title: string
  authorName: string
  pinned: boolean
  locked: boolean
  repliesCount: number
}

/** Pinned first, then by last activity, with her unread count (list_community_topics). */
export async function listTopics(groupId: string): Promise<TopicSummary[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("list_community_topics", { p_group_id: groupId })
  if (error) throw new Error(`listTopics: ${error.message}`, { cause: error })
  return data.map((row) => ({
    id: row.id,
    title: row.title,
    authorName: row.author_name,
    pinned: row.pinned,
    locked: row.locked,
    repliesCount: row.replies_count,
    ...toTopicActivity(row),
  }))
}

export interface TopicDetail {
  id: string
  groupId: string
  title: string
  authorId: string | null
  pinned: boolean
  locked: boolean
  repliesCount: number
  createdAt: string
}

/** A topic she may read, or null. */
export const getTopic = cache(async (topicId: string): Promise<TopicDetail | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("community_topics")
    .select("id, group_id, title, author_id, pinned, locked, replies_count, created_at")
    .eq("id", topicId)
    .maybeSingle()
  if (error) throw new Error(`getTopic: ${error.message}`, { cause: error })
  return data
    ? {
        id: data.id,
        groupId: data.group_id,
        title: data.title,
        authorId: data.author_id,
        pinned: data.pinned,
        locked: data.locked,
        repliesCount: data.replies_count,
        createdAt: data.created_at,
      }
    : null
})

/** A message ready to show: its HTML sanitised, her own "apoio" looked up. */
export interface CommunityPost {
  id: string
  topicId: string
  authorId: string | null
  authorName: string
  authorAvatarUrl: string | null
  isOpening: boolean
  html: string
  supportCount: number
  supportedByMe: boolean
  createdAt: string
  editedAt: string | null
  deleted: boolean
  hiddenReason: string | null
}

const POST_COLUMNS =
  "id, topic_id, author_id, author_name, author_avatar_url, is_opening, body, support_count, created_at, edited_at, deleted_at, hidden_reason"

type PostRow = {
  id: string
  topic_id: string
  author_id: string | null
  author_name: string
  author_avatar_url: string | null
  is_opening: boolean
  body: string
  support_count: number
  created_at: string
  edited_at: string | null
  deleted_at: string | null
  hidden_reason: string | null
}

/** How long a message picture's address works: a topic left open for a while. */
const PRIVATE_IMAGE_SECONDS = 3600

/**
 * Browser addresses for the private pictures of these messages, signed with the viewer's session
 * in one request: Storage's policy decides, so a picture of a group she does not read gets none.
 */
async function signPrivateImages(supabase: Db, htmls: string[]): Promise<Map<string, string>> {
  const paths = [...new Set(htmls.flatMap(privateImagePaths))]
  if (paths.length === 0) return new Map()
  const { data, error } = await supabase.storage
    .from(PRIVATE_COMMUNITY_IMAGE_BUCKET)
    .createSignedUrls(paths, PRIVATE_IMAGE_SECONDS)
  if (error) console.error("[community.image.sign]", error)
  return new Map(
    (data ?? []).flatMap((row) => {
      const url = row.path ? browserSignedImageUrl(row.signedUrl) : null
      return url && row.path ? [[row.path, url] as const] : []
    })
  )
}

async function withSupports(supabase: Db, userId: string, rows: PostRow[]): Promise<CommunityPost[]> {
  const ids = rows.map((row) => row.id)
  const mine = new Set<string>()
  if (ids.length > 0) {
    const { data, error } = await supabase
      .from("community_reactions")
      .select("post_id")
      .eq("user_id", userId)
      .in("post_id", ids)
    if (error) throw new Error(`withSupports: ${error.message}`, { cause: error })
    for (const row of data) mine.add(row.post_id)
  }
  const htmls = rows.map((row) => (row.hidden_reason || row.deleted_at ? "" : sanitizeCommunityHtml(row.body)))
  const signed = await signPrivateImages(supabase, htmls)
  return rows.map((row, index) => ({
    id: row.id,
    topicId: row.topic_id,
    authorId: row.author_id,
    authorName: row.author_name,
    authorAvatarUrl: row.author_avatar_url,
    isOpening: row.is_opening,
    html: withSignedImages(htmls[index]!, signed),
    supportCount: row.support_count,
    supportedByMe: mine.has(row.id),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    deleted: row.deleted_at !== null,
    hiddenReason: row.hidden_reason,
  }))
}

/** The topic's messages in order (at most 500), as she may read them. */
export async function listTopicPosts(topicId: string, userId: string): Promise<CommunityPost[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("community_posts")
    .select(POST_COLUMNS)
    .eq("topic_id", topicId)
    .order("created_at")
    .order("id")
    .limit(500)
  if (error) throw new Error(`listTopicPosts: ${error.message}`, { cause: error })
  return withSupports(supabase, userId, data)
}

/** One message as she may read it (a live insert or update), or null. */
export async function getPost(postId: string, userId: string): Promise<CommunityPost | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("community_posts").select(POST_COLUMNS).eq("id", postId).maybeSingle()
  if (error) throw new Error(`getPost: ${error.message}`, { cause: error })
  return data ? ((await withSupports(supabase, userId, [data]))[0] ?? null) : null
}

/** The raw HTML of her own message, for the editor (sanitised again when saved). */
export async function getOwnPostSource(postId: string, userId: string) {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("community_posts")
    .select("id, body, is_opening, topic_id")
    .eq("id", postId)
    .eq("author_id", userId)
    .maybeSingle()
  if (error) throw new Error(`getOwnPostSource: ${error.message}`, { cause: error })
  // The editor shows her pictures through signed addresses; saving turns them back.
  return data ? { ...data, body: withSignedImages(data.body, await signPrivateImages(supabase, [data.body])) } : null
}

export interface Conversation extends TopicActivity {
  topicId: string
  title: string
  groupSlug: string
  groupName: string
}

/** "Minhas conversas": topics she wrote in, newest activity first. */
export async function listMyConversations(limit = 6): Promise<Conversation[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("my_community_conversations", { p_limit: limit })
  if (error) throw new Error(`listMyConversations: ${error.message}`, { cause: error })
  return data.map((row) => ({
    topicId: row.topic_id,
    title: row.title,
    groupSlug: row.group_slug,
    groupName: row.group_name,
    ...toTopicActivity(row),
  }))
}

// ---------------------------------------------------------------------------------------------
// Moderation reads (the group's moderators and admins, through list_community_member_details)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Writes (the database functions; each checks the caller itself)
// ---------------------------------------------------------------------------------------------

async function rpc<T>(call: (supabase: Db) => PromiseLike<{ data: T | null; error: PostgrestError | null }>) {
  const supabase = await createClient()
  const { data, error } = await call(supabase)
  return { data: error ? null : data, error } as WriteResult<T>
}

/** Joins (or asks to join) a group; `message` goes with a by-request group's request only. */
export const joinGroup = (groupId: string, message: string | null = null) =>
  rpc((db) =>
    db.rpc("join_community_group", message ? { p_group_id: groupId, p_message: message } : { p_group_id: groupId })
  )

export const leaveGroup = (groupId: string) => rpc((db) => db.rpc("leave_community_group", { p_group_id: groupId }))

export const createTopic = (groupId: string, title: string, body: string, mentions: string[]) =>
  rpc((db) =>
    db.rpc("create_community_topic", { p_group_id: groupId, p_title: title, p_body: body, p_mentions: mentions })
  )

export const createReply = (topicId: string, body: string, mentions: string[]) =>
  rpc((db) => db.rpc("create_community_reply", { p_topic_id: topicId, p_body: body, p_mentions: mentions }))

export const editPost = (postId: string, body: string, title: string | null) =>
  rpc((db) => db.rpc("edit_community_post", { p_post_id: postId, p_body: body, p_title: title as unknown as string }))

export const deletePost = (postId: string) => rpc((db) => db.rpc("delete_community_post", { p_post_id: postId }))

export async function toggleSupport(postId: string): Promise<WriteResult<{ supported: boolean; count: number }>> {
  const { data, error } = await rpc((db) => db.rpc("toggle_community_support", { p_post_id: postId }))
  const row = data?.[0]
  return { data: row ? { supported: row.supported, count: row.support_count } : null, error }
}

export const reportPost = (postId: string, reason: string) =>
  rpc((db) => db.rpc("report_community_post", { p_post_id: postId, p_reason: reason }))

export const markTopicRead = (topicId: string) =>
  rpc((db) => db.rpc("mark_community_topic_read", { p_topic_id: topicId }))

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

export interface GroupFields {
  id: string | null
  name: string
  slug: string
  description: string
  kind: GroupKind
  category: GroupCategory
  coverUrl: string | null
}

export const saveGroup = (group: GroupFields) =>
  rpc((db) =>
    db.rpc("save_community_group", {
      p_id: group.id as unknown as string,
      p_name: group.name,
      p_slug: group.slug,
      p_description: group.description,
      p_kind: group.kind,
      p_category: group.category,
      p_cover_url: group.coverUrl as unknown as string,
    })
  )

export const archiveGroup = (groupId: string, archived: boolean) =>
  rpc((db) => db.rpc("archive_community_group", { p_group_id: groupId, p_archived: archived }))

export const setModerator = (groupId: string, userId: string, moderator: boolean) =>
  rpc((db) => db.rpc("set_community_moderator", { p_group_id: groupId, p_user_id: userId, p_moderator: moderator }))

export const COVER_MAX_BYTES = 5 * 1024 * 1024

export const COVER_TEXT = {
  tooLarge: "A capa deve ter no máximo 5 MB.",
  wrongType: "Envie a capa em JPEG, PNG, WebP ou AVIF.",
  failed: "Não foi possível enviar a capa. Tente novamente.",
} as const

/** A cover the bucket will take: its bytes as reencodeImage wrote them, and their type. */
export interface CheckedCover {
  bytes: ReencodedBytes
  type: StoredImageType
}

/**
 * The cover's bytes and type, or the pt-BR reason it is refused (too big, not a picture the
 * bucket takes). The type is read from the bytes, never from the name or the browser's word.
 * Called before a group is created, so a refused cover creates nothing.
 */
export async function checkGroupCover(file: File): Promise<CheckedCover | { message: string }> {
  if (file.size > COVER_MAX_BYTES) return { message: COVER_TEXT.tooLarge }
  // Re-encoded here (issue #32): no EXIF or GPS of the photo reaches the bucket.
  const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()), { wrongType: COVER_TEXT.wrongType })
  if ("message" in image) return { message: image.message }
  return { bytes: image.bytes, type: image.type }
}

/**
 * Stores a cover under {group id}/ of the bucket for the group's kind as saved now (group-covers,
 * public; private-group-covers for a hidden group) with her session (the buckets' policies admit
 * admins and the group's moderators) and answers the address to save in cover_url, or the pt-BR
 * reason.
 */
export async function storeGroupCover(
  groupId: string,
  cover: File | CheckedCover
): Promise<{ url: string } | { message: string }> {
  const checked = cover instanceof File ? await checkGroupCover(cover) : cover
  if ("message" in checked) return checked
  const { bytes, type } = checked
  // Read now, not from the request's cache: an admin's save may just have changed the kind.
  const supabase = await createClient()
  const group = await supabase.from("community_groups").select("kind").eq("id", groupId).maybeSingle()
  if (group.error || !group.data) {
    console.error("[community.cover]", group.error ?? "group not readable")
    return { message: COVER_TEXT.failed }
  }
  return putCover(groupId, bytes, type, coverBucketFor(group.data.kind as GroupKind))
}

async function putCover(
  groupId: string,
  bytes: ReencodedBytes,
  type: StoredImageType,
  bucket: string
): Promise<{ url: string } | { message: string }> {
  const path = `${groupId}/capa-${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`
  const { url, error } =
    bucket === PRIVATE_GROUP_COVER_BUCKET
      ? await uploadPrivateCover(path, bytes, type)
      : await uploadPublicImage(bucket, path, bytes, type)
  if (error) {
    console.error("[community.cover]", error)
    return { message: COVER_TEXT.failed }
  }
  return { url }
}

/**
 * The cover_url a group of `kind` may keep (admins changing a group's kind): a Storage cover in
 * the other bucket is copied into the right one with her session and the old file removed, so a
 * group made hidden leaves no public copy. Site images (/images/…) stay. When the copy fails the
 * cover is dropped (null) rather than left public.
 */
export async function coverForKind(groupId: string, coverUrl: string | null, kind: GroupKind): Promise<string | null> {
  if (!coverUrl || coverUrl.startsWith("/")) return coverUrl
  const privatePath = privateCoverPath(coverUrl)
  const publicPath = privatePath ? null : storedObjectPath(coverUrl, GROUP_COVER_BUCKET, groupId)
  const from = privatePath ? PRIVATE_GROUP_COVER_BUCKET : publicPath ? GROUP_COVER_BUCKET : null
  const path = privatePath ?? publicPath
  if (!from || !path) return kind === "hidden" ? null : coverUrl
  if (from === coverBucketFor(kind)) return coverUrl
  const supabase = await createClient()
  const { data: blob, error } = await supabase.storage.from(from).download(path)
  const bytes = blob ? new Uint8Array(await blob.arrayBuffer()) : null
  // Re-encoded on the way (issue #32): a cover stored before may still carry its EXIF.
  const cover = bytes ? await reencodeImage(bytes) : null
  if (error || !cover || "message" in cover) {
    console.error("[community.cover.move]", error ?? "not a picture")
    return null
  }
  const stored = await putCover(groupId, cover.bytes, cover.type, coverBucketFor(kind))
  if ("message" in stored) return null
  const removed = await supabase.storage.from(from).remove([path])
  if (removed.error) console.error("[community.cover.move]", removed.error)
  return stored.url
}

async function uploadPrivateCover(path: string, bytes: Uint8Array, type: SniffedImageType) {
  const supabase = await createClient()
  const { error } = await supabase.storage
    .from(PRIVATE_GROUP_COVER_BUCKET)
    .upload(path, bytes, { contentType: type, cacheControl: "3600", upsert: false })
  return error ? { url: null, error } : { url: `${privateCoverPrefix()}${path}`, error: null }
}

/**
 * The bucket where pictures in messages were stored before issue #32: public read. Messages
 * that show one keep it; new pictures go to PRIVATE_COMMUNITY_IMAGE_BUCKET.
 */
export const COMMUNITY_IMAGE_BUCKET = "community-images"

/**
 * Stores a picture for a message under private-community-images/{group id}/{user id}/ with her
 * session (the bucket's policy admits the group's readers, in their own folder; only they read
 * it) and answers a signed address for her editor, which saving turns into the stored one, or
 * null. The caller measured the picture and re-encoded it (lib/images/reencode.ts).
 */
export async function storeCommunityImage(
  groupId: string,
  userId: string,
  bytes: ReencodedBytes,
  type: StoredImageType
) {
  const path = `${groupId}/${userId}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`
  const supabase = await createClient()
  const bucket = supabase.storage.from(PRIVATE_COMMUNITY_IMAGE_BUCKET)
  const { error } = await bucket.upload(path, bytes, { contentType: type, cacheControl: "3600", upsert: false })
  if (error) {
    console.error("[community.image]", error)
    return null
  }
  const signed = await signPrivateImages(supabase, [`<img src="${privateImagePrefix()}${path}">`])
  return signed.get(path) ?? null
}

// ---------------------------------------------------------------------------------------------
// Administration (admins' session: RLS shows every group)
// ---------------------------------------------------------------------------------------------

export interface AdminGroupRow extends CommunityGroup {
  pending: number
  topics30d: number
  replies30d: number
  openReports: number
}

/** Every group with its figures of the last 30 days (get_community_group_stats); admins only. */
export async function listGroupsForAdmin(): Promise<AdminGroupRow[]> {
  const supabase = await createClient()
  const [groups, stats] = await Promise.all([
    supabase.from("community_groups").select(GROUP_COLUMNS).order("name"),
    supabase.rpc("get_community_group_stats"),
  ])
  if (groups.error) throw new Error(`listGroupsForAdmin: ${groups.error.message}`, { cause: groups.error })
  if (stats.error) throw new Error(`listGroupsForAdmin stats: ${stats.error.message}`, { cause: stats.error })
  const byGroup = new Map(stats.data.map((row) => [row.group_id, row]))
  const withCovers = await withCoverSources(supabase, groups.data.map(toGroup))
  return groups.data.map((row, index) => {
    const figures = byGroup.get(row.id)
    return {
      ...withCovers[index]!,
      pending: Number(figures?.pending ?? 0),
      topics30d: Number(figures?.topics_30d ?? 0),
      replies30d: Number(figures?.replies_30d ?? 0),
      openReports: Number(figures?.open_reports ?? 0),
    }
  })
}

/** The profile id of an account by its e-mail (admins read every profile), or null. */
export async function findProfileIdByEmail(email: string): Promise<string | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("profiles").select("id").eq("email", email).maybeSingle()
  if (error) throw new Error(`findProfileIdByEmail: ${error.message}`, { cause: error })
  return data?.id ?? null
}

export interface GroupModerator {
  groupId: string
  userId: string
  name: string
  email: string
}

/** Every group's moderators (admins read every membership). */
export async function listModerators(): Promise<GroupModerator[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("community_memberships")
    .select("group_id, user_id, member_name, profile:profiles!community_memberships_user_id_fkey(email)")
    .eq("role", "moderator")
    .eq("status", "active")
    .order("member_name")
  if (error) throw new Error(`listModerators: ${error.message}`, { cause: error })
  return data.map((row) => ({
    groupId: row.group_id,
    userId: row.user_id,
    name: row.member_name,
    email: (row.profile as unknown as { email: string | null } | null)?.email ?? "",
  }))
}
