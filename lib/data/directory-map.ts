import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"

import { TAGS } from "@/lib/cache-tags"
import { createPublicClient } from "@/lib/supabase/server"
import { BRAZILIAN_STATES, type StateCode } from "@/lib/validations/directory"
import type { ListingLoadOptions } from "@/lib/data/posts"

export interface StateListingCount {
  code: StateCode
  name: string
  /** Listed businesses (approved and active) in the state; 0 when none. */
  count: number
}

export interface DirectoryMapData {
  /** Every state and the Federal District, in BRAZILIAN_STATES order, with its count. */
  states: StateListingCount[]
  /** States with at least one listed business: "Presente em N estados". */
  statesWithListings: number
  /** The highest count of one state, which the colour scale divides. */
  max: number
}

/**
 * Listed businesses per state, counted by the database in one grouped read over the listed rows'
 * partial index (directory_state_counts(), migration 20261206100002). Read as a visitor and cached
 * under TAGS.directory, so approving, pausing or editing a listing refreshes the map with the list.
 * A state code outside the 27 (written through the API) is left out. Throws when the backend fails.
 */
export async function getDirectoryMapData(): Promise<DirectoryMapData> {
  "use cache"
  cacheTag(TAGS.directory)
  cacheLife("hours")
  const { data, error } = await createPublicClient().rpc("directory_state_counts")
  if (error) throw new Error(`getDirectoryMapData: ${error.message}`, { cause: error })
  const counts = new Map(data.map((row) => [row.state, Number(row.total)]))
  const states = BRAZILIAN_STATES.map((state) => ({
    code: state.code,
    name: state.name,
    count: counts.get(state.code) ?? 0,
  }))
  return {
    states,
    statesWithListings: states.filter((state) => state.count > 0).length,
    max: Math.max(0, ...states.map((state) => state.count)),
  }
}

/**
 * The map's data for a page, or null when the backend failed: the page then leaves the map out
 * rather than failing. A failure is never prerendered (connection() leaves the page to request
 * time, as lib/data/directory.ts loadDirectoryListing does), so it recovers by itself.
 */
export async function loadDirectoryMap({
  deferFailure = true,
}: ListingLoadOptions = {}): Promise<DirectoryMapData | null> {
  try {
    return await getDirectoryMapData()
  } catch (error) {
    unstable_rethrow(error)
    console.error("[directory.map]", error)
    if (deferFailure) await connection()
    return null
  }
}
