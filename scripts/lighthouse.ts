/**
 * Lighthouse on every public page type (a measurement, outside `npm test`): home, about, blog list
 * and the newest post, directory list and a business, groups list and a group, projects list and a
 * project, shop and a product; mobile emulation (Lighthouse's default), three runs each. Prints the
 * median score of every category and the median largest contentful paint, and marks the targets of
 * issues #10 and #25 (accessibility, best practices and SEO 100, performance ≥ 95, LCP ≤ 2.5 s).
 * Run: npm run lighthouse
 *
 * Serves the production build with the local backend (building it first when .next has none) and
 * drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Settings (environment):
 * LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PORT (default 3400), LIGHTHOUSE_PATHS (comma-separated
 * paths instead of the page types), LIGHTHOUSE_BASE_URL (measure a
 * server that is already running instead).
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { firstDetailHref, firstDetailPath } from "./bench-report"
import { firstPostPath, startProductionServer, stopChildren } from "./lib/production-server"

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400)
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 }
const LCP_TARGET_MS = 2500

const PERFORMANCE_METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * On a phone the page's server is another machine. Here both share two cores, and the server's
 * work (the links' prefetches) would show up as the phone's blocking time: it runs niced, so the
 * browser's main thread goes first.
 */
const baseUrl =
  process.env.LIGHTHOUSE_BASE_URL?.replace(/\/+$/, "") ?? (await startProductionServer(PORT, undefined, [], true))
const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
// A page of each kind: from the sitemap, else (groups are not in it) the list page's first link.
const detail = async (prefix: string) => {
  const found =
    firstDetailPath(sitemap, prefix) ?? firstDetailHref(await (await fetch(`${baseUrl}${prefix}`)).text(), prefix)
  if (!found) throw new Error(`no page under ${prefix} in the sitemap or on ${prefix}`)
  return found
}
const paths = (
  process.env.LIGHTHOUSE_PATHS?.split(",") ?? [
    "/",
    "/sobre",
    "/convergindo",
    await firstPostPath(baseUrl),
    "/diretorio",
    await detail("/diretorio"),
    "/comunidade",
    await detail("/comunidade"),
    "/projetos",
    await detail("/projetos"),
    "/loja",
    await detail("/loja"),
  ]
).map((path) => path.trim())

// A deployed server is warm: render each page once before measuring, so the first run does not
// time the server's cold start sharing this machine's two cores with the browser.
for (const path of paths) await (await fetch(`${baseUrl}${path}`)).text()

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})

const results: { path: string; scores: Record<Category, number>; lcpMs: number; failing: string[] }[] = []
try {
  for (const path of paths) {
    const runs: Record<Category, number>[] = []
    const lcps: number[] = []
    const failing = new Set<string>()
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`  ${path} run ${run}/${RUNS}… `)
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`lighthouse gave no result for ${path}`)
      const { categories, audits } = result.lhr
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])
      ) as Record<Category, number>
      runs.push(scores)
      lcps.push(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN)
      // What keeps a category below 100, to say why next to the figures.
      for (const category of CATEGORIES.filter((name) => name !== "performance")) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${ref.id}`)
        }
      }
      // The metrics behind the performance score, to show where a low score comes from.
      const metrics = PERFORMANCE_METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "?"}`)
      console.log(
        `${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(", ")} (${metrics.join(", ")})`
      )
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run[category]))])
    ) as Record<Category, number>
    results.push({ path, scores, lcpMs: median(lcps), failing: [...failing] })
  }
} finally {
  await chrome.kill()
}

console.log(
  `\nlighthouse — ${baseUrl}, mobile emulation, median of ${RUNS} runs${process.env.LIGHTHOUSE_BASE_URL ? "" : ", server niced"}\n`
)
const header = ["page", ...CATEGORIES, "LCP s"]
const rows = results.map(({ path, scores, lcpMs }) => [
  path,
  ...CATEGORIES.map((category) => `${scores[category]}${scores[category] >= TARGETS[category] ? "" : " ✗"}`),
  `${(lcpMs / 1000).toFixed(1)}${lcpMs <= LCP_TARGET_MS ? "" : " ✗"}`,
])
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)))
for (const line of [header, ...rows]) {
  console.log(
    line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ")
  )
}
console.log(
  `\nTargets: performance ≥ ${TARGETS.performance}, the others ${TARGETS.accessibility}, LCP ≤ ${LCP_TARGET_MS / 1000} s (✗ marks a miss).`
)
for (const { path, failing } of results) {
  if (failing.length) console.log(`${path}: ${failing.join(", ")}`)
}
stopChildren()
process.exit(0)
