import "server-only"

import { createClient } from "@/lib/supabase/server"

/**
 * "Minha aprendizagem" (issue #36): the published tracks she has started and not finished, with
 * "3 de 7" and where to continue. Read per request with her session: her progress rows are hers
 * alone (RLS), and tracks and materials count only when published.
 */

export interface TrackInProgress {
  id: string
  slug: string
  title: string
  done: number
  total: number
  /** The first published material in the track's order she has not done. */
  next: { slug: string; title: string }
}

interface ItemRow {
  track_id: string
  material_id: string
  position: number
  material: { slug: string; title: string; status: string } | { slug: string; title: string; status: string }[] | null
}

const one = <T>(value: T | T[] | null): T | null => (Array.isArray(value) ? (value[0] ?? null) : value)

/** Her tracks in progress, the one she touched last first; none when she has no progress. */
export async function listMyTracksInProgress(userId: string): Promise<TrackInProgress[]> {
  const supabase = await createClient()
  const progress = await supabase
    .from("learning_progress")
    .select("material_id, completed_at")
    .eq("user_id", userId)
    .order("completed_at", { ascending: false })
    .limit(1000)
  if (progress.error) throw new Error(`listMyTracksInProgress: ${progress.error.message}`, { cause: progress.error })
  if (progress.data.length === 0) return []
  const doneIds = new Set(progress.data.map((row) => row.material_id))
  const lastDone = new Map(progress.data.map((row, index) => [row.material_id, index]))

  const touched = await supabase
    .from("learning_track_items")
    .select("track_id, material_id")
    .in("material_id", [...doneIds])
  if (touched.error) throw new Error(`listMyTracksInProgress: ${touched.error.message}`, { cause: touched.error })
  const trackIds = [...new Set(touched.data.map((row) => row.track_id))]
  if (trackIds.length === 0) return []

  const [tracks, items] = await Promise.all([
    supabase.from("learning_tracks").select("id, slug, title").eq("status", "published").in("id", trackIds),
    supabase
      .from("learning_track_items")
      .select("track_id, material_id, position, material:learning_materials(slug, title, status)")
      .in("track_id", trackIds)
      .order("position", { ascending: true }),
  ])
  if (tracks.error) throw new Error(`listMyTracksInProgress: ${tracks.error.message}`, { cause: tracks.error })
  if (items.error) throw new Error(`listMyTracksInProgress: ${items.error.message}`, { cause: items.error })

  const answer: (TrackInProgress & { recency: number })[] = []
  for (const track of tracks.data) {
    const published = (items.data as ItemRow[])
      .filter((item) => item.track_id === track.id)
      .map((item) => ({ id: item.material_id, material: one(item.material) }))
      .filter((item) => item.material?.status === "published")
    const done = published.filter((item) => doneIds.has(item.id))
    const next = published.find((item) => !doneIds.has(item.id))
    // Not started (only a draft of it done) or finished (her certificate says so): not in progress.
    if (done.length === 0 || !next?.material) continue
    answer.push({
      id: track.id,
      slug: track.slug,
      title: track.title,
      done: done.length,
      total: published.length,
      next: { slug: next.material.slug, title: next.material.title },
      recency: Math.min(...done.map((item) => lastDone.get(item.id) ?? Number.MAX_SAFE_INTEGER)),
    })
  }
  return answer
    .sort((a, b) => a.recency - b.recency)
    .map((track) => ({
      id: track.id,
      slug: track.slug,
      title: track.title,
      done: track.done,
      total: track.total,
      next: track.next,
    }))
}
