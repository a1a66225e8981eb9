// next.config.ts `cacheHandlers.default`: the "use cache" entries. Next's own in-memory handler
// (the size it uses by default), plus the refreshTags()/updateTags() hooks of Next 16's
// "Multi-Instance Cache Coordination": invalidations go to the shared table, and other
// instances' invalidations come into the tag manifest this handler's get() and getExpiration()
// read (issue #34).
import { createDefaultCacheHandler } from "next/dist/server/lib/cache-handlers/default.js"

import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js"

import { sharedTags } from "./instance.mjs"
import { expireAtNow } from "./shared-tags.mjs"

const MEMORY_BYTES = 50 * 1024 * 1024
const local = createDefaultCacheHandler(MEMORY_BYTES)

/** @type {import("next/dist/server/lib/cache-handlers/types").CacheHandler} */
const handler = {
  get: (cacheKey, softTags) => local.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
  // Called by Next once per request before its first "use cache" read.
  refreshTags: () => sharedTags().refresh(),
  getExpiration: (tags) => local.getExpiration(tags),
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations)
    expireAtNow(tagsManifest, tags)
    await sharedTags().invalidate(tags)
  },
}

export default handler
