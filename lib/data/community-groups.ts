import "server-only"
import { cache } from "react"
import { cacheLife, cacheTag } from "next/cache"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"

import { TAGS } from "@/lib/cache-tags"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import { GROUP_COLUMNS, type CommunityGroup, toGroup, withCoverSources } from "@/lib/data/community-core"

/**
 * Reading groups: the listed groups visitors see (cached until a community write revalidates
 * TAGS.community) and one group as the signed-in viewer may see it.
 */

// Groups as a visitor reads them: the anon role, whose RLS shows only listed groups (open and by
// request, not archived). Both cached reads below start here, so they cannot disagree on what is
// public.
const listedGroupsQuery = () => createPublicClient().from("community_groups").select(GROUP_COLUMNS)

/** The listed groups (open and by request, not archived), most recently active first. */
export async function listListedGroups(): Promise<CommunityGroup[]> {
  "use cache"
  cacheTag(TAGS.community)
  cacheLife("hours")
  const { data, error } = await listedGroupsQuery().order("last_activity_at", { ascending: false }).limit(500)
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
  const { data, error } = await listedGroupsQuery().eq("slug", slug).maybeSingle()
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
