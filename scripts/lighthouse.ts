/**
 * Lighthouse on the public pages (a measurement, outside `npm test`): `/`, `/sobre`, `/convergindo` and
 * the newest post, mobile emulation (Lighthouse's default), three runs each; prints the median score
 * of every category and marks the targets of issue #10 (accessibility, best practices and SEO 100,
 * performance ≥ 90). Run: npm run lighthouse
 *
 * Serves the production build with the local backend (building it first when .next has none) and
 * drives Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Settings (environment):
 * LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PORT (default 3400), LIGHTHOUSE_BASE_URL (measure a
 * server that is already running instead).
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

import { firstPostPath, startProductionServer, stopChildren } from "./lib/production-server"

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400)
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = { performance: 90, accessibility: 100, "best-practices": 100, seo: 100 }

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

const baseUrl = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/+$/, "") ?? (await startProductionServer(PORT))
const paths = ["/", "/sobre", "/convergindo", await firstPostPath(baseUrl)]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
})

const results: { path: string; scores: Record<Category, number>; failing: string[] }[] = []
try {
  for (const path of paths) {
    const runs: Record<Category, number>[] = []
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
    results.push({ path, scores, failing: [...failing] })
  }
} finally {
  await chrome.kill()
}

console.log(`\nlighthouse — ${baseUrl}, mobile emulation, median of ${RUNS} runs\n`)
const header = ["page", ...CATEGORIES]
const rows = results.map(({ path, scores }) => [
  path,
  ...CATEGORIES.map((category) => `${scores[category]}${scores[category] >= TARGETS[category] ? "" : " ✗"}`),
])
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)))
for (const line of [header, ...rows]) {
  console.log(
    line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ")
  )
}
console.log(`\nTargets: performance ≥ ${TARGETS.performance}, the others ${TARGETS.accessibility} (✗ marks a miss).`)
for (const { path, failing } of results) {
  if (failing.length) console.log(`${path}: ${failing.join(", ")}`)
}
stopChildren()
process.exit(0)
