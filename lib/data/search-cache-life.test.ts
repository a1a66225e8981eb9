import { describe, expect, it } from "vitest"

// @ts-expect-error plain .mjs without types, loaded by Next outside the bundles
import { BOUNDED_PAGE_MAX_AGE_MS } from "@/lib/cache/bounded-pages.mjs"

import { SEARCH_RESULTS_CACHE_LIFE } from "./search-cache-life"

describe("how long a search result lives (issue #42: at most 60 s)", () => {
  it("an answer past revalidate is missing, and the twin page rendered from it is kept at most the rest of the minute", () => {
    expect(SEARCH_RESULTS_CACHE_LIFE.revalidate * 1000 + BOUNDED_PAGE_MAX_AGE_MS).toBeLessThanOrEqual(60_000)
  })

  it("keeps Next's 5-minute expire, below which the twins could not be cached pages", () => {
    expect(SEARCH_RESULTS_CACHE_LIFE.expire).toBeGreaterThanOrEqual(300)
  })
})
