// Gate: first-load JS budgets. The JavaScript a browser downloads on the first load of every public
// page type stays under BUDGET_BYTES, gzip-compressed (level 9) per file; and what our code adds to
// the framework's own runtime stays under APP_BUDGET_BYTES (issue #25). Brotli is reported beside.
import { readFileSync } from "node:fs"
import path from "node:path"
import vm from "node:vm"
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib"

import { DIST, formatTable, kb, readIfPresent, readJson, rel } from "./shared.mjs"

export const BUDGET_BYTES = 130 * 1024
/**
 * React, the router and the Turbopack runtime (rootMainFiles) alone weigh ~129 KB gzip in Next 16,
 * so BUDGET_BYTES cannot be met and is reported (--budgets=report); this budget on the rest, our
 * code and the libraries it pulls in, always fails the run when crossed (issue #25: the header's
 * menus, drawer, theme menu and toaster load on first use to stay under it).
 */
export const APP_BUDGET_BYTES = 60 * 1024
/** Every public page type: route → app path (the key in .next/app-path-routes-manifest.json). */
export const BUDGET_ROUTES = {
  "/": "/(site)/page",
  "/convergindo": "/(site)/convergindo/page",
  "/convergindo/[slug]": "/(site)/convergindo/[slug]/page",
  "/sobre": "/(site)/sobre/page",
  "/diretorio": "/(site)/diretorio/page",
  "/diretorio/[slug]": "/(site)/diretorio/[slug]/page",
  "/comunidade": "/(site)/comunidade/page",
  "/comunidade/[grupo]": "/(site)/comunidade/[grupo]/page",
  "/projetos": "/(site)/projetos/page",
  "/projetos/[slug]": "/(site)/projetos/[slug]/page",
  "/loja": "/(site)/loja/page",
  "/loja/[slug]": "/(site)/loja/[slug]/page",
  "/aprender": "/(site)/aprender/page",
  "/aprender/[slug]": "/(site)/aprender/[slug]/page",
  "/aprender/trilhas/[slug]": "/(site)/aprender/trilhas/[slug]/page",
  "/associadas": "/(site)/associadas/page",
  "/associadas/[handle]": "/(site)/associadas/[handle]/page",
}

/**
 * Scripts a page makes the browser download: `<script src>` (except `nomodule` ones, which modern
 * browsers skip) and `<link rel=modulepreload>` / `<link rel=preload as=script>`. Paths are
 * returned relative to .next/ ("static/chunks/x.js"); `&amp;` and the /_next/ prefix are undone.
 */
