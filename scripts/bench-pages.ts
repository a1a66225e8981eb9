/**
 * Throughput and latency of the public pages under load (a benchmark, not a timed test: figures are
 * printed, never asserted). Run: npm run bench:pages
 *
 * Serves the production build (building it first when .next has none) with the local backend, as
 * `npm start` does, then drives each target with autocannon: every public page type (home, about,
 * blog list and a post, directory list and a business, groups list and a group, projects list and
 * a project, shop and a product, `/rss`), plus warm runs of a blog search and a directory search
 * (rendered per request), next to two baselines in the same run: a plain static page of this
 * build (/sobre) and a bare Node static file server answering the same HTML bytes. Prints
 * requests/s, p50/p99 latency and errors for each, and the ratios to Next's static page against
 * issue #25's targets (throughput ≥ 1×, p99 ≤ 1.2×, 0 errors).
 *
 * Settings (environment): BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 50),
 * BENCH_PORT (default 3300; the file server uses the next port), BENCH_BASE_URL (measure a server
 * that is already running instead of starting one), BENCH_ONLY (a substring: measure only the
 * targets whose name contains it, besides the baselines), BENCH_PROFILE=1 (start the server under
 * `node --cpu-prof` and print where its CPU time went, by function, when the run ends).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"

import { firstDetailHref, firstDetailPath, formatTable, pageVerdict, type PageRow, topSelfTime } from "./bench-report"
import { firstPostPath, spawnChild, startProductionServer, stopChildren, waitFor } from "./lib/production-server"

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  errors: number
  timeouts: number
  non2xx: number
  "2xx": number
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>

// autocannon ships no type declarations; this is the slice the benchmark uses.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon

const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const FILE_SERVER_PORT = PORT + 1
const STATIC_PAGE = "/sobre"
const ONLY = process.env.BENCH_ONLY
const PROFILE_DIR = process.env.BENCH_PROFILE ? mkdtempSync(path.join(os.tmpdir(), "bench-pages-profile-")) : undefined
/** Searches rendered per request: words the demo posts and businesses contain. */
const BLOG_SEARCH = "/convergindo?busca=empreendedorismo"
const DIRECTORY_SEARCH = "/diretorio?busca=artesanato"
/** The site search (issue #42): a visitor's /busca (the cached twin), and each area's own search. */
const SITE_SEARCHES: [string, string][] = [
  ["site search (/busca?q=empreendedorismo)", "/busca?q=empreendedorismo"],
  ["site search, one tab (&tipo=negocios)", "/busca?q=artesanato&tipo=negocios"],
  ["shop search (/loja?busca=bolo)", "/loja?busca=bolo"],
  ["learning search (/aprender?busca=mei)", "/aprender?busca=mei"],
  ["members search (/associadas?busca=costura)", "/associadas?busca=costura"],
]

/** A bare Node HTTP server answering every request with the given bytes, in its own process. */
async function startFileServer(html: string, contentType: string): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-pages-")), "index.html")
  writeFileSync(file, html)
  const source = `
    const http = require("node:http")
    const body = require("node:fs").readFileSync(process.env.BENCH_FILE)
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": process.env.BENCH_TYPE, "Content-Length": body.length })
      res.end(body)
    }).listen(${FILE_SERVER_PORT}, "127.0.0.1")
  `
  spawnChild(process.execPath, ["-e", source], {
    stdio: "inherit",
    env: { ...process.env, BENCH_FILE: file, BENCH_TYPE: contentType },
  })
  const url = `http://127.0.0.1:${FILE_SERVER_PORT}/`
  await waitFor(url, 10)
  return url
}

async function warmUp(url: string) {
  for (let i = 0; i < 30; i++) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    await response.arrayBuffer()
  }
}

interface Row extends PageRow {
  url: string
}

async function measure(name: string, url: string): Promise<Row> {
  await warmUp(url)
  process.stdout.write(`  ${name.padEnd(36)} ${CONNECTIONS} connections, ${DURATION} s… `)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  const errors = result.errors + result.timeouts + result.non2xx
  console.log(`${result.requests.average.toFixed(0)} req/s`)
  return { name, url, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors }
}

// Node refuses --cpu-prof in NODE_OPTIONS: it goes on the server's own command line.
const profileArgs = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []
const baseUrl =
  process.env.BENCH_BASE_URL?.replace(/\/+$/, "") ?? (await startProductionServer(PORT, STATIC_PAGE, profileArgs))
