import "server-only"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { SEARCH_RESULTS_CACHE_LIFE } from "@/lib/data/search-cache-life"
import type { SiteSearchHit } from "@/lib/site-search"
import { SEARCH_KINDS, type SearchKind, type SiteSearchState } from "@/lib/site-search-url"
import { createClient, createPublicClient } from "@/lib/supabase/server"

/**
 * The site search (issue #42) on the database's engine: public.search_site, search_site_counts and
 * search_correct apply every area's visibility themselves, under the caller's role. Visitors read
 * through the cache (the same answer for every visitor, at most a minute old); signed-in members
 * per request, under their session (members-only profiles and materials, blocks).
 */

/**
 * Results per kind on the "Tudo" tab (a glance at each kind, with the link to its tab: eight kinds
 * of five made a page of 40 results to scroll on a phone), and per page of one kind's tab.
 */
export const HITS_PER_KIND = 3
export const HITS_PER_PAGE = 20

export interface SiteSearchAnswer {
  /** The query the results are for: the typed one, or search_correct's when that found nothing. */
  searched: string
  /** The corrected query when the typed one found nothing and the correction did ("Você quis dizer"). */
  corrected: string | null
  counts: Record<SearchKind, number>
  total: number
  /** The tab's results, best first (on "Tudo", up to HITS_PER_KIND of each kind, grouped by the page). */
  hits: SiteSearchHit[]
}

type Db = ReturnType<typeof createPublicClient>

interface HitRow {
  kind: string
  id: string
  title: string | null
  snippet: string | null
  slug: string | null
  parent_slug: string | null
  meta: unknown
  happened_at: string | null
}

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value)

function toHit(row: HitRow): SiteSearchHit | null {
  if (!isKind(row.kind) || !row.slug) return null
  return {
    kind: row.kind,
    id: row.id,
    title: row.title?.trim() || "Sem título",
    snippet: row.snippet ?? "",
    slug: row.slug,
    parentSlug: row.parent_slug,
    meta:
      row.meta && typeof row.meta === "object" && !Array.isArray(row.meta) ? (row.meta as Record<string, unknown>) : {},
    happenedAt: row.happened_at,
  }
}

async function countsOf(db: Db, query: string): Promise<Record<SearchKind, number>> {
  const { data, error } = await db.rpc("search_site_counts", { p_query: query })
  if (error) throw new Error(`searchSite counts: ${error.message}`, { cause: error })
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>
  for (const row of data ?? []) if (isKind(row.kind)) counts[row.kind] = Number(row.total) || 0
  return counts
}

async function hitsOf(db: Db, query: string, state: SiteSearchState): Promise<SiteSearchHit[]> {
  const limit = state.kind ? HITS_PER_PAGE : HITS_PER_KIND
  const { data, error } = await db.rpc("search_site", {
    p_query: query,
    p_kind: state.kind ?? undefined,
    p_limit: limit,
    p_offset: state.kind ? (state.page - 1) * HITS_PER_PAGE : 0,
  })
  if (error) throw new Error(`searchSite: ${error.message}`, { cause: error })
  return ((data ?? []) as HitRow[]).flatMap((row) => toHit(row) ?? [])
}

const sum = (counts: Record<SearchKind, number>) => Object.values(counts).reduce((total, count) => total + count, 0)

/** One search: counts and the tab's results, and search_correct's query when the typed one finds nothing. */
async function runSearch(db: Db, state: SiteSearchState): Promise<SiteSearchAnswer> {
  const [counts, hits] = await Promise.all([countsOf(db, state.query), hitsOf(db, state.query, state)])
  const total = sum(counts)
  if (total > 0) return { searched: state.query, corrected: null, counts, total, hits }

  const { data: corrected, error } = await db.rpc("search_correct", { p_query: state.query })
  if (error) throw new Error(`searchSite correct: ${error.message}`, { cause: error })
  const suggestion = typeof corrected === "string" ? corrected.trim() : ""
  if (!suggestion || suggestion.toLocaleLowerCase("pt-BR") === state.query.toLocaleLowerCase("pt-BR")) {
    return { searched: state.query, corrected: null, counts, total, hits }
  }
  const [again, againHits] = await Promise.all([countsOf(db, suggestion), hitsOf(db, suggestion, state)])
  return { searched: suggestion, corrected: suggestion, counts: again, total: sum(again), hits: againHits }
}

/** A visitor's search: the same for every visitor, cached 30 s at most (tags: every area searched). */
export async function searchSiteAsVisitor(state: SiteSearchState): Promise<SiteSearchAnswer> {
  "use cache"
  cacheTag(TAGS.posts, TAGS.directory, TAGS.shop, TAGS.projects, TAGS.learning, TAGS.community, TAGS.members)
  cacheLife(SEARCH_RESULTS_CACHE_LIFE)
  return runSearch(createPublicClient(), state)
}

/** A signed-in member's search, per request under her session (what she may find depends on her). */
export async function searchSiteAsViewer(state: SiteSearchState): Promise<SiteSearchAnswer> {
  const db = (await createClient()) as unknown as Db
  return runSearch(db, state)
}
