import "server-only"

import {
  coverBucketFor,
  GROUP_COVER_BUCKET,
  type GroupCategory,
  type GroupKind,
  PRIVATE_GROUP_COVER_BUCKET,
  privateCoverPrefix,
} from "@/lib/community"
import { uploadPublicImage } from "@/lib/data/storage"
import { type ReencodedBytes, reencodeImage, type StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS, type SniffedImageType } from "@/lib/images/sniff"
import { storedObjectPath } from "@/lib/images/storage-url"
import { createClient } from "@/lib/supabase/server"
import {
  GROUP_COLUMNS,
  type CommunityGroup,
  toGroup,
  privateCoverPath,
  withCoverSources,
  rpc,
} from "@/lib/data/community-core"

/**
 * Administration of groups, for admins (RLS shows them every group): saving and archiving a group,
 * its moderators, its cover in Storage (public or private by kind), and the admin lists.
 */

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
