import "server-only"
import { cache } from "react"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import { isSeedImage } from "@/lib/images/seed-images"
import { storedObjectPath } from "@/lib/images/storage-url"
import {
  type LearningAccess,
  type LearningKind,
  type LearningLevel,
  type LearningListState,
  type LearningTopic,
  MATERIALS_PER_PAGE,
} from "@/lib/learning-url"
import { searchPattern, searchTerm } from "@/lib/search"
import { listCacheLife } from "@/lib/data/search-cache-life"
import { listQuery } from "@/lib/data/list-query"
import { SLUG_PATTERN } from "@/lib/slug"
import { createPublicClient } from "@/lib/supabase/server"

/**
 * The public library's reads (issue #36): published materials and tracks as a visitor sees them,
 * under "use cache" with TAGS.learning (the authoring side's writes updateTag it). Everything here
 * runs as `anon`, so RLS has the last word too; the content of a members-only material is never
 * read here, so it can never land in a cached page (her reads are lib/data/learning-progress.ts).
 */

/** The public bucket of covers (…_learning.sql): instructors and admins write under their own `<uid>/` folder. */
export const LEARNING_COVER_BUCKET = "learning-covers"

/** What every published item's card shows, material or track. */
export interface LearningItemCard {
  id: string
  slug: string
  title: string
  summary: string
  /** Checked: a stored file of this bucket or a demo picture; null otherwise. */
  coverUrl: string | null
  coverAlt: string | null
  topic: LearningTopic
  level: LearningLevel
  authorName: string
  publishedAt: string
  updatedAt: string
}

export interface LearningMaterialCard extends LearningItemCard {
  kind: LearningKind
  estimatedMinutes: number
  access: LearningAccess
}

/** What a material holds besides its metadata; only the parts of its kind are set. */
export interface LearningContent {
  /** Sanitised with lib/html's allowlist (on save and again here): safe to render. */
  bodyHtml: string | null
  video: { provider: "youtube" | "vimeo"; id: string } | null
  /** The file's shown name, type and size; its Storage path stays on the server. */
  file: { name: string; mime: string | null; size: number | null } | null
  linkUrl: string | null
}

export interface LearningMaterialDetail extends LearningMaterialCard {
  /** The content of a public material; always null for a members-only one (read per request for members). */
  content: LearningContent | null
}

export interface LearningTrackCard extends LearningItemCard {
  /** Published materials in it. */
  materialCount: number
  estimatedMinutes: number
}

export interface LearningTrackDetail extends LearningTrackCard {
  /** Sanitised: safe to render. */
  introHtml: string
  /** Its published materials in the track's order. */
  items: LearningMaterialCard[]
}

export interface LearningListPage {
  /** Tracks matching the search, topic and level; only on the first page, and none when a kind or access is chosen. */
  tracks: LearningTrackCard[]
  materials: LearningMaterialCard[]
  total: number
  page: number
  pageCount: number
}

const MATERIAL_COLUMNS =
  "id, slug, kind, title, summary, cover_url, cover_alt, topic, level, estimated_minutes, author_id, author_name, access, published_at, updated_at"
const TRACK_COLUMNS =
  "id, slug, title, summary, cover_url, cover_alt, topic, level, author_id, author_name, published_at, updated_at"
const CONTENT_COLUMNS = "body_html, video_provider, video_id, file_name, file_mime, file_size, link_url"

interface ItemRow {
  id: string
  slug: string
  title: string
  summary: string
  cover_url: string | null
  cover_alt: string | null
  topic: string
  level: string
  author_id: string | null
  author_name: string
  published_at: string | null
  updated_at: string
}

interface MaterialRow extends ItemRow {
  kind: string
  estimated_minutes: number
  access: string
  status?: string
}

// A track row has no columns beyond the shared ones; the name says which table it came from.
type TrackRow = ItemRow

interface ContentRow {
  body_html: string | null
  video_provider: string | null
  video_id: string | null
  file_name: string | null
  file_mime: string | null
  file_size: number | null
  link_url: string | null
}

type One<T> = T | T[] | null
const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : value)

function fail(where: string, error: { message: string }): never {
  throw new Error(`${where}: ${error.message}`, { cause: error })
}

/**
 * The cover to show, or null: a file of the covers bucket, or one of the demo pictures shipped with
 * the app. Only instructors and admins can write to that bucket, each in her own folder, and an
 * admin may set the cover of someone else's material, so any of its folders is accepted; an address
 * typed in through the API (another host, another bucket) is never shown.
 */
export function displayableLearningCover(url: string | null): string | null {
  if (!url) return null
  if (isSeedImage(url)) return url
  return storedObjectPath(url, LEARNING_COVER_BUCKET) ? url : null
}

