import "server-only"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { materialPath, trackPath } from "@/lib/learning-url"
import { searchPattern } from "@/lib/search"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * The library's materials and tracks a project points its participants to (issue #36,
 * project_learning_links). Anyone reads the links; the material's or track's own rules still
 * decide what a reader sees of it (a draft stays hidden, a members-only file stays for members).
 */

export type LearningTarget = "material" | "track"

export interface ProjectLearningLink {
  id: string
  target: LearningTarget
  targetId: string
  title: string
  href: string
}

type LinkRow = {
  id: string
  position: number
  material:
    | { id: string; slug: string; title: string; status: string }
    | { id: string; slug: string; title: string; status: string }[]
    | null
  track:
    | { id: string; slug: string; title: string; status: string }
    | { id: string; slug: string; title: string; status: string }[]
    | null
}

const one = <T>(value: T | T[] | null): T | null => (Array.isArray(value) ? (value[0] ?? null) : value)

const LINK_COLUMNS =
  "id, position, material:learning_materials(id, slug, title, status), track:learning_tracks(id, slug, title, status)"

function toLinks(rows: LinkRow[], publishedOnly: boolean): ProjectLearningLink[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .flatMap((row) => {
      const material = one(row.material)
      const track = one(row.track)
      const item = material ?? track
      if (!item || (publishedOnly && item.status !== "published")) return []
      return [
        {
          id: row.id,
          target: material ? ("material" as const) : ("track" as const),
          targetId: item.id,
          title: item.title,
          href: material ? materialPath(item.slug) : trackPath(item.slug),
        },
      ]
    })
}

/** The published materials and tracks a project links, in its order, for its public page. */
export async function listProjectLearning(projectId: string): Promise<ProjectLearningLink[]> {
  "use cache"
  cacheTag(TAGS.projects, TAGS.learning)
  cacheLife("hours")
  if (typeof projectId !== "string" || !projectId) return []
  const { data, error } = await createPublicClient()
    .from("project_learning_links")
    .select(LINK_COLUMNS)
    .eq("project_id", projectId)
  if (error) throw new Error(`listProjectLearning: ${error.message}`, { cause: error })
  return toLinks(data as LinkRow[], true)
}

/** Every link of a project as its instructors see them (drafts they may read included), for the form. */
export async function listProjectLearningForEdit(projectId: string): Promise<ProjectLearningLink[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("project_learning_links").select(LINK_COLUMNS).eq("project_id", projectId)
  if (error) throw new Error(`listProjectLearningForEdit: ${error.message}`, { cause: error })
  return toLinks(data as LinkRow[], false)
}

export interface LearningOption {
  /** `material:<id>` or `track:<id>`: one value for the form's hidden field. */
  id: string
  name: string
}

/**
 * Published materials and tracks whose title or summary contains `query` (accents and case
 * ignored), at most 10 of each, for an instructor's search. Under her session: RLS shows her the
 * published ones and her own drafts; only published ones are offered.
 */
export async function searchLearning(query: string): Promise<LearningOption[]> {
  const pattern = searchPattern(query)
  if (!pattern) return []
  const supabase = await createClient()
  const [materials, tracks] = await Promise.all([
    supabase
      .from("learning_materials")
      .select("id, title")
      .eq("status", "published")
      .ilike("search_text", pattern)
      .order("title")
      .limit(10),
    supabase
      .from("learning_tracks")
      .select("id, title")
      .eq("status", "published")
      .ilike("search_text", pattern)
      .order("title")
      .limit(10),
  ])
  const error = materials.error ?? tracks.error
  if (error) throw new Error(`searchLearning: ${error.message}`, { cause: error })
  return [
    ...(tracks.data ?? []).map((row) => ({ id: `track:${row.id}`, name: `Trilha: ${row.title}` })),
    ...(materials.data ?? []).map((row) => ({ id: `material:${row.id}`, name: `Material: ${row.title}` })),
  ]
}

/** Links a material or track to a project, after its others (RLS: its instructors and admins). */
export async function addProjectLearningLink(
  projectId: string,
  target: LearningTarget,
  targetId: string
): Promise<WriteResult> {
  const supabase = await createClient()
  const { data: last, error: readError } = await supabase
    .from("project_learning_links")
    .select("position")
    .eq("project_id", projectId)
    .order("position", { ascending: false })
    .limit(1)
    .maybeSingle()
  if (readError) return writeOutcome(readError)
  const { error } = await supabase.from("project_learning_links").insert({
    project_id: projectId,
    material_id: target === "material" ? targetId : null,
    track_id: target === "track" ? targetId : null,
    position: (last?.position ?? 0) + 1,
  })
  return writeOutcome(error)
}

/** Removes one link of this project; null data when there was none to remove. */
export async function removeProjectLearningLink(
  projectId: string,
  linkId: string
): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("project_learning_links")
    .delete()
    .eq("id", linkId)
    .eq("project_id", projectId)
    .select("id")
    .maybeSingle()
}
