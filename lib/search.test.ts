import { describe, expect, it } from "vitest"

import {
  blogListHref,
  cleanSearchTerm,
  hasListParams,
  MAX_SEARCH_LENGTH,
  normalizeSearchTerm,
  parseListParams,
  routedListHref,
  searchPattern,
} from "./search"

describe("cleanSearchTerm", () => {
  it("trims, collapses whitespace and keeps accents and case", () => {
    expect(cleanSearchTerm("  Gestão   do\ttempo ")).toBe("Gestão do tempo")
  })

  it("takes the first value of a repeated parameter and caps the length", () => {
    expect(cleanSearchTerm(["mei", "feiras"])).toBe("mei")
    expect(cleanSearchTerm(undefined)).toBe("")
    expect(cleanSearchTerm("a".repeat(500))).toHaveLength(MAX_SEARCH_LENGTH)
  })
})

describe("normalizeSearchTerm", () => {
  it("matches the database's lower(unaccent(...))", () => {
    expect(normalizeSearchTerm("Gestão")).toBe("gestao")
    expect(normalizeSearchTerm("GESTÃO")).toBe("gestao")
    expect(normalizeSearchTerm("gestao")).toBe("gestao")
    expect(normalizeSearchTerm("Precificação Justa")).toBe("precificacao justa")
    expect(normalizeSearchTerm("Cecília, coração, pão, você, à, ü")).toBe("cecilia, coracao, pao, voce, a, u")
  })
})

describe("searchPattern", () => {
  it("wraps the normalised term for a substring ilike", () => {
    expect(searchPattern("Gestão")).toBe("%gestao%")
    expect(searchPattern(" economia  solidária ")).toBe("%economia solidaria%")
  })

  it("escapes LIKE wildcards so they match themselves", () => {
    expect(searchPattern("100%")).toBe("%100\\%%")
    expect(searchPattern("a_b")).toBe("%a\\_b%")
    expect(searchPattern("a\\b")).toBe("%a\\\\b%")
  })

  it("drops PostgREST's * wildcard", () => {
    expect(searchPattern("mei*")).toBe("%mei%")
    expect(searchPattern("***")).toBeNull()
  })

  it("is null when there is nothing to search", () => {
    expect(searchPattern("")).toBeNull()
    expect(searchPattern("   ")).toBeNull()
  })
})

describe("hasListParams", () => {
  it.each([
    ["", false],
    ["utm_source=x", false],
    ["busca=mei", true],
    ["categoria=financas", true],
    ["pagina=2", true],
    ["busca=", true],
  ])("%j → %s", (query, expected) => {
    expect(hasListParams(new URLSearchParams(query))).toBe(expected)
  })
})

describe("routedListHref", () => {
  it("sends client navigations with list parameters to the filtered route", () => {
    expect(routedListHref("/convergindo?categoria=financas")).toBe("/convergindo/-lista?categoria=financas")
    expect(routedListHref("/convergindo?busca=mei&pagina=2")).toBe("/convergindo/-lista?busca=mei&pagina=2")
  })

  it("leaves the unfiltered list and other addresses alone", () => {
    expect(routedListHref("/convergindo")).toBe("/convergindo")
    expect(routedListHref("/convergindo?utm_source=x")).toBe("/convergindo?utm_source=x")
    expect(routedListHref("/sobre?categoria=x")).toBe("/sobre?categoria=x")
  })
})

describe("parseListParams", () => {
  it("reads busca, categoria and pagina", () => {
    expect(parseListParams({ busca: " Gestão ", categoria: "Financas", pagina: "2" })).toEqual({
      search: "Gestão",
      categorySlug: "financas",
      page: 2,
    })
  })

  it("falls back to the defaults for missing or malformed values", () => {
    const defaults = { search: "", categorySlug: "", page: 1 }
    expect(parseListParams({})).toEqual(defaults)
    for (const pagina of ["0", "-1", "abc", "1.5", "99999999", ""]) {
      expect(parseListParams({ pagina }).page).toBe(1)
    }
    expect(parseListParams({ pagina: ["3", "4"] }).page).toBe(3)
  })
})

describe("blogListHref", () => {
  it("leaves defaults out", () => {
    expect(blogListHref({})).toBe("/convergindo")
    expect(blogListHref({ search: "", categorySlug: "", page: 1 })).toBe("/convergindo")
  })

  it("encodes the state as query parameters", () => {
    expect(blogListHref({ categorySlug: "gestao" })).toBe("/convergindo?categoria=gestao")
    expect(blogListHref({ search: "gestão do tempo", page: 2 })).toBe(
      "/convergindo?busca=gest%C3%A3o+do+tempo&pagina=2"
    )
  })

  it("round-trips through parseListParams", () => {
    const state = { search: "100% & mais", categorySlug: "financas", page: 3 }
    const query = new URL(blogListHref(state), "http://x").searchParams
    expect(parseListParams(Object.fromEntries(query))).toEqual(state)
  })
})
