import { readFileSync } from "node:fs"
import path from "node:path"

import { createSerwistRoute } from "@serwist/turbopack"
import { connection } from "next/server"

import { OFFLINE_PATH } from "@/lib/pwa/paths"

/**
 * /sw.js: the service worker (app/sw.ts), bundled by @serwist/turbopack with its precache list.
 * At the root rather than Serwist's usual /serwist/sw.js, so its scope is the whole site without a
 * Service-Worker-Allowed widening.
 *
 * Built by the running server on the first request, then kept in memory: the list globs the
 * build's own files (.next/static), which exist once `next build` has compiled, and a "use cache"
 * prerender would be thrown away by every `revalidatePath("/", "layout")` (sign-in, sign-out). The
 * output depends only on the build, so every instance of a release serves the same bytes and
 * browsers see one worker per release.
 */
const distDir = path.join(process.cwd(), ".next")

/** The release the offline page belongs to: it is refetched when this changes. */
function buildId(): string {
  try {
    return readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim()
  } catch {
    return "development"
  }
}

const serwist = createSerwistRoute({
  swSrc: "app/sw.ts",
  // esbuild-wasm is not installed; the native esbuild is a dev dependency the build already has.
  useNativeEsbuild: true,
  // Static assets only: the build's hashed files and the app icons. Not public/images (demo
  // pictures, megabytes a phone should not download up front), no prerendered page.
  globPatterns: [".next/static/**/*.{js,css,woff2,jpg,png,svg,webp,avif,ico}", "public/icons/*.png"],
  // The one page precached: what a failed navigation shows (the same for everyone, no session).
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: buildId() }],
  // One file: no /sw.js.map for the browser to ask for.
  esbuildOptions: { sourcemap: false },
})

export async function GET(request: Request): Promise<Response> {
  // Per request (from memory after the first): the build's files are read at run time, not prerendered.
  await connection()
  const built = await serwist.GET(request, { params: Promise.resolve({ path: "sw.js" }) })
  return new Response(await built.text(), {
    headers: {
      "Content-Type": "application/javascript; charset=utf-8",
      // Browsers check for a new worker on navigations; no cache in between may answer for the server.
      "Cache-Control": "no-cache",
    },
  })
}
