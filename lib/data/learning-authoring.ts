import "server-only"
import { randomUUID } from "node:crypto"

import { uploadPublicImage } from "@/lib/data/storage"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { isSeedImage } from "@/lib/images/seed-images"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import { storedObjectPath } from "@/lib/images/storage-url"
import { createClient } from "@/lib/supabase/server"
import type { LearningKind } from "@/lib/learning/vocabulary"
import type { MaterialInput, TrackInput } from "@/lib/validations/learning"

/**
 * Instructors' and admins' reads and writes of materials and tracks (issue #36), always under her
 * own session: RLS lets her insert as herself and change only what she wrote (admins, anything),
 * so a forged id reaches nothing. The public reads are lib/data/learning.ts's.
 *
 * One file (~460 lines): materials, their covers and files, and tracks are written by the same
 * pages and actions, under one rule (hers, or an admin's); split it by concern when it grows.
 */

export const LEARNING_COVER_BUCKET = "learning-covers"
export const LEARNING_FILE_BUCKET = "learning-files"

export type LearningStatus = "draft" | "published"

export interface AuthoredItem {
  id: string
  slug: string
  title: string
  status: LearningStatus
  updatedAt: string
  authorName: string | null
}

export interface AuthoredMaterial extends AuthoredItem {
  kind: LearningKind
  access: "public" | "members"
}

/** Who is asking: her own rows, or every row for an admin (whose list is the whole library). */
export interface Author {
  userId: string
  isAdmin: boolean
}

const MATERIAL_LIST_COLUMNS = "id, slug, title, status, updated_at, author_name, kind, access"
const TRACK_LIST_COLUMNS = "id, slug, title, status, updated_at, author_name"

type AuthoredRow = {
  id: string
  slug: string
  title: string
  status: string
  updated_at: string
  author_name: string | null
}

/** The list's fields of a material or track row; the editors' reads add theirs to it. */
const toAuthoredItem = (row: AuthoredRow): AuthoredItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  status: row.status as LearningStatus,
  updatedAt: row.updated_at,
  authorName: row.author_name,
})

const toAuthoredMaterial = (row: AuthoredRow & { kind: string; access: string }): AuthoredMaterial => ({
  ...toAuthoredItem(row),
  kind: row.kind as LearningKind,
  access: row.access as "public" | "members",
})

type AuthoredQuery<Q> = {
  eq: (column: "author_id", value: string) => Q
  order: (column: "status" | "updated_at", options?: { ascending: boolean }) => Q
  limit: (count: number) => Q
}

/** Her rows only (an admin: every row), drafts first then the latest edited: both of Ensino's lists. */
function authoredList<Q extends AuthoredQuery<Q>>(query: Q, author: Author): Q {
  const rows = author.isAdmin ? query : query.eq("author_id", author.userId)
  return rows.order("status").order("updated_at", { ascending: false }).limit(500)
}

/** Her materials, drafts first then the latest edited; an admin sees everyone's. */
export async function listAuthoredMaterials(author: Author): Promise<AuthoredMaterial[]> {
  const supabase = await createClient()
  const query = supabase.from("learning_materials").select(MATERIAL_LIST_COLUMNS)
  const { data, error } = await authoredList(query, author)
  if (error) throw new Error(`listAuthoredMaterials: ${error.message}`, { cause: error })
  return data.map(toAuthoredMaterial)
}

/** Her tracks, as listAuthoredMaterials. */
export async function listAuthoredTracks(author: Author): Promise<AuthoredItem[]> {
  const supabase = await createClient()
  const query = supabase.from("learning_tracks").select(TRACK_LIST_COLUMNS)
  const { data, error } = await authoredList(query, author)
  if (error) throw new Error(`listAuthoredTracks: ${error.message}`, { cause: error })
  return data.map(toAuthoredItem)
}

export interface MaterialForEdit extends AuthoredMaterial {
  authorId: string | null
  summary: string
  topic: string
  level: string
  estimatedMinutes: number
  coverUrl: string | null
  coverAlt: string | null
  bodyHtml: string
  video: { provider: "youtube" | "vimeo"; id: string } | null
  linkUrl: string | null
  file: { path: string; name: string; mime: string | null; size: number | null } | null
}

