import { describe, expect, it } from "vitest"

import { decodeSearchState, encodeSearchState, parseSiteSearchParams, siteSearchHref } from "./site-search-url"

describe("the site search's address (issue #42)", () => {
  it("reads q, tipo and pagina; an unknown tipo is every kind, on its first page", () => {
    expect(parseSiteSearchParams({ q: "  bolo   de pote ", tipo: "produtos", pagina: "3" })).toEqual({
      query: "bolo de pote",
      kind: "products",
      page: 3,
    })
    expect(parseSiteSearchParams({ q: "bolo", tipo: "<script>", pagina: "3" })).toEqual({
      query: "bolo",
      kind: null,
      page: 1,
    })
    expect(parseSiteSearchParams({ q: ["a", "b"], pagina: "-1" })).toEqual({ query: "a", kind: null, page: 1 })
    expect(parseSiteSearchParams({ q: "x".repeat(500) }).query).toHaveLength(100)
    expect(parseSiteSearchParams({ q: "bolo\u0000de\ue000pote\n" }).query).toBe("bolo de pote")
  })

  it("builds addresses without default parameters", () => {
    expect(siteSearchHref({ query: "mei" })).toBe("/busca?q=mei")
    expect(siteSearchHref({ query: "mei", kind: "materials", page: 2 })).toBe("/busca?q=mei&tipo=materiais&pagina=2")
    expect(siteSearchHref({ query: "mei", kind: "materials", page: 1 })).toBe("/busca?q=mei&tipo=materiais")
  })

  it("carries any term through the twin's param, and refuses params it did not make", () => {
    for (const query of ['"plano de negócios"', "a/b?c=d&e#f", "açaí 🍫 \\ %", "confetaria"]) {
      const state = { query, kind: null, page: 1 }
      const param = encodeSearchState(state)
      expect(param).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(decodeSearchState(param)).toEqual({ ...state, query: query.toLocaleLowerCase("pt-BR") })
    }
    expect(decodeSearchState("_")).toBeNull()
    expect(decodeSearchState("not base64!")).toBeNull()
    expect(decodeSearchState(encodeSearchState({ query: "", kind: null, page: 1 }))).toBeNull()
    expect(decodeSearchState(btoa("a\nb\nc\nd"))).toBeNull()
  })
})