/** The card fields a material and a track share, from either row. */
function toItemCard(row: ItemRow): LearningItemCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: displayableLearningCover(row.cover_url),
    coverAlt: row.cover_alt,
    topic: row.topic as LearningTopic,
    level: row.level as LearningLevel,
    authorName: row.author_name,
    publishedAt: row.published_at ?? row.updated_at,
    updatedAt: row.updated_at,
  }
}

function toMaterialCard(row: MaterialRow): LearningMaterialCard {
  return {
    ...toItemCard(row),
    kind: row.kind as LearningKind,
    estimatedMinutes: row.estimated_minutes,
    access: row.access as LearningAccess,
  }
}

/** A content row as the page may show it (the file's path left out). Shared with the member's reads. */
export function toLearningContent(row: ContentRow): LearningContent {
  const provider = row.video_provider === "youtube" || row.video_provider === "vimeo" ? row.video_provider : null
  return {
    bodyHtml: row.body_html ? sanitizePostHtml(row.body_html) : null,
    video: provider && row.video_id ? { provider, id: row.video_id } : null,
    file: row.file_name ? { name: row.file_name, mime: row.file_mime, size: row.file_size } : null,
    linkUrl: row.link_url && /^https:\/\//i.test(row.link_url) ? row.link_url : null,
  }
}

export const LEARNING_CONTENT_COLUMNS = CONTENT_COLUMNS

type FilterableQuery<Q> = {
  eq: (column: string, value: string) => Q
}

/**
 * One page of published materials (newest first) for a state of the list, with the tracks that
 * match it on the first page. The search is accent- and case-insensitive (search_text is stored
 * unaccented and lowercase, as the blog's). Cached per state under TAGS.learning; throws when the
 * backend fails, so a failure is never cached.
 */
export async function listLearning(state: LearningListState): Promise<LearningListPage> {
  "use cache"
  cacheTag(TAGS.learning)
  listCacheLife(state.search)
  const page = Math.max(1, Math.floor(state.page))
  // A material search runs on the database's engine (search_learning_materials, issue #42): rows in
  // rank order, so no order of our own; the same filters, range and count apply to them.
  const term = searchTerm(state.search)
  const pattern = state.search ? searchPattern(state.search) : null
  const filtered = <Q extends FilterableQuery<Q>>(request: Q, withKind: boolean) => {
    let query = request.eq("status", "published")
    if (state.topic) query = query.eq("topic", state.topic)
    if (state.level) query = query.eq("level", state.level)
    if (withKind && state.kind) query = query.eq("kind", state.kind)
    if (withKind && state.access) query = query.eq("access", state.access)
    return query
  }
  const db = createPublicClient()
  const rows = (columns: string, options: { count: "exact"; head?: boolean }) =>
    filtered(
      listQuery(
        term
          ? db.rpc("search_learning_materials", { p_query: term }, options).select(columns)
          : db.from("learning_materials").select(columns, options)
      ),
      true
    )

  const from = (page - 1) * MATERIALS_PER_PAGE
  const listed = term
    ? rows(MATERIAL_COLUMNS, { count: "exact" })
    : rows(MATERIAL_COLUMNS, { count: "exact" })
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
  const { data, error, count } = await listed.range(from, from + MATERIALS_PER_PAGE - 1)
  let total = count ?? 0
  if (error) {
    // PostgREST answers a page past the end with 416 (PGRST103): an empty page, not a failure.
    if (error.code !== "PGRST103") fail("listLearning", error)
    const counted = await rows("id", { count: "exact", head: true })
    if (counted.error) fail("listLearning", counted.error)
    total = counted.count ?? 0
  }

  const showTracks = page === 1 && !state.kind && !state.access
  const tracks = showTracks ? await listTracks(pattern, state) : []
  return {
    tracks,
    materials: ((data ?? []) as MaterialRow[]).map(toMaterialCard),
    total,
    page,
    pageCount: Math.ceil(total / MATERIALS_PER_PAGE),
  }
}

interface TrackItemRow {
  position: number
  material: One<MaterialRow>
}

/** The track's published materials in order: a draft or missing one (RLS hides drafts from anon) is skipped. */
function publishedItems(items: TrackItemRow[] | null): LearningMaterialCard[] {
  return [...(items ?? [])]
    .sort((a, b) => a.position - b.position)
    .flatMap((item) => {
      const material = one(item.material)
      return material && material.status === "published" ? [toMaterialCard(material)] : []
    })
}