/**
 * A material with its content, when she may edit it (its author, or an admin); null otherwise. A
 * published material of someone else is readable, so the author check is made here, not left to RLS.
 */
export async function getMaterialForEdit(author: Author, materialId: string): Promise<MaterialForEdit | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("learning_materials")
    .select(
      `${MATERIAL_LIST_COLUMNS}, author_id, summary, topic, level, estimated_minutes, cover_url, cover_alt,
       content:learning_material_contents(body_html, video_provider, video_id, link_url, file_path, file_name, file_mime, file_size)`
    )
    .eq("id", materialId)
    .maybeSingle()
  if (error) throw new Error(`getMaterialForEdit: ${error.message}`, { cause: error })
  if (!data || (!author.isAdmin && data.author_id !== author.userId)) return null
  // A one-to-one embed: PostgREST answers an object (or an array on older versions).
  const content = Array.isArray(data.content) ? (data.content[0] ?? null) : data.content
  return {
    ...toAuthoredMaterial(data),
    authorId: data.author_id,
    summary: data.summary,
    topic: data.topic,
    level: data.level,
    estimatedMinutes: data.estimated_minutes,
    coverUrl: editableCover(data.cover_url),
    coverAlt: data.cover_alt,
    bodyHtml: sanitizePostHtml(content?.body_html ?? ""),
    video:
      content?.video_provider && content.video_id
        ? { provider: content.video_provider as "youtube" | "vimeo", id: content.video_id }
        : null,
    linkUrl: content?.link_url ?? null,
    file: content?.file_path
      ? {
          path: content.file_path,
          name: content.file_name ?? content.file_path,
          mime: content.file_mime,
          size: content.file_size,
        }
      : null,
  }
}

export interface TrackForEdit extends AuthoredItem {
  authorId: string | null
  summary: string
  introHtml: string
  topic: string
  level: string
  coverUrl: string | null
  coverAlt: string | null
  items: PickableMaterial[]
}

export interface PickableMaterial {
  id: string
  title: string
  kind: LearningKind
  status: LearningStatus
}

