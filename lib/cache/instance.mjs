// The one shared-tags reader/writer of this process, fed into Next's own tag manifest. Both
// handlers (incremental-handler.mjs, use-cache-handler.mjs) use it, so an instance asks the
// database at most once a second whichever cache a request reads first.
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js"

import { createSharedTags } from "./shared-tags.mjs"

// One per tag manifest in the process, kept on globalThis: Next imports the handler files itself
// (the server's manifest), and the proxy's bundle carries its own copy of Next's incremental cache,
// handler and manifest included, which must not take the server's place.
const KEY = Symbol.for("convergencia.shared-cache-tags")

/** @returns {ReturnType<typeof createSharedTags>} */
export function sharedTags() {
  const byManifest = (globalThis[KEY] ??= new WeakMap())
  let shared = byManifest.get(tagsManifest)
  if (!shared) byManifest.set(tagsManifest, (shared = createSharedTags({ manifest: tagsManifest })))
  return shared
}
