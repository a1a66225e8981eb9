/**
 * The pure part of the benchmarks (bench:pages, bench:scale): tables, ratios and the verdicts of
 * issue #25's targets, kept apart from the scripts that start servers so it can be unit tested.
 */

export interface PageRow {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
}

/** Issue #25, target 3: throughput at least Next's static page, p99 at most 1.2× its p99, no errors. */
export const PAGE_TARGETS = { minThroughputRatio: 1, maxP99Ratio: 1.2 } as const

export interface PageVerdict {
  throughputRatio: number
  p99Ratio: number
  ok: boolean
  misses: string[]
}

export function pageVerdict(row: PageRow, staticPage: PageRow): PageVerdict {
  const throughputRatio = staticPage.rps > 0 ? row.rps / staticPage.rps : 0
  const p99Ratio = staticPage.p99 > 0 ? row.p99 / staticPage.p99 : Number.POSITIVE_INFINITY
  const misses: string[] = []
  if (throughputRatio < PAGE_TARGETS.minThroughputRatio) misses.push(`throughput ${throughputRatio.toFixed(2)}× < 1×`)
  if (p99Ratio > PAGE_TARGETS.maxP99Ratio) misses.push(`p99 ${p99Ratio.toFixed(2)}× > 1.2×`)
  if (row.errors > 0) misses.push(`${row.errors} errors`)
  return { throughputRatio, p99Ratio, ok: misses.length === 0, misses }
}

/** Fixed-width text table; the first row is the header, the first column is left-aligned. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => (row[index] ?? "").length))) ?? []
  return rows
    .map((row) =>
      row.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ")
    )
    .join("\n")
}

/** The first path of the sitemap under `prefix` that has exactly one more segment (`/loja/x`, not `/loja`). */
export function firstDetailPath(sitemapXml: string, prefix: string): string | undefined {
  for (const [, loc] of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc!).pathname
    if (pathname.startsWith(`${prefix}/`) && !pathname.slice(prefix.length + 1).includes("/")) return pathname
  }
  return undefined
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** How a latency grew from the base volume to a larger one: "×1.8" (or "—" without a base). */
export function growth(base: number, value: number): string {
  if (!(base > 0)) return "—"
  return `×${(value / base).toFixed(1)}`
}

/** Sequential scans in an EXPLAIN (FORMAT TEXT) plan, by table: the nodes an index could replace. */
export function seqScans(plan: string): string[] {
  const tables = new Set<string>()
  for (const [, table] of plan.matchAll(/Seq Scan on (?:\w+\.)?"?(\w+)"?/g)) tables.add(table!)
  return [...tables]
}

/** The slice of a V8 .cpuprofile (node --cpu-prof) that self time needs. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[]
  startTime: number
  endTime: number
  samples?: number[]
}

/** Functions by self time (samples where they were on top of the stack), heaviest first. */
export function topSelfTime(profile: CpuProfile, limit: number) {
  const hits = new Map<string, { name: string; where: string; hits: number }>()
  let totalHits = 0
  for (const node of profile.nodes) {
    const count = node.hitCount ?? 0
    if (!count) continue
    totalHits += count
    const { functionName, url, lineNumber } = node.callFrame
    const name = functionName || "(anonymous)"
    const where = url ? `${url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\//, "")}:${lineNumber + 1}` : ""
    const key = `${name}@${where}`
    const entry = hits.get(key) ?? { name, where, hits: 0 }
    entry.hits += count
    hits.set(key, entry)
  }
  const totalMs = (profile.endTime - profile.startTime) / 1000
  const msPerHit = totalHits ? totalMs / totalHits : 0
  const rows = [...hits.values()]
    .sort((a, b) => b.hits - a.hits)
    .slice(0, limit)
    .map((entry) => ({
      name: entry.name,
      where: entry.where,
      selfMs: entry.hits * msPerHit,
      percent: totalHits ? (entry.hits / totalHits) * 100 : 0,
    }))
  return { totalMs, rows }
}

/** The first link of a list page to a page one segment below `prefix` (a group, when the sitemap lists none). */
export function firstDetailHref(html: string, prefix: string): string | undefined {
  for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) {
    if (href!.startsWith(`${prefix}/`) && /^[a-z0-9-]+$/.test(href!.slice(prefix.length + 1))) return href
  }
  return undefined
}
