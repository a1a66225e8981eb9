import "server-only"
import { cache } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database, Json } from "@/lib/database.types"
import { publicEnv } from "@/lib/env"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import type { ConversationContext } from "@/lib/messages-url"
import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Direct messages (issue #37): one conversation per pair of members. Every read runs under her
 * session: conversations, their members and messages are readable by the two participants only
 * (admins: reported conversations), so a conversation that is not hers reads as absent. Every write
 * is a definer function that checks the caller, blocks, mutes and the daily limit itself.
 */

type Db = SupabaseClient<Database>

export const MESSAGE_IMAGE_BUCKET = "message-images"
/** How long a picture's address works: a conversation left open for a while. */
const IMAGE_URL_SECONDS = 3600
/** The newest messages a conversation page shows. */
export const MESSAGES_SHOWN = 200

export interface ConversationPeer {
  id: string | null
  name: string
  avatarUrl: string | null
}

export interface MessageQuote {
  kind: "product" | "business"
  title: string
  path: string
  /** A product's price in cents, when the database quoted one. */
  priceCents: number | null
}

export interface DirectMessage {
  id: string
  conversationId: string
  senderId: string | null
  body: string
  /** A short-lived signed address of the picture, or null. */
  imageUrl: string | null
  quote: MessageQuote | null
  removed: boolean
  createdAt: string
}

export interface ConversationSummary {
  id: string
  peer: ConversationPeer
  lastMessageAt: string
  last: { body: string; hasImage: boolean; fromMe: boolean; removed: boolean } | null
  unread: boolean
}

export interface ConversationDetail {
  id: string
  peer: ConversationPeer
  /** Not read here (the page marks the conversation read on arrival). */
  lastReadAt: string | null
  /** She blocked the other participant. */
  blockedByMe: boolean
}

const MESSAGE_COLUMNS = "id, conversation_id, sender_id, body, image_path, quote, removed, created_at"
type MessageRow = {
  id: string
  conversation_id: string
  sender_id: string | null
  body: string
  image_path: string | null
  quote: Json | null
  removed: boolean
  created_at: string
}

function fail(scope: string, error: { message: string }): never {
  throw new Error(`${scope}: ${error.message}`, { cause: error })
}

function toQuote(value: Json | null): MessageQuote | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const { kind, title, path } = value as Record<string, unknown>
  const price = (value as Record<string, unknown>).price_cents ?? (value as Record<string, unknown>).price
  if ((kind !== "product" && kind !== "business") || typeof title !== "string" || typeof path !== "string") return null
  // Only a path of this site: the quote links to the product's page.
  if (!path.startsWith("/") || path.startsWith("//")) return null
  return { kind, title, path, priceCents: typeof price === "number" ? price : null }
}

/** Storage's signed address as the browser reaches it (the server may reach Storage by another name). */
function browserSignedUrl(signedUrl: string | null | undefined): string | null {
  const marker = `/storage/v1/object/sign/${MESSAGE_IMAGE_BUCKET}/`
  const index = signedUrl?.indexOf(marker) ?? -1
  if (!signedUrl || index < 0) return null
  return `${publicEnv.supabaseUrl.replace(/\/+$/, "")}${signedUrl.slice(index)}`
}

async function signImages(supabase: Db, paths: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(paths)]
  if (wanted.length === 0) return new Map()
  const { data, error } = await supabase.storage.from(MESSAGE_IMAGE_BUCKET).createSignedUrls(wanted, IMAGE_URL_SECONDS)
  if (error) console.error("[messages.image.sign]", error)
  return new Map(
    (data ?? []).flatMap((row) => {
      const url = row.path ? browserSignedUrl(row.signedUrl) : null
      return url && row.path ? [[row.path, url] as const] : []
    })
  )
}

async function toMessages(supabase: Db, rows: MessageRow[]): Promise<DirectMessage[]> {
  const signed = await signImages(
    supabase,
    rows.flatMap((row) => (row.image_path && !row.removed ? [row.image_path] : []))
  )
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    body: row.body,
    imageUrl: row.image_path && !row.removed ? (signed.get(row.image_path) ?? null) : null,
    quote: toQuote(row.quote),
    removed: row.removed,
    createdAt: row.created_at,
  }))
}

