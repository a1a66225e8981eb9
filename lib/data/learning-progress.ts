import "server-only"
import { cache } from "react"

import {
  LEARNING_CONTENT_COLUMNS,
  type LearningContent,
  type LearningMaterialCard,
  toLearningContent,
} from "@/lib/data/learning"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"
import { publicEnv } from "@/lib/env"
import { createClient, createPublicClient } from "@/lib/supabase/server"

/**
 * A signed-in member's side of the library (issue #36), per request under her own session: the
 * content of members-only materials, her progress, and marking a material done. Never cached:
 * nothing here may reach a page that another person is served.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A material's content as she may read it (RLS: published, and public or she is signed in), or
 * null when there is none for her. Shared by the member page's metadata-free render and its parts.
 */
export const getMaterialContentForViewer = cache(async (materialId: string): Promise<LearningContent | null> => {
  if (!UUID.test(materialId)) return null
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("learning_material_contents")
    .select(LEARNING_CONTENT_COLUMNS)
    .eq("material_id", materialId)
    .maybeSingle()
  if (error) throw new Error(`getMaterialContentForViewer: ${error.message}`, { cause: error })
  return data ? toLearningContent(data) : null
})

export interface MaterialFile {
  path: string
  name: string
}

/**
 * Her session's client when she is signed in (getViewer() verified it), else the visitors' one: a
 * cookie that only looks like a session (expired, forged) gets exactly what a visitor gets, not
 * the API's refusal of its token.
 */
const clientFor = async (signedIn: boolean) => (signedIn ? await createClient() : createPublicClient())

/**
 * The Storage path and download name of a published file material, read with the caller's own
 * client: a visitor gets it only for a public material, a member for any published one (RLS).
 * `access` says whether the material is members-only, so a visitor can be sent to sign in.
 */
export async function getMaterialFileForViewer(
  slug: string,
  signedIn: boolean
): Promise<{ access: string; file: MaterialFile | null } | null> {
  const supabase = await clientFor(signedIn)
  const { data: material, error } = await supabase
    .from("learning_materials")
    .select("id, kind, access")
    .eq("status", "published")
    .eq("slug", slug)
    .maybeSingle()
  if (error) throw new Error(`getMaterialFileForViewer: ${error.message}`, { cause: error })
  if (!material || material.kind !== "file") return null
  const content = await supabase
    .from("learning_material_contents")
    .select("file_path, file_name")
    .eq("material_id", material.id)
    .maybeSingle()
  if (content.error) throw new Error(`getMaterialFileForViewer: ${content.error.message}`, { cause: content.error })
  const row = content.data
  return {
    access: material.access,
    file: row?.file_path && row.file_name ? { path: row.file_path, name: row.file_name } : null,
  }
}

/** The private bucket of file materials (…_learning.sql). */
const LEARNING_FILES_BUCKET = "learning-files"

/**
 * A 60-second signed address that downloads the file under its name, made with her own client, so
 * Storage's RLS decides whether she may have it. The server may sign through a private address of
 * Storage (SUPABASE_URL), so the token's path is put on the public URL the browser reaches (as
 * community covers do).
 */
export async function signMaterialFile(file: MaterialFile, signedIn: boolean): Promise<string | null> {
  const supabase = await clientFor(signedIn)
  const { data, error } = await supabase.storage
    .from(LEARNING_FILES_BUCKET)
    .createSignedUrl(file.path, 60, { download: file.name })
  if (error) {
    console.error("[learning.file.sign]", error)
    return null
  }
  const marker = `/storage/v1/object/sign/${LEARNING_FILES_BUCKET}/`
  const index = data.signedUrl.indexOf(marker)
  if (index < 0) return null
  return `${publicEnv.supabaseUrl.replace(/\/+$/, "")}${data.signedUrl.slice(index)}`
}

/** Which of these materials she has marked done (her own rows only, by RLS). */
export async function listDoneMaterialIds(userId: string, materialIds: string[]): Promise<Set<string>> {
  const ids = materialIds.filter((id) => UUID.test(id))
  if (!ids.length) return new Set()
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("learning_progress")
    .select("material_id")
    .eq("user_id", userId)
    .in("material_id", ids)
  if (error) throw new Error(`listDoneMaterialIds: ${error.message}`, { cause: error })
  return new Set(data.map((row) => row.material_id))
}

export interface TrackProgress {
  done: number
  total: number
  doneIds: Set<string>
  /** The first material in the track's order she has not done; null when she has done them all. */
  next: LearningMaterialCard | null
}

/** Her progress in a track's (published, ordered) materials: "3 de 7" and where to continue. */
export async function getTrackProgress(userId: string, items: LearningMaterialCard[]): Promise<TrackProgress> {
  const doneIds = await listDoneMaterialIds(
    userId,
    items.map((item) => item.id)
  )
  return {
    done: items.filter((item) => doneIds.has(item.id)).length,
    total: items.length,
    doneIds,
    next: items.find((item) => !doneIds.has(item.id)) ?? null,
  }
}

/**
 * Marks a material done for her. RLS lets her insert only her own row and only for a material
 * she can read; marking it twice is not an error (the row is already there).
 */
export async function markMaterialDone(userId: string, materialId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.from("learning_progress").insert({ user_id: userId, material_id: materialId })
  // Already marked (a second tab, a double submit): what she asked for is true, so no refusal.
  return writeOutcome(error?.code === "23505" ? null : error)
}

/** Takes the mark back (her own row only, by RLS). */
export async function unmarkMaterialDone(userId: string, materialId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase
    .from("learning_progress")
    .delete()
    .eq("user_id", userId)
    .eq("material_id", materialId)
  return writeOutcome(error)
}
