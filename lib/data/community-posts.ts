import "server-only"
import { cache } from "react"

import {
  browserSignedImageUrl,
  PRIVATE_COMMUNITY_IMAGE_BUCKET,
  privateImagePaths,
  privateImagePrefix,
  sanitizeCommunityHtml,
  withSignedImages,
} from "@/lib/community-html"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import { createClient } from "@/lib/supabase/server"
import { type Db, rpc } from "@/lib/data/community-core"
import type { WriteResult } from "@/lib/data/write-result"

/**
 * Topics and messages as she may read them (sanitised HTML, signed private pictures, her own
 * "apoio"), her conversations, and the writes of members: topics, replies, edits, support, reports,
 * read marks and message pictures.
 */

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
  authorId: string | null
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
    authorId: row.author_id,
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