const postPath = await firstPostPath(baseUrl)
const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
// A page of each kind: from the sitemap, else (groups are not in it) the list page's first link.
const detail = async (prefix: string) => {
  const found =
    firstDetailPath(sitemap, prefix) ?? firstDetailHref(await (await fetch(`${baseUrl}${prefix}`)).text(), prefix)
  if (!found) throw new Error(`no page under ${prefix} in the sitemap or on ${prefix}`)
  return found
}
const staticResponse = await fetch(`${baseUrl}${STATIC_PAGE}`)
const staticHtml = await staticResponse.text()
const fileServer = await startFileServer(staticHtml, staticResponse.headers.get("content-type") ?? "text/html")

const targets: [string, string][] = [
  ["/", "/"],
  ["/convergindo", "/convergindo"],
  [`post (${postPath})`, postPath],
  ["/diretorio", "/diretorio"],
  ["business", await detail("/diretorio")],
  ["/comunidade", "/comunidade"],
  ["group", await detail("/comunidade")],
  ["/projetos", "/projetos"],
  ["project", await detail("/projetos")],
  ["/loja", "/loja"],
  ["product", await detail("/loja")],
  ["/aprender", "/aprender"],
  ["track", await detail("/aprender/trilhas")],
  ["material", await detail("/aprender")],
  ["/associadas", "/associadas"],
  ["profile", await detail("/associadas")],
  // The directory's mentors (issue #40), a filtered twin; the app's offline page (issue #41).
  ["mentors (/associadas?mentoria=1)", "/associadas?mentoria=1"],
  ["/offline", "/offline"],
  ["/rss", "/rss"],
  [`blog search (${BLOG_SEARCH})`, BLOG_SEARCH],
  [`directory search (${DIRECTORY_SEARCH})`, DIRECTORY_SEARCH],
  ...SITE_SEARCHES,
]

console.log(`\nbench:pages — ${baseUrl}, ${CONNECTIONS} connections, ${DURATION} s per target`)
const staticNext = await measure(`Next static page (${STATIC_PAGE})`, `${baseUrl}${STATIC_PAGE}`)
const staticFiles = await measure("static file server (same HTML)", fileServer)
const pages: Row[] = []
for (const [name, pathname] of targets) {
  if (ONLY && !name.includes(ONLY)) continue
  const label = name.startsWith("/") || name.includes("(") ? name : `${name} (${pathname})`
  pages.push(await measure(label, `${baseUrl}${pathname}`))
}

const cpus = os.cpus()
console.log(
  `\nMachine: ${cpus[0]?.model ?? "unknown CPU"} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}; load generator on the same machine.`
)
console.log(`HTML of ${STATIC_PAGE}: ${(Buffer.byteLength(staticHtml) / 1024).toFixed(1)} KiB\n`)
const table = [
  ["target", "req/s", "p50 ms", "p99 ms", "errors", "req/s vs static", "p99 vs static", "target"],
  ...[staticFiles, staticNext, ...pages].map((row) => {
    const baseline = row === staticFiles || row === staticNext
    const verdict = pageVerdict(row, staticNext)
    return [
      row.name,
      row.rps.toFixed(0),
      row.p50.toFixed(0),
      row.p99.toFixed(0),
      String(row.errors),
      row === staticFiles ? "—" : verdict.throughputRatio.toFixed(2),
      row === staticFiles ? "—" : verdict.p99Ratio.toFixed(2),
      baseline ? "—" : verdict.ok ? "✓" : `✗ ${verdict.misses.join(", ")}`,
    ]
  }),
]
console.log(formatTable(table))
console.log(`\nNext static page / static file server: ${(staticNext.rps / staticFiles.rps).toFixed(2)}`)
console.log("Targets (issue #25): req/s ≥ 1× Next's static page, p99 ≤ 1.2× its p99, 0 errors.")
const slowest = [...pages].sort((a, b) => a.rps - b.rps)[0]
if (slowest)
  console.log(`Slowest: ${slowest.name}, ${slowest.rps.toFixed(0)} req/s (profile it: BENCH_PROFILE=1 BENCH_ONLY=…)`)
stopChildren()
if (PROFILE_DIR) await printProfile(PROFILE_DIR)
process.exit(0)

/** The server writes its profile when it exits: wait for it, then print the functions that took the most CPU. */
async function printProfile(dir: string) {
  const deadline = Date.now() + 60_000
  let files: string[] = []
  while (Date.now() < deadline) {
    files = readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"))
    if (files.length >= 1) break
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Parameters<typeof topSelfTime>[0]
    const top = topSelfTime(profile, 25)
    console.log(`\nCPU profile ${path.join(dir, file)} (${top.totalMs.toFixed(0)} ms sampled), self time by function:`)
    console.log(
      formatTable([
        ["function", "self ms", "%", "where"],
        ...top.rows.map((row) => [row.name, row.selfMs.toFixed(0), row.percent.toFixed(1), row.where]),
      ])
    )
  }
}
