/**
 * Throughput and latency of the public pages under load (a benchmark, not a timed test: figures are
 * printed, never asserted). Run: npm run bench:pages
 *
 * Serves the production build (building it first when .next has none) with the local backend, as
 * `npm start` does, then drives each target with autocannon: `/`, `/convergindo`, `/comunidade`, `/projetos`, `/loja`, a
 * post page and `/rss`, plus two baselines: a plain static page of this build (/sobre) and a bare Node static file
 * server answering the same HTML bytes. Prints requests/s, p50/p99 latency and errors for each, the
 * ratio of each page to Next's static page, and of Next's static page to the file server.
 *
 * Settings (environment): BENCH_DURATION (s, default 20), BENCH_CONNECTIONS (default 50),
 * BENCH_PORT (default 3300; the file server uses the next port), BENCH_BASE_URL (measure a server
 * that is already running instead of starting one).
 */
import { mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"

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
/** A listed business of the seed (its page is prerendered, as a post's is). */
const BUSINESS_PATH = "/diretorio/atelie-fios-de-minas"

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

interface Row {
  name: string
  url: string
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(name: string, url: string): Promise<Row> {
  await warmUp(url)
  process.stdout.write(`  ${name.padEnd(28)} ${CONNECTIONS} connections, ${DURATION} s… `)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  const errors = result.errors + result.timeouts + result.non2xx
  console.log(`${result.requests.average.toFixed(0)} req/s`)
  return { name, url, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors }
}

const baseUrl = process.env.BENCH_BASE_URL?.replace(/\/+$/, "") ?? (await startProductionServer(PORT, STATIC_PAGE))
const postPath = await firstPostPath(baseUrl)
const staticResponse = await fetch(`${baseUrl}${STATIC_PAGE}`)
const staticHtml = await staticResponse.text()
const fileServer = await startFileServer(staticHtml, staticResponse.headers.get("content-type") ?? "text/html")

console.log(`\nbench:pages — ${baseUrl}, ${CONNECTIONS} connections, ${DURATION} s per target`)
const staticNext = await measure(`Next static page (${STATIC_PAGE})`, `${baseUrl}${STATIC_PAGE}`)
const staticFiles = await measure("static file server (same HTML)", fileServer)
const pages = [
  await measure("/", `${baseUrl}/`),
  await measure("/convergindo", `${baseUrl}/convergindo`),
  await measure("/diretorio", `${baseUrl}/diretorio`),
  await measure(`business (${BUSINESS_PATH})`, `${baseUrl}${BUSINESS_PATH}`),
  await measure("/comunidade", `${baseUrl}/comunidade`),
  await measure("/projetos", `${baseUrl}/projetos`),
  await measure("/loja", `${baseUrl}/loja`),
  await measure(`post (${postPath})`, `${baseUrl}${postPath}`),
  await measure("/rss", `${baseUrl}/rss`),
]

const cpus = os.cpus()
console.log(
  `\nMachine: ${cpus[0]?.model ?? "unknown CPU"} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
    `${os.type()} ${os.release()}, Node ${process.version}; load generator on the same machine.`
)
console.log(`HTML of ${STATIC_PAGE}: ${(Buffer.byteLength(staticHtml) / 1024).toFixed(1)} KiB\n`)
const header = ["target", "req/s", "p50 ms", "p99 ms", "errors", "vs Next static"]
const rows = [staticFiles, staticNext, ...pages].map((row) => [
  row.name,
  row.rps.toFixed(0),
  row.p50.toFixed(0),
  row.p99.toFixed(0),
  String(row.errors),
  row === staticFiles ? "—" : (row.rps / staticNext.rps).toFixed(2),
])
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)))
for (const line of [header, ...rows]) {
  console.log(
    line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ")
  )
}
console.log(`\nNext static page / static file server: ${(staticNext.rps / staticFiles.rps).toFixed(2)}`)
for (const row of pages) {
  console.log(
    `${row.name} / Next static page: ${(row.rps / staticNext.rps).toFixed(2)} (target ≥ 0.80), ` +
      `p99 ${row.p99.toFixed(0)} ms (target < 100), errors ${row.errors} (target 0)`
  )
}
stopChildren()
process.exit(0)
