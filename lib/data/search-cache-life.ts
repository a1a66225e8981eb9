import "server-only"
import { cacheLife } from "next/cache"

import { searchTerm } from "@/lib/search"

/**
 * How long a search's answer is kept under "use cache" (issue #42: a search result lives at most
 * 60 s). Next's in-memory cache treats an entry past `revalidate` as missing, and the visitors'
 * twin pages rendered from it are kept 30 s at most (lib/cache/bounded-pages.mjs), so what a
 * visitor reads is under a minute old. `expire` stays at Next's 5-minute minimum for a
 * prerenderable entry: shorter, and the twins could not be cached pages at all.
 */
export const SEARCH_RESULTS_CACHE_LIFE = { stale: 30, revalidate: 30, expire: 300 }

/**
 * A list loader's cache life, called inside its "use cache" function: hours for the list (its tags
 * drop it on every edit), a search's 30 s when it searches.
 */
export function listCacheLife(search: string | null | undefined) {
  if (searchTerm(search)) cacheLife(SEARCH_RESULTS_CACHE_LIFE)
  else cacheLife("hours")
}
