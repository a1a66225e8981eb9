// next.config.ts `cacheHandler`: prerendered pages and route responses (ISR), HTML and RSC payload
// stored together. Entries stay where Next keeps them by default (memory and .next on this
// instance's disk): this is Next's own file system cache, told about other instances'
// invalidations. Replacing only the "use cache" handler would leave a prerendered page stale on
// every instance but the one that saved the change (issue #34).
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js"

import { areTagsExpired, tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js"

import { createBoundedPages, isBoundedPageKey } from "./bounded-pages.mjs"
import { sharedTags } from "./instance.mjs"
import { createRenderGuard, tagsOfEntry } from "./render-guard.mjs"
import { expireAtNow, expiryClock } from "./shared-tags.mjs"

// Node's import of this CommonJS file gives its exports object as `default`; the bundler that
// packs the proxy (which carries a copy of this handler) gives the exported class itself.
const FileSystemCache = fileSystemCacheModule.default?.default ?? fileSystemCacheModule.default

// One per process: Next makes a handler per request.
const renderGuard = createRenderGuard({ areTagsExpired, clock: expiryClock })
// Pages at addresses a visitor chooses (the site search): bounded, short-lived, in memory only.
const boundedPages = createBoundedPages({ areTagsExpired, tagsOf: tagsOfEntry })

export default class SharedTagsCacheHandler extends FileSystemCache {
  /** Before an entry is served: other instances' invalidations (one database look a second at most). */
  async get(...args) {
    await sharedTags().refresh()
    if (isBoundedPageKey(args[0])) return boundedPages.get(args[0])
    if (renderGuard.mustRenderAgain(args[0])) return null
    return super.get(...args)
  }

  /** A page rendered from data older than one of its tags' invalidation is rendered again on its next read. */
  async set(key, data, ctx) {
    if (isBoundedPageKey(key)) return boundedPages.set(key, data, ctx?.fetchCache ? undefined : ctx?.cacheControl)
    await super.set(key, data, ctx)
    renderGuard.saved(key, tagsOfEntry(data))
  }

  /** This instance's manifest as Next does it, then the shared table for the others. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === "string" ? [tags] : tags
    expireAtNow(tagsManifest, list)
    await sharedTags().invalidate(list)
  }
}
