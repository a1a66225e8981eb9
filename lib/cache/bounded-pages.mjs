// Pages whose address a visitor chooses (the visitors' cached twins of the site search and of the
// lists searched with ?busca, /busca/-visitante/<query>, /loja/-visitante/<query>…, issue #42; the
// route table's "visitor" renderings) are kept here instead of Next's file system cache: anyone can make a new key per
// request, so the entries live in a bounded in-memory LRU (at most `limit` pages, each at most
// `maxAgeMs` old) and are never written to disk. An entry past its age, or one of whose tags was
// invalidated after it was saved, is missing: the next request renders it again.

/** The segment of those twins' paths (Next's cache key of an app page is its path). */
export const BOUNDED_PAGE_SEGMENT = "/-visitante/"

export const BOUNDED_PAGE_LIMIT = 500
// Half of a search result's minute (issue #42): the "use cache" answers a twin is rendered from are
// at most 30 s old too (SEARCH_RESULTS_CACHE_LIFE, lib/search.ts).
export const BOUNDED_PAGE_MAX_AGE_MS = 30_000

/** The marker of a list that could not load (components/list/list-states.tsx): never kept. */
const LOAD_ERROR_MARKER = 'data-page-cache="no-store"'

/** Whether a rendered page shows a list that could not load (an outage): kept, it would hide the recovery. */
export function showsLoadError(value) {
  const html = value?.html
  return (typeof html === "string" || Buffer.isBuffer(html)) && html.includes(LOAD_ERROR_MARKER)
}

/** @param {string} key */
export function isBoundedPageKey(key) {
  return typeof key === "string" && key.includes(BOUNDED_PAGE_SEGMENT)
}

/**
 * @param {{ limit?: number, maxAgeMs?: number, clock?: () => number,
 *   areTagsExpired?: (tags: string[], timestamp: number) => boolean,
 *   tagsOf?: (value: unknown) => string[] }} [options]
 */
export function createBoundedPages({
  limit = BOUNDED_PAGE_LIMIT,
  maxAgeMs = BOUNDED_PAGE_MAX_AGE_MS,
  clock = Date.now,
  areTagsExpired = () => false,
  tagsOf = () => [],
} = {}) {
  /** Insertion order is recency: a hit moves its entry to the end, the oldest is first. */
  const entries = new Map()

  return {
    get size() {
      return entries.size
    },

    /** The stored entry in Next's cache-handler shape ({ value, lastModified, cacheControl }), or null. */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      const now = clock()
      if (now - entry.lastModified > maxAgeMs || areTagsExpired(tagsOf(entry.value), entry.lastModified)) {
        entries.delete(key)
        return null
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    /** Saves a rendered page, dropping the least recently used beyond the limit. */
    set(key, value, cacheControl) {
      entries.delete(key)
      if (!value || showsLoadError(value)) return
      entries.set(key, { value, lastModified: clock(), cacheControl })
      while (entries.size > limit) entries.delete(entries.keys().next().value)
    },
  }
}