type ConversationRow = Database["public"]["Functions"]["list_my_conversations"]["Returns"][number]

const peerOf = (row: ConversationRow): ConversationPeer => ({
  id: row.other_id ?? null,
  name: row.other_name || "Ex-associada",
  avatarUrl: row.other_avatar_url ?? null,
})

/**
 * Her conversations through list_my_conversations (definer: profiles are not readable by other
 * members, so the other participant's shown name and photo come from there, never her e-mail).
 */
async function readConversations(supabase: Db, conversationId?: string): Promise<ConversationRow[]> {
  const { data, error } = await supabase.rpc(
    "list_my_conversations",
    conversationId ? { p_conversation: conversationId } : {}
  )
  if (error) fail("readConversations", error)
  return data ?? []
}

/** Her conversations, newest activity first, without the ones she hid (until a new message). */
export async function listConversations(userId: string): Promise<ConversationSummary[]> {
  const rows = await readConversations(await createClient())
  return rows.map((row) => ({
    id: row.conversation_id,
    peer: peerOf(row),
    lastMessageAt: row.last_message_at,
    last:
      row.last_message_body === null || row.last_message_body === undefined
        ? null
        : {
            body: row.last_message_body,
            // Only an image-only message has no text.
            hasImage: row.last_message_body === "",
            fromMe: row.last_message_sender_id === userId,
            removed: false,
          },
    unread: row.unread === true,
  }))
}

/** One of her conversations (hidden ones too), or null: unknown, or not hers. Cached per request. */
export const getConversation = cache(async (_userId: string, id: string): Promise<ConversationDetail | null> => {
  const supabase = await createClient()
  const [row] = await readConversations(supabase, id)
  if (!row) return null
  return { id: row.conversation_id, peer: peerOf(row), lastReadAt: null, blockedByMe: row.blocked_by_me === true }
})

/** The conversation's newest messages, oldest first. */
export async function listMessages(conversationId: string): Promise<DirectMessage[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("direct_messages")
    .select(MESSAGE_COLUMNS)
    .eq("conversation_id", conversationId)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .limit(MESSAGES_SHOWN)
  if (error) fail("listMessages", error)
  return toMessages(supabase, data.reverse())
}

/** One message she may read, or null. */
export async function getMessage(messageId: string): Promise<DirectMessage | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("direct_messages")
    .select(MESSAGE_COLUMNS)
    .eq("id", messageId)
    .maybeSingle()
  if (error) fail("getMessage", error)
  return data ? ((await toMessages(supabase, [data]))[0] ?? null) : null
}

/** How many of her conversations have a message from the other she has not read (the header's badge). */
export async function countUnreadConversations(supabase?: Db): Promise<number> {
  const db = supabase ?? (await createClient())
  const { data, error } = await db.rpc("unread_conversation_count")
  if (error) fail("countUnreadConversations", error)
  return typeof data === "number" ? data : 0
}

/** Whom a first message goes to, as the composer shows it, or null when nothing matches. */
export interface ConversationTarget {
  recipientId: string
  /** Who or what she writes to: the business's or the product's name, or the member's. */
  title: string
  context: ConversationContext | null
  contextId: string | null
}

/**
 * The recipient of a first message started from a page: a listed business's owner, a listed
 * product's seller (both readable by anyone), or a member named by id (a co-member of a group, a
 * profile). Null when the business or product is not listed. The database decides again whether
 * she may be written to.
 */
