import { describe, expect, it } from "vitest"

// @ts-expect-error plain .mjs without types, loaded by Next outside the bundles
import { createBoundedPages, isBoundedPageKey } from "./bounded-pages.mjs"

const page = (tags = "") => ({ kind: "APP_PAGE", html: "<p>x</p>", headers: { "x-next-cache-tags": tags } })
const tagsOf = (value: { headers: Record<string, string> }) =>
  value.headers["x-next-cache-tags"] ? value.headers["x-next-cache-tags"].split(",") : []

describe("the bounded page cache (the visitors' site search, issue #42)", () => {
  it("takes only the visitors' twins' keys", () => {
    expect(isBoundedPageKey("/busca/-visitante/Ym9sbwoKMQ")).toBe(true)
    expect(isBoundedPageKey("/loja/-visitante/YnVzY2E9Ym9sbw")).toBe(true)
    expect(isBoundedPageKey("/loja/-lista")).toBe(false)
    expect(isBoundedPageKey("/busca")).toBe(false)
    expect(isBoundedPageKey("/convergindo/um-post")).toBe(false)
  })

  it("never keeps a page showing a list that could not load, so the next request tries again", () => {
    const cache = createBoundedPages()
    const outage = { ...page(), html: '<div role="alert" data-page-cache="no-store">Não foi possível…</div>' }
    cache.set("/convergindo/-visitante/a", outage)
    cache.set("/convergindo/-visitante/b", { ...outage, html: Buffer.from(outage.html) })
    expect(cache.size).toBe(0)
    cache.set("/convergindo/-visitante/a", page())
    expect(cache.get("/convergindo/-visitante/a")).not.toBeNull()
  })

  it("keeps at most `limit` pages, dropping the least recently read", () => {
    const cache = createBoundedPages({ limit: 2 })
    cache.set("/busca/-visitante/a", page())
    cache.set("/busca/-visitante/b", page())
    expect(cache.get("/busca/-visitante/a")).not.toBeNull() // a is now the most recent
    cache.set("/busca/-visitante/c", page())
    expect(cache.size).toBe(2)
    expect(cache.get("/busca/-visitante/b")).toBeNull()
    expect(cache.get("/busca/-visitante/a")?.value).toEqual(page())
    expect(cache.get("/busca/-visitante/c")).not.toBeNull()
  })

  it("serves a page for at most maxAgeMs", () => {
    let now = 0
    const cache = createBoundedPages({ maxAgeMs: 60_000, clock: () => now })
    cache.set("/busca/-visitante/a", page())
    now = 60_000
    expect(cache.get("/busca/-visitante/a")?.lastModified).toBe(0)
    now = 60_001
    expect(cache.get("/busca/-visitante/a")).toBeNull()
    expect(cache.size).toBe(0)
  })

  it("drops a page one of whose tags was invalidated after it was saved", () => {
    const expired = new Set<string>()
    const cache = createBoundedPages({
      clock: () => 10,
      tagsOf,
      areTagsExpired: (tags: string[]) => tags.some((tag) => expired.has(tag)),
    })
    cache.set("/busca/-visitante/a", page("posts,shop"))
    expect(cache.get("/busca/-visitante/a")).not.toBeNull()
    expired.add("shop")
    expect(cache.get("/busca/-visitante/a")).toBeNull()
  })
})
