import { describe, expect, it } from "vitest"

import {
  businessReviewsPath,
  directoryHref,
  hasDirectoryParams,
  isFiltered,
  isMalformedListingPath,
  parseDirectoryParams,
  routedDirectoryHref,
} from "./directory-url"

describe("parseDirectoryParams", () => {
  it("reads every filter of the list's address", () => {
    expect(
      parseDirectoryParams({
        busca: "  doces   caseiros ",
        categoria: "alimentacao",
        uf: "mg",
        cidade: "Belo Horizonte",
        encomendas: "1",
        online: "sim",
        pagina: "3",
      })
    ).toEqual({
      search: "doces caseiros",
      categorySlug: "alimentacao",
      state: "MG",
      citySlug: "belo-horizonte",
      acceptsOrders: true,
      sellsOnline: true,
      page: 3,
    })
  })

  it("falls back to the default state for anything malformed", () => {
    const state = parseDirectoryParams({ uf: "Minas", pagina: "-2", encomendas: "talvez", categoria: ["", "x"] })
    expect(state).toEqual({
      search: "",
      categorySlug: "",
      state: "",
      citySlug: "",
      acceptsOrders: false,
      sellsOnline: false,
      page: 1,
    })
    expect(parseDirectoryParams({ pagina: "99999" }).page).toBe(1)
    expect(isFiltered(state)).toBe(false)
  })

  it("turns a typed city into its slug, accents and case aside", () => {
    expect(parseDirectoryParams({ cidade: "SÃO PAULO" }).citySlug).toBe("sao-paulo")
  })
})

describe("directoryHref", () => {
  it("leaves defaults out and round-trips through the parser", () => {
    expect(directoryHref({})).toBe("/diretorio")
    const href = directoryHref({
      search: "café",
      categorySlug: "agricultura-familiar",
      state: "MG",
      citySlug: "manhuacu",
      sellsOnline: true,
      page: 2,
    })
    expect(href).toBe(
      "/diretorio?busca=caf%C3%A9&categoria=agricultura-familiar&uf=MG&cidade=manhuacu&online=1&pagina=2"
    )
    const query = Object.fromEntries(new URL(href, "http://x").searchParams)
    expect(parseDirectoryParams(query)).toMatchObject({ search: "café", state: "MG", sellsOnline: true, page: 2 })
  })
})

describe("the filtered route", () => {
  it("knows which addresses carry list parameters", () => {
    expect(hasDirectoryParams(new URLSearchParams("uf=SP"))).toBe(true)
    expect(hasDirectoryParams(new URLSearchParams("pagina=2"))).toBe(true)
    expect(hasDirectoryParams(new URLSearchParams("utm_source=x"))).toBe(false)
  })

  it("sends client navigations with parameters to /diretorio/-lista, everything else unchanged", () => {
    expect(routedDirectoryHref("/diretorio?uf=SP")).toBe("/diretorio/-lista?uf=SP")
    expect(routedDirectoryHref("/diretorio")).toBe("/diretorio")
    expect(routedDirectoryHref("/diretorio/doces-da-claudia")).toBe("/diretorio/doces-da-claudia")
  })

  it("puts reviews past the first page at their own path", () => {
    expect(businessReviewsPath("doces-da-claudia", 1)).toBe("/diretorio/doces-da-claudia")
    expect(businessReviewsPath("doces-da-claudia", 3)).toBe("/diretorio/doces-da-claudia/avaliacoes/3")
  })
})

describe("isMalformedListingPath", () => {
  it("flags owner-side paths whose listing id cannot be one", () => {
    for (const path of [
      "/dashboard/negocio/%ff",
      "/dashboard/negocio/abc/previa",
      "/dashboard/negocio/%00",
      "/dashboard/negocio/abc/encomendas",
    ]) {
      expect(isMalformedListingPath(path), path).toBe(true)
    }
    for (const path of [
      "/dashboard/negocio",
      "/dashboard/negocio/novo",
      "/dashboard/negocio/produtos",
      "/dashboard/negocio/produtos/x",
      "/dashboard/negocio/60000000-0000-4000-a000-000000000023",
      "/dashboard/negocio/60000000-0000-4000-a000-000000000023/previa",
      // Her orders and one business's order settings (issue #38).
      "/dashboard/negocio/encomendas",
      "/dashboard/negocio/encomendas/x",
      "/dashboard/negocio/60000000-0000-4000-a000-000000000023/encomendas",
      "/diretorio/x",
    ]) {
      expect(isMalformedListingPath(path), path).toBe(false)
    }
  })
})
