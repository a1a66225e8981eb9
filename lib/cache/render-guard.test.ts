import { describe, expect, it } from "vitest"

// @ts-expect-error plain .mjs without types, loaded by Next outside the bundles
import { createRenderGuard, tagsOfEntry } from "./render-guard.mjs"

/** Next's rule (tags-manifest): a tag expired after the entry's time, and not in the future. */
function manifestAt(expiries: Record<string, number>, now: () => number) {
  return (tags: string[], timestamp: number) =>
    tags.some((tag) => expiries[tag] !== undefined && expiries[tag] <= now() && expiries[tag] > timestamp)
}

describe("the render guard: a page rendered across an invalidation", () => {
  it("is rendered again once when one of its tags was invalidated after its render began", () => {
    let now = 1000
    const expiries: Record<string, number> = {}
    const guard = createRenderGuard({ areTagsExpired: manifestAt(expiries, () => now), clock: () => now })

    expect(guard.mustRenderAgain("/index")).toBe(false) // the read that starts a render
    now = 1500
    expiries.reviews = 1500 // an approval while the page renders with the old reviews
    now = 2000
    guard.saved("/index", ["settings", "reviews"])

    expect(guard.mustRenderAgain("/index")).toBe(true)
    now = 2500
    guard.saved("/index", ["settings", "reviews"]) // that render began after the approval
    expect(guard.mustRenderAgain("/index")).toBe(false)
  })

  it("leaves a page alone when nothing it shows changed while it rendered", () => {
    let now = 1000
    const expiries: Record<string, number> = { reviews: 500 }
    const guard = createRenderGuard({ areTagsExpired: manifestAt(expiries, () => now), clock: () => now })
    guard.mustRenderAgain("/sobre")
    now = 2000
    guard.saved("/sobre", ["reviews"])
    expect(guard.mustRenderAgain("/sobre")).toBe(false)
    // A page saved without a read first (the build's, a start-up prerender) is not judged.
    guard.saved("/loja", ["reviews"])
    expect(guard.mustRenderAgain("/loja")).toBe(false)
  })
})

describe("tagsOfEntry", () => {
  it("reads Next's cache-tags header of a page or route entry", () => {
    expect(tagsOfEntry({ headers: { "x-next-cache-tags": "a,b,_N_T_/layout" } })).toEqual(["a", "b", "_N_T_/layout"])
    expect(tagsOfEntry({ headers: {} })).toEqual([])
    expect(tagsOfEntry(null)).toEqual([])
  })
})
