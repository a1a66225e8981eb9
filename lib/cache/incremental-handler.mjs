// next.config.ts `cacheHandler`: prerendered pages and route responses (ISR), HTML and RSC payload
// stored together. Entries stay where Next keeps them by default (memory and .next on this
// instance's disk): this is Next's own file system cache, told about other instances'
// invalidations. Replacing only the "use cache" handler would leave a prerendered page stale on
// every instance but the one that saved the change (issue #34).
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js"

import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js"

import { sharedTags } from "./instance.mjs"
import { expireAtNow } from "./shared-tags.mjs"

// Node's import of this CommonJS file gives its exports object as `default`; the bundler that
// packs the proxy (which carries a copy of this handler) gives the exported class itself.
const FileSystemCache = fileSystemCacheModule.default?.default ?? fileSystemCacheModule.default

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** Before an entry is served: other instances' invalidations (one database look a second at most). */
  async get(...args) {
    await sharedTags().refresh()
    return super.get(...args)
  }

  /** This instance's manifest as Next does it, then the shared table for the others. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === "string" ? [tags] : tags
    expireAtNow(tagsManifest, list)
    await sharedTags().invalidate(list)
  }
}
