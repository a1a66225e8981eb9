import { describe, expect, it } from "vitest"

import {
  firstDetailHref,
  firstDetailPath,
  formatTable,
  growth,
  median,
  pageVerdict,
  seqScans,
  topSelfTime,
} from "./bench-report"

const staticPage = { name: "Next static page", rps: 500, p50: 90, p99: 200, errors: 0 }

describe("pageVerdict", () => {
  it("passes a page at least as fast as Next's static page, p99 within 1.2×, no errors", () => {
    const verdict = pageVerdict({ name: "/", rps: 520, p50: 85, p99: 240, errors: 0 }, staticPage)
    expect(verdict).toMatchObject({ ok: true, misses: [] })
    expect(verdict.throughputRatio).toBeCloseTo(1.04)
    expect(verdict.p99Ratio).toBeCloseTo(1.2)
  })

  it("names every missed target", () => {
    const verdict = pageVerdict({ name: "/loja", rps: 400, p50: 120, p99: 300, errors: 3 }, staticPage)
    expect(verdict.ok).toBe(false)
    expect(verdict.misses).toEqual(["throughput 0.80× < 1×", "p99 1.50× > 1.2×", "3 errors"])
  })
})

describe("firstDetailPath", () => {
  const sitemap = `<urlset>
<url><loc>http://127.0.0.1:3100/loja</loc></url>
<url><loc>http://127.0.0.1:3100/comunidade/mulheres-do-cafe/topico-1</loc></url>
<url><loc>http://127.0.0.1:3100/comunidade/mulheres-do-cafe</loc></url>
<url><loc>http://127.0.0.1:3100/loja/almofada-bordada</loc></url>
</urlset>`

  it("takes the first page one segment below the prefix", () => {
    expect(firstDetailPath(sitemap, "/loja")).toBe("/loja/almofada-bordada")
    expect(firstDetailPath(sitemap, "/comunidade")).toBe("/comunidade/mulheres-do-cafe")
    expect(firstDetailPath(sitemap, "/projetos")).toBeUndefined()
  })
})

describe("firstDetailHref", () => {
  it("takes the first link one segment below the prefix", () => {
    const html = `<a href="/comunidade">Grupos</a><a href="/comunidade?busca=x">x</a>
<a href="/comunidade/mulheres-do-cafe/topico">t</a><a href="/comunidade/mulheres-do-cafe">Café</a>`
    expect(firstDetailHref(html, "/comunidade")).toBe("/comunidade/mulheres-do-cafe")
    expect(firstDetailHref(html, "/loja")).toBeUndefined()
  })
})

describe("helpers", () => {
  it("formats a table with the first column left-aligned", () => {
    expect(
      formatTable([
        ["page", "ms"],
        ["/", "12"],
        ["/loja", "7"],
      ])
    ).toBe("page   ms\n/      12\n/loja   7")
  })

  it("takes medians and growth factors", () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(growth(2, 5)).toBe("×2.5")
    expect(growth(0, 5)).toBe("—")
  })

  it("lists the tables an EXPLAIN scans sequentially", () => {
    const plan = `Limit  (cost=10.1..10.2 rows=12 width=40)
  ->  Sort  (cost=10.1..10.2 rows=40 width=40)
        ->  Seq Scan on public.posts  (cost=0.00..9.5 rows=40 width=40)
              Filter: (status = 'published'::text)
  ->  Index Scan using profiles_pkey on profiles  (cost=0.1..8.2 rows=1 width=8)
  ->  Seq Scan on "reviews" r  (cost=0.00..1.1 rows=1 width=8)`
    expect(seqScans(plan)).toEqual(["posts", "reviews"])
  })
})

describe("topSelfTime", () => {
  it("adds up the samples per function and orders them by self time", () => {
    const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber })
    const top = topSelfTime(
      {
        startTime: 0,
        endTime: 100_000, // µs
        nodes: [
          { id: 1, callFrame: frame("(root)") },
          { id: 2, callFrame: frame("render", "file:///app/node_modules/react-dom/server.js", 9), hitCount: 6 },
          { id: 3, callFrame: frame("(garbage collector)"), hitCount: 3 },
          { id: 4, callFrame: frame("render", "file:///app/node_modules/react-dom/server.js", 9), hitCount: 1 },
        ],
      },
      5
    )
    expect(top.totalMs).toBe(100)
    expect(top.rows[0]).toMatchObject({ name: "render", where: "react-dom/server.js:10", percent: 70 })
    expect(top.rows[0]!.selfMs).toBeCloseTo(70)
    expect(top.rows[1]).toMatchObject({ name: "(garbage collector)", where: "" })
  })
})
