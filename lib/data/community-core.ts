import "server-only"
import type { PostgrestError } from "@supabase/supabase-js"

import {
  browserSignedCoverUrl,
  displayableCoverUrl,
  type GroupCategory,
  type GroupKind,
  PRIVATE_GROUP_COVER_BUCKET,
  privateCoverPrefix,
} from "@/lib/community"
import type { WriteResult } from "@/lib/data/write-result"
import { createClient } from "@/lib/supabase/server"

/**
 * What every community module of lib/data shares (issue #21; split by concern in issue #35): the
 * group row and its columns, the write result, the rpc() helper for the database functions, and the
 * signing of private covers. Public reads (listed groups) use the anon client and the tagged cache;
 * everything else runs under the viewer's session, so RLS and the database functions decide. Writes
 * return the database error (or null) for the action to translate with communityErrorMessage();
 * they never throw for a refusal.
 */

export const GROUP_COLUMNS =
  "id, slug, name, description, kind, category, cover_url, members_count, topics_count, replies_count, last_activity_at, archived_at"

export interface CommunityGroup {
  id: string
  slug: string
  name: string
  description: string
  kind: GroupKind
  category: GroupCategory
  /** What cover_url stores (saved back as is); never shown directly. */
  coverUrl: string | null
  /** The address to show: the public cover, or a short-lived signed URL of a hidden group's one. */
  coverSrc: string | null
  membersCount: number
  topicsCount: number
  repliesCount: number
  lastActivityAt: string
  archived: boolean
}

export type GroupRow = {
  id: string
  slug: string
  name: string
  description: string
  kind: string
  category: string
  cover_url: string | null
  members_count: number
  topics_count: number
  replies_count: number
  last_activity_at: string
  archived_at: string | null
}

export const toGroup = (row: GroupRow): CommunityGroup => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  kind: row.kind as GroupKind,
  category: row.category as GroupCategory,
  coverUrl: row.cover_url,
  // A private cover needs signing with the viewer's session (withCoverSources).
  coverSrc: displayableCoverUrl(row.cover_url),
  membersCount: row.members_count,
  topicsCount: row.topics_count,
  repliesCount: row.replies_count,
  lastActivityAt: row.last_activity_at,
  archived: row.archived_at !== null,
})

export type Db = Awaited<ReturnType<typeof createClient>>

/** How long a hidden group's cover address works: one page view and a little browsing. */
const PRIVATE_COVER_SECONDS = 600

/** The object path of a private cover's stored address, or null. */
export function privateCoverPath(url: string | null): string | null {
  const prefix = privateCoverPrefix()
  if (!url?.startsWith(prefix)) return null
  const path = url.slice(prefix.length)
  return /^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/.test(path) ? path : null
}

/**
 * Signs hidden groups' covers with the viewer's session: Storage's policy decides, so a cover she
 * may not read stays null. Signed together, one request for a whole list.
 */
export async function withCoverSources(supabase: Db, groups: CommunityGroup[]): Promise<CommunityGroup[]> {
  const paths = groups.map((group) => privateCoverPath(group.coverUrl))
  const wanted = [...new Set(paths.filter((path): path is string => path !== null))]
  if (wanted.length === 0) return groups
  const { data, error } = await supabase.storage
    .from(PRIVATE_GROUP_COVER_BUCKET)
    .createSignedUrls(wanted, PRIVATE_COVER_SECONDS)
  if (error) console.error("[community.cover.sign]", error)
  const signed = new Map((data ?? []).flatMap((row) => (row.signedUrl && row.path ? [[row.path, row.signedUrl]] : [])))
  return groups.map((group, index) => {
    const path = paths[index]
    return path ? { ...group, coverSrc: displayableCoverUrl(browserSignedCoverUrl(signed.get(path))) } : group
  })
}

export async function rpc<T>(call: (supabase: Db) => PromiseLike<{ data: T | null; error: PostgrestError | null }>) {
  const supabase = await createClient()
  const { data, error } = await call(supabase)
  return { data: error ? null : data, error } as WriteResult<T>
}