export async function getConversationTarget(input: {
  to: string | null
  context: ConversationContext | null
  ref: string | null
}): Promise<ConversationTarget | null> {
  const supabase = await createClient()
  if (input.context === "business" && input.ref) {
    const { data, error } = await supabase
      .from("businesses")
      .select("id, name, owner_id")
      .eq("id", input.ref)
      .maybeSingle()
    if (error) fail("getConversationTarget.business", error)
    if (!data?.owner_id) return null
    return { recipientId: data.owner_id, title: data.name, context: "business", contextId: data.id }
  }
  if (input.context === "product" && input.ref) {
    const { data, error } = await supabase
      .from("products")
      .select("id, name, business:businesses(owner_id)")
      .eq("id", input.ref)
      .maybeSingle()
    if (error) fail("getConversationTarget.product", error)
    const owner = data?.business?.owner_id
    if (!data || !owner) return null
    return { recipientId: owner, title: data.name, context: "product", contextId: data.id }
  }
  if (!input.to) return null
  if (input.context === "group" && input.ref) {
    // Co-members read each other's names in the group's membership list.
    const { data, error } = await supabase
      .from("community_memberships")
      .select("member_name")
      .eq("group_id", input.ref)
      .eq("user_id", input.to)
      .eq("status", "active")
      .maybeSingle()
    if (error) fail("getConversationTarget.group", error)
    if (!data) return null
    return { recipientId: input.to, title: data.member_name || "Associada", context: "group", contextId: input.ref }
  }
  // From her profile: the name as the profile shows it to this viewer (null when hidden or blocked).
  const handles = await supabase.rpc("get_profile_handles", { p_ids: [input.to] })
  if (handles.error) fail("getConversationTarget.handle", handles.error)
  const handle = handles.data?.[0]?.handle
  if (!handle) return null
  const profile = await supabase.rpc("get_member_profile", { p_handle: handle })
  if (profile.error) fail("getConversationTarget.profile", profile.error)
  const value = profile.data as { full_name?: unknown } | null
  const name = value && typeof value.full_name === "string" ? value.full_name : null
  if (!name) return null
  return { recipientId: input.to, title: name, context: null, contextId: null }
}

// Writes: each answers the database's refusal for the action to translate (lib/action-errors.ts).

export async function startConversation(input: {
  recipientId: string
  body: string
  contextKind?: ConversationContext
  contextId?: string
}): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("start_conversation", {
    p_recipient: input.recipientId,
    p_body: input.body,
    ...(input.contextKind ? { p_context_kind: input.contextKind } : {}),
    ...(input.contextKind && input.contextId ? { p_context_id: input.contextId } : {}),
  })
  return { data: error ? null : (data as string), error }
}

export async function sendDirectMessage(input: {
  conversationId: string
  body: string
  imagePath?: string | null
}): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("send_direct_message", {
    p_conversation: input.conversationId,
    p_body: input.body,
    ...(input.imagePath ? { p_image_path: input.imagePath } : {}),
  })
  return { data: error ? null : (data as string), error }
}

export async function markConversationRead(conversationId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("mark_conversation_read", { p_conversation: conversationId })
  return writeOutcome(error)
}

export async function hideConversation(conversationId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("hide_conversation", { p_conversation: conversationId })
  return writeOutcome(error)
}

export async function blockMember(userId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("block_member", { p_user: userId })
  return writeOutcome(error)
}

export async function unblockMember(userId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("unblock_member", { p_user: userId })
  return writeOutcome(error)
}

export async function reportConversation(input: {
  conversationId: string
  messageId?: string
  reason: string
  details: string
}): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("report_conversation", {
    p_conversation: input.conversationId,
    // The whole conversation when no message is named (the function takes null).
    p_message: (input.messageId ?? null) as unknown as string,
    p_reason: input.reason,
    p_details: input.details,
  })
  return { data: error ? null : (data as string), error }
}

/**
 * Stores a re-encoded picture under message-images/{conversation id}/ with her session (the
 * bucket's policy admits the conversation's participants only) and answers its path, which
 * send_direct_message checks again, or null.
 */
export async function storeMessageImage(
  conversationId: string,
  bytes: ReencodedBytes,
  type: StoredImageType
): Promise<string | null> {
  const path = `${conversationId}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`
  const supabase = await createClient()
  const { error } = await supabase.storage
    .from(MESSAGE_IMAGE_BUCKET)
    .upload(path, bytes, { contentType: type, cacheControl: "3600", upsert: false })
  if (error) {
    console.error("[messages.image]", error)
    return null
  }
  return path
}

/** A picture that was stored but never sent (the message was refused): nobody should keep it. */
export async function removeMessageImage(path: string) {
  const supabase = await createClient()
  const { error } = await supabase.storage.from(MESSAGE_IMAGE_BUCKET).remove([path])
  if (error) console.error("[messages.image.remove]", error)
}
