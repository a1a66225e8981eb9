// A prerendered page whose render began before one of its tags was invalidated, and ended after:
// Next stamps the stored page with the time it was saved, so it would pass for newer than the
// change it misses and stay until the next one (the home page kept an approved review or a
// site setting out while another request was rendering it). The guard remembers when each
// page's render could have begun (the first read since it was last saved) and, when the page
// is saved with a tag invalidated after that, has the next read find it missing, once: that
// render begins after the change.

/**
 * @param {{ areTagsExpired: (tags: string[], timestamp: number) => boolean, clock: () => number }} options
 */
export function createRenderGuard({ areTagsExpired, clock }) {
  /** The first read of each page since it was last saved. */
  const firstReads = new Map()
  /** Pages saved from a render that may predate one of their tags' invalidation. */
  const outdated = new Set()

  return {
    /** Before a read: true when the stored page must be rendered again (served as missing). */
    mustRenderAgain(key) {
      if (!firstReads.has(key)) firstReads.set(key, clock())
      if (!outdated.delete(key)) return false
      firstReads.set(key, clock())
      return true
    },

    /** When a page is saved, with the cache tags it was rendered with. */
    saved(key, tags) {
      const began = firstReads.get(key)
      firstReads.delete(key)
      if (began !== undefined && tags.length > 0 && areTagsExpired(tags, began)) outdated.add(key)
    },
  }
}

/** The cache tags a stored page or route response carries (Next's x-next-cache-tags header). */
export function tagsOfEntry(data) {
  const header = data?.headers?.["x-next-cache-tags"]
  return typeof header === "string" && header ? header.split(",") : []
}