/** A track with its materials in order, when she may edit it; null otherwise (as getMaterialForEdit). */
export async function getTrackForEdit(author: Author, trackId: string): Promise<TrackForEdit | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("learning_tracks")
    .select(
      `${TRACK_LIST_COLUMNS}, author_id, summary, intro_html, topic, level, cover_url, cover_alt,
       items:learning_track_items(position, material:learning_materials(id, title, kind, status))`
    )
    .eq("id", trackId)
    .maybeSingle()
  if (error) throw new Error(`getTrackForEdit: ${error.message}`, { cause: error })
  if (!data || (!author.isAdmin && data.author_id !== author.userId)) return null
  const items = [...(data.items ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((item) => {
      const material = Array.isArray(item.material) ? item.material[0] : item.material
      // A material she can no longer read (someone else's, back to draft) is left out of the editor.
      return material ? [toPickable(material)] : []
    })
  return {
    ...toAuthoredItem(data),
    authorId: data.author_id,
    summary: data.summary,
    introHtml: sanitizePostHtml(data.intro_html ?? ""),
    topic: data.topic,
    level: data.level,
    coverUrl: editableCover(data.cover_url),
    coverAlt: data.cover_alt,
    items,
  }
}

const toPickable = (row: { id: string; title: string; kind: string; status: string }): PickableMaterial => ({
  id: row.id,
  title: row.title,
  kind: row.kind as LearningKind,
  status: row.status as LearningStatus,
})

/**
 * The materials a track may take, for the editor's title search: her own (drafts included) and
 * everyone's published ones; RLS answers exactly those (admins: all).
 */
export async function listPickableMaterials(): Promise<PickableMaterial[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("learning_materials")
    .select("id, title, kind, status")
    .order("title")
    .limit(1000)
  if (error) throw new Error(`listPickableMaterials: ${error.message}`, { cause: error })
  return data.map(toPickable)
}

// ------------------------------------------------------------------------------------------------
// Materials
// ------------------------------------------------------------------------------------------------

const materialRow = (input: MaterialInput, slug: string) => ({
  slug,
  title: input.title,
  summary: input.summary,
  topic: input.topic,
  level: input.level,
  kind: input.kind,
  access: input.access,
  estimated_minutes: input.estimated_minutes,
  cover_alt: input.cover_alt || null,
})

// Every kind's typed content is kept (she may switch the kind back while it is a draft); the
// public pages show only the kind's own. The file columns are written by setMaterialFile alone.
const contentRow = (input: MaterialInput) => ({
  body_html: sanitizePostHtml(input.body) || null,
  video_provider: input.video_url?.provider ?? null,
  video_id: input.video_url?.id ?? null,
  link_url: input.link_url,
})

/**
 * Creates a draft as her, then its content row. author_id is not hers to write: the column's
 * default is auth.uid() and RLS checks it (instructors and admins only).
 */
export async function createMaterial(input: MaterialInput, slug: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  const created = await supabase.from("learning_materials").insert(materialRow(input, slug)).select("id").single()
  if (created.error || !created.data) return created
  const content = await supabase
    .from("learning_material_contents")
    .insert({ material_id: created.data.id, ...contentRow(input) })
  if (content.error) {
    // Not one transaction through PostgREST: a material without its content row is removed again.
    await supabase.from("learning_materials").delete().eq("id", created.data.id)
    return writeOutcome(content.error)
  }
  return { data: { id: created.data.id }, error: null }
}

/** Saves a material's fields and content; null data when it is not hers (RLS hid it). */
export async function updateMaterial(
  materialId: string,
  input: MaterialInput,
  slug: string
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  const updated = await supabase
    .from("learning_materials")
    .update(materialRow(input, slug))
    .eq("id", materialId)
    .select("id, slug")
    .maybeSingle()
  if (updated.error || !updated.data) return updated
  // Update, then insert when the row is missing (a material made elsewhere): an upsert would also
  // have to update material_id, which the column grants do not allow.
  const content = await supabase
    .from("learning_material_contents")
    .update(contentRow(input))
    .eq("material_id", materialId)
    .select("material_id")
  if (content.error) return writeOutcome(content.error)
  if (content.data.length === 0) {
    const inserted = await supabase
      .from("learning_material_contents")
      .insert({ material_id: materialId, ...contentRow(input) })
    if (inserted.error) return writeOutcome(inserted.error)
  }
  return updated
}

/** Publishes or unpublishes; the database refuses to publish a material whose kind's content is missing. */
export async function setMaterialStatus(
  materialId: string,
  status: LearningStatus
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase.from("learning_materials").update({ status }).eq("id", materialId).select("id, slug").maybeSingle()
}

/** Deletes a material (its content and track places cascade); null data when it was not hers. */
export async function deleteMaterial(materialId: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("learning_materials").delete().eq("id", materialId).select("id").maybeSingle()
}

// ------------------------------------------------------------------------------------------------
// Covers: learning-covers/{her id}/{uuid}.{ext}, re-encoded (lib/images/reencode.ts) first.
// ------------------------------------------------------------------------------------------------

/** Stores a re-encoded cover in her folder; returns its public address. */
export function storeLearningCover(userId: string, bytes: ReencodedBytes, type: StoredImageType) {
  return uploadPublicImage(LEARNING_COVER_BUCKET, `${userId}/${randomUUID()}.${IMAGE_EXTENSIONS[type]}`, bytes, type)
}

/** Points a material or track at a cover (or none); null data when it is not hers. */
export async function setLearningCover(
  table: "learning_materials" | "learning_tracks",
  id: string,
  url: string | null
): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from(table).update({ cover_url: url }).eq("id", id).select("id").maybeSingle()
}

/** The object path of a cover stored in the bucket (any author's folder), or null for anything else. */
export const storedLearningCoverPath = (url: string | null | undefined) => storedObjectPath(url, LEARNING_COVER_BUCKET)

/**
 * The cover the editor shows: a file of the bucket or a demo picture. cover_url is writable through
 * the API, so anything else (an outside address) is not loaded into an admin's browser.
 */
const editableCover = (url: string | null) => (url && (isSeedImage(url) || storedLearningCoverPath(url)) ? url : null)