export function parseHtmlScripts(html) {
  const out = new Set()
  const attr = (tag, name) => new RegExp(String.raw`\s${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, "i").exec(tag)
  const value = (m) => (m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined)
  const add = (src) => {
    const clean = src.replaceAll("&amp;", "&").split(/[?#]/)[0] ?? ""
    const local = /^(?:https?:\/\/[^/]+)?\/_next\/(.+)$/.exec(clean)
    out.add(local ? decodeURI(local[1] ?? "") : clean)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = value(attr(tag, "src"))
    if (src && !/\snomodule\b/i.test(tag)) add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (value(attr(tag, "rel")) ?? "").toLowerCase().split(/\s+/)
    const as = (value(attr(tag, "as")) ?? "").toLowerCase()
    const href = value(attr(tag, "href"))
    if (href && (rel.includes("modulepreload") || (rel.includes("preload") && as === "script"))) add(href)
  }
  return [...out]
}

/** The first-load chunk list of a route from the build's manifests, in load order, without duplicates. */
export function firstLoadChunks({
  rootMainFiles,
  polyfillFiles = [],
  entryJSFiles = {},
  clientModules = {},
  htmlScripts = [],
}) {
  const polyfills = new Set(polyfillFiles)
  const chunks = new Set(rootMainFiles)
  for (const files of Object.values(entryJSFiles)) for (const file of files) chunks.add(file)
  for (const mod of Object.values(clientModules)) {
    if (mod.async) continue
    for (const chunk of mod.chunks ?? []) chunks.add(chunk.replace(/^\/?_next\//, ""))
  }
  for (const script of htmlScripts) if (script.startsWith("static/") && script.endsWith(".js")) chunks.add(script)
  return [...chunks].filter((chunk) => chunk.endsWith(".js") && !polyfills.has(chunk))
}

/** A route's client reference manifest is a script assigning globalThis.__RSC_MANIFEST[appPath]; run it in a sandbox. */
function loadClientReferenceManifest(appPath) {
  const file = path.join(DIST, "server/app", `${appPath}_client-reference-manifest.js`)
  const sandbox = {}
  sandbox.globalThis = sandbox
  sandbox.self = sandbox
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file })
  const manifest = sandbox.__RSC_MANIFEST?.[appPath]
  if (!manifest) throw new Error(`${rel(file)} has no entry for ${appPath}`)
  return manifest
}

/** The prerendered HTML (static shell) of a route, if the build wrote a non-empty one. */
function prerenderedHtml(route, prerender) {
  const paths = Object.entries(prerender.routes)
    .filter(([key, info]) => key === route || info.srcRoute === route)
    .map(([key]) => key)
  for (const key of paths) {
    const file = path.join(DIST, "server/app", `${key === "/" ? "/index" : key}.html`)
    const html = readIfPresent(file)?.toString("utf8")
    if (html?.trim()) return { file, html, key }
  }
  return undefined
}

// What the browser downloads on a first load of an App Router page (Next 16, Turbopack):
// - rootMainFiles of build-manifest.json: the runtime and framework, rendered as <script async> in
//   every page (polyfillFiles are <script nomodule>, which modern browsers skip: not counted);
// - entryJSFiles of the route's client reference manifest: the chunks of every layout, page,
//   error, not-found and global-error on the route, which Next also renders as <script async>;
// - chunks of non-async clientModules of that manifest: what RSC payload rows (also those streamed
//   into PPR holes at request time) can ask for; today a subset of entryJSFiles, counted anyway.
// For `/` the prerendered index.html lists exactly rootMainFiles + entryJSFiles. The blog list has
// an empty static shell and the post page only a fallback shell (`/convergindo/_`) which lacks the
// page's own chunks (they stream with the resumed render), so HTML alone would under-count: the
// manifests are the source, and script tags of any non-empty prerendered HTML are added on top.
// Lazy chunks (next/dynamic, async modules) load after first paint and are not counted.

export function checkBudgets() {
  console.log(
    `\n== first-load JS (gzip -9 per file; per route: total budget ${kb(BUDGET_BYTES)} KB, beyond the framework ${kb(APP_BUDGET_BYTES)} KB)`
  )
  const buildManifest = readJson(path.join(DIST, "build-manifest.json"))
  const prerender = readJson(path.join(DIST, "prerender-manifest.json"))
  const appPaths = readJson(path.join(DIST, "app-path-routes-manifest.json"))
  const rows = [
    [
      "route",
      "chunks",
      "raw KB",
      "gzip KB",
      "brotli KB",
      "framework gzip KB",
      "app gzip KB",
      "app brotli KB",
      "source",
      "",
    ],
  ]
  const failures = []
  const appFailures = []
  const sizeCache = new Map()
  const sizes = (chunk) => {
    if (!sizeCache.has(chunk)) {
      const bytes = readFileSync(path.join(DIST, chunk))
      sizeCache.set(chunk, {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      })
    }
    return sizeCache.get(chunk)
  }
  for (const [route, appPath] of Object.entries(BUDGET_ROUTES)) {
    if (appPaths[appPath] !== route) {
      failures.push(
        `${route}: ${appPath} is not in .next/app-path-routes-manifest.json (route moved? update BUDGET_ROUTES)`
      )
      continue
    }
    const manifest = loadClientReferenceManifest(appPath)
    const routeBuildManifest = readIfPresent(path.join(DIST, "server/app", appPath, "build-manifest.json"))
    const { rootMainFiles, polyfillFiles } = routeBuildManifest
      ? JSON.parse(routeBuildManifest.toString("utf8"))
      : buildManifest
    const shell = prerenderedHtml(route, prerender)
    const htmlScripts = shell ? parseHtmlScripts(shell.html) : []
    const chunks = firstLoadChunks({
      rootMainFiles,
      polyfillFiles,
      entryJSFiles: manifest.entryJSFiles,
      clientModules: manifest.clientModules,
      htmlScripts,
    })
    const listed = new Set([...rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()])
    const extraInHtml = htmlScripts.filter((script) => script.startsWith("static/") && !listed.has(script))
    if (extraInHtml.length)
      console.warn(`! ${route}: HTML loads scripts the manifests do not list (counted): ${extraInHtml.join(", ")}`)
    const external = htmlScripts.filter((script) => !script.startsWith("static/"))
    if (external.length)
      console.warn(`! ${route}: HTML loads scripts from elsewhere (not counted): ${external.join(", ")}`)
    const total = { raw: 0, gzip: 0, brotli: 0 }
    let framework = 0 // rootMainFiles alone: React, the router and the Turbopack runtime
    let frameworkBrotli = 0
    for (const chunk of chunks) {
      const size = sizes(chunk)
      total.raw += size.raw
      total.gzip += size.gzip
      total.brotli += size.brotli
      if (rootMainFiles.includes(chunk)) {
        framework += size.gzip
        frameworkBrotli += size.brotli
      }
    }
    const app = total.gzip - framework
    const over = total.gzip > BUDGET_BYTES
    const appOver = app > APP_BUDGET_BYTES
    if (over) failures.push(`${route}: ${kb(total.gzip)} KB gzip > ${kb(BUDGET_BYTES)} KB`)
    if (appOver) appFailures.push(`${route}: ${kb(app)} KB gzip beyond the framework > ${kb(APP_BUDGET_BYTES)} KB`)
    const source = shell ? `manifests + ${path.basename(shell.file)}` : "manifests (no static HTML)"
    rows.push([
      route,
      chunks.length,
      kb(total.raw),
      kb(total.gzip),
      kb(total.brotli),
      kb(framework),
      kb(app),
      kb(total.brotli - frameworkBrotli),
      source,
      appOver ? "✗ APP OVER" : over ? "✗ total over" : "✓",
    ])
  }
  console.log(formatTable(rows))
  const largest = [...sizeCache].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 5)
  console.log(
    `largest first-load chunks (gzip KB): ${largest.map(([chunk, size]) => `${path.basename(chunk)} ${kb(size.gzip)}`).join(", ")}`
  )
  for (const failure of [...failures, ...appFailures]) console.error(`✗ ${failure}`)
  if (!failures.length && !appFailures.length) console.log("✓ all routes within budget")
  return { ok: failures.length === 0, appOk: appFailures.length === 0, rows }
}