function toTrackCard(row: TrackRow, items: LearningMaterialCard[]): LearningTrackCard {
  return {
    ...toItemCard(row),
    materialCount: items.length,
    estimatedMinutes: items.reduce((sum, item) => sum + item.estimatedMinutes, 0),
  }
}

const TRACK_ITEMS = `items:learning_track_items(position, material:learning_materials(${MATERIAL_COLUMNS}, status))`

async function listTracks(pattern: string | null, state: LearningListState): Promise<LearningTrackCard[]> {
  let query = createPublicClient()
    .from("learning_tracks")
    .select(`${TRACK_COLUMNS}, ${TRACK_ITEMS}`)
    .eq("status", "published")
  if (pattern) query = query.ilike("search_text", pattern)
  if (state.topic) query = query.eq("topic", state.topic)
  if (state.level) query = query.eq("level", state.level)
  const { data, error } = await query.order("published_at", { ascending: false }).order("id").limit(24)
  if (error) fail("listTracks", error)
  return (data as unknown as (TrackRow & { items: TrackItemRow[] | null })[]).map((row) =>
    toTrackCard(row, publishedItems(row.items))
  )
}

async function loadMaterial(slug: string): Promise<LearningMaterialDetail | null> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("hours")
  // Reachable as a server function with any arguments: only a well-formed slug is looked up.
  if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) return null
  const db = createPublicClient()
  const { data, error } = await db
    .from("learning_materials")
    .select(MATERIAL_COLUMNS)
    .eq("status", "published")
    .eq("slug", slug)
    .maybeSingle()
  if (error) fail("getLearningMaterial", error)
  if (!data) return null
  const card = toMaterialCard(data as MaterialRow)
  if (card.access !== "public") return { ...card, content: null }
  const content = await db.from("learning_material_contents").select(CONTENT_COLUMNS).eq("material_id", card.id)
  if (content.error) fail("getLearningMaterial", content.error)
  const row = (content.data as ContentRow[])[0]
  return { ...card, content: row ? toLearningContent(row) : null }
}

/** A published material by slug (its content when it is public), or null. Shared by metadata and page. */
export const getLearningMaterial = cache(loadMaterial)

async function loadTrack(slug: string): Promise<LearningTrackDetail | null> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("hours")
  if (typeof slug !== "string" || !SLUG_PATTERN.test(slug)) return null
  const { data, error } = await createPublicClient()
    .from("learning_tracks")
    .select(`${TRACK_COLUMNS}, intro_html, ${TRACK_ITEMS}`)
    .eq("status", "published")
    .eq("slug", slug)
    .maybeSingle()
  if (error) fail("getLearningTrack", error)
  if (!data) return null
  const row = data as unknown as TrackRow & { intro_html: string | null; items: TrackItemRow[] | null }
  const items = publishedItems(row.items)
  return { ...toTrackCard(row, items), introHtml: sanitizePostHtml(row.intro_html ?? ""), items }
}

/** A published track by slug with its published materials in order, or null. Shared by metadata and page. */
export const getLearningTrack = cache(loadTrack)

/** The published tracks a material belongs to (the material page links them). */
export async function listTracksOfMaterial(materialId: string): Promise<{ slug: string; title: string }[]> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("hours")
  if (typeof materialId !== "string" || !/^[0-9a-f-]{36}$/.test(materialId)) return []
  const { data, error } = await createPublicClient()
    .from("learning_track_items")
    .select("track:learning_tracks(slug, title, status)")
    .eq("material_id", materialId)
  if (error) fail("listTracksOfMaterial", error)
  return (data as unknown as { track: One<{ slug: string; title: string; status: string }> }[]).flatMap((row) => {
    const track = one(row.track)
    return track && track.status === "published" ? [{ slug: track.slug, title: track.title }] : []
  })
}

export interface LearningRef {
  slug: string
  updatedAt: string
}

/** Every published material's and track's address and last change: generateStaticParams and the sitemap. */
export async function listLearningRefs(): Promise<{ materials: LearningRef[]; tracks: LearningRef[] }> {
  "use cache"
  cacheTag(TAGS.learning)
  cacheLife("hours")
  const db = createPublicClient()
  const [materials, tracks] = await Promise.all([
    db.from("learning_materials").select("slug, updated_at").eq("status", "published").limit(5000),
    db.from("learning_tracks").select("slug, updated_at").eq("status", "published").limit(5000),
  ])
  if (materials.error) fail("listLearningRefs", materials.error)
  if (tracks.error) fail("listLearningRefs", tracks.error)
  const refs = (rows: { slug: string; updated_at: string }[]) =>
    rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }))
  return { materials: refs(materials.data), tracks: refs(tracks.data) }
}