/** Deletes a replaced cover file; logged, never thrown (nothing points to it any more). */
export async function removeLearningCover(url: string | null) {
  const path = storedLearningCoverPath(url)
  if (!path) return
  const supabase = await createClient()
  const { error } = await supabase.storage.from(LEARNING_COVER_BUCKET).remove([path])
  if (error) console.error("[learning.cover.remove]", error.message)
}

// ------------------------------------------------------------------------------------------------
// Files: learning-files/{her id}/{material id}/{uuid}.{ext}, sent by the browser with a signed
// upload URL (past the server actions' 3 MB body limit), sniffed here before the material points at it.
// ------------------------------------------------------------------------------------------------

/** The object path a new file of this material gets: in her folder, a new name every time. */
export const learningFilePath = (userId: string, materialId: string, extension: string) =>
  `${userId}/${materialId}/${randomUUID()}.${extension}`

/** Whether a path is one learningFilePath made for this author and material. */
export function isLearningFilePath(path: string, userId: string, materialId: string) {
  return new RegExp(`^${userId}/${materialId}/[0-9a-f-]{36}\\.[a-z]{3,4}$`).test(path)
}

/**
 * A token for the browser to upload one object at `path` (Storage checks the bucket's INSERT
 * policy for her now: instructors and admins, in their own folder), or the Storage error.
 */
export async function createLearningFileUpload(path: string) {
  const supabase = await createClient()
  return supabase.storage.from(LEARNING_FILE_BUCKET).createSignedUploadUrl(path)
}

/** The uploaded object's bytes, read with her session (the bucket's SELECT policy: the uploader). */
export async function readLearningFile(path: string): Promise<Uint8Array | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.storage.from(LEARNING_FILE_BUCKET).download(path)
  if (error || !data) {
    if (error) console.error("[learning.file.read]", error.message)
    return null
  }
  return new Uint8Array(await data.arrayBuffer())
}

/** Deletes an uploaded object (refused, or replaced); logged, never thrown. */
export async function removeLearningFile(path: string | null | undefined) {
  if (!path) return
  const supabase = await createClient()
  const { error } = await supabase.storage.from(LEARNING_FILE_BUCKET).remove([path])
  if (error) console.error("[learning.file.remove]", error.message)
}

export interface StoredLearningFile {
  path: string
  name: string
  mime: string
  size: number
}

/** Points a material's content at an uploaded file; null data when the material is not hers. */
export async function setMaterialFile(
  materialId: string,
  file: StoredLearningFile
): Promise<WriteResult<{ material_id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("learning_material_contents")
    .update({ file_path: file.path, file_name: file.name, file_mime: file.mime, file_size: file.size })
    .eq("material_id", materialId)
    .select("material_id")
    .maybeSingle()
}

// ------------------------------------------------------------------------------------------------
// Tracks
// ------------------------------------------------------------------------------------------------

const trackRow = (input: TrackInput, slug: string) => ({
  slug,
  title: input.title,
  summary: input.summary,
  intro_html: sanitizePostHtml(input.intro),
  topic: input.topic,
  level: input.level,
  cover_alt: input.cover_alt || null,
})

/** Creates a draft track as her (author_id defaults to auth.uid(); RLS: instructors and admins). */
export async function createTrack(input: TrackInput, slug: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("learning_tracks").insert(trackRow(input, slug)).select("id").single()
}

/** Saves a track's fields; null data when it is not hers. */
export async function updateTrack(
  trackId: string,
  input: TrackInput,
  slug: string
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase
    .from("learning_tracks")
    .update(trackRow(input, slug))
    .eq("id", trackId)
    .select("id, slug")
    .maybeSingle()
}

export async function setTrackStatus(
  trackId: string,
  status: LearningStatus
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase.from("learning_tracks").update({ status }).eq("id", trackId).select("id, slug").maybeSingle()
}

export async function deleteTrack(trackId: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("learning_tracks").delete().eq("id", trackId).select("id").maybeSingle()
}

/** Replaces the track's materials with these, in this order (the definer checks author or admin). */
export async function setTrackItems(trackId: string, materialIds: string[]): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("set_track_items", { p_track_id: trackId, p_material_ids: materialIds })
  return writeOutcome(error)
}
