import { describe, expect, it } from "vitest"

import { decodeSearchState } from "@/lib/site-search-url"
import { addressOfMemberTwin, addressOfVisitorTwin, listAddressWithoutEmptyParams, twinRouteFor } from "./table"

const query = (search = "") => new URLSearchParams(search)
const visitor = (pathname: string, search = "") => twinRouteFor({ pathname, query: query(search), signedIn: false })
const member = (pathname: string, search = "") => twinRouteFor({ pathname, query: query(search), signedIn: true })

describe("twinRouteFor: a signed-in member's version", () => {
  it.each([
    ["/projetos/financas-para-mei", "/projetos/-membro/financas-para-mei"],
    ["/projetos/financas-para-mei/", "/projetos/-membro/financas-para-mei"],
    ["/comunidade/artesas-do-sul", "/comunidade/-membro/artesas-do-sul"],
    ["/aprender/como-abrir-um-mei", "/aprender/-membro/como-abrir-um-mei"],
    ["/aprender/trilhas/formalize-seu-negocio", "/aprender/trilhas/-membro/formalize-seu-negocio"],
  ])("renders %s at %s for a member, at its own route for a visitor", (pathname, twin) => {
    expect(member(pathname)).toBe(twin)
    expect(visitor(pathname)).toBeNull()
  })

  it.each([
    "/projetos",
    "/comunidade",
    "/projetos/financas-para-mei/calendario.ics",
    "/projetos/financas-para-mei/opengraph-image",
    "/comunidade/artesas-do-sul/moderacao",
    "/comunidade/artesas-do-sul/0b6f1c3e-8a51-4b0e-9a55-1f6f7a0f9c11",
    "/convergindo/um-post",
    "/diretorio/um-negocio",
    // The twins' own segments are never a slug.
    "/projetos/-lista",
    "/projetos/-membro",
    "/comunidade/-membro",
    // The library: its list, a file's download route, a share card, and the twins' own segments.
    "/aprender",
    "/aprender/como-abrir-um-mei/arquivo",
    "/aprender/como-abrir-um-mei/opengraph-image",
    "/aprender/trilhas/formalize-seu-negocio/opengraph-image",
    "/aprender/-lista",
    "/aprender/-membro",
    "/aprender/trilhas/-membro",
  ])("leaves %s alone", (pathname) => {
    expect(member(pathname)).toBeNull()
  })
})

describe("twinRouteFor: a list's filtered state", () => {
  it.each([
    ["/convergindo", "categoria=financas&pagina=2", "/convergindo/-lista"],
    ["/diretorio", "uf=MG&encomendas=1", "/diretorio/-lista"],
    ["/projetos", "tipo=curso", "/projetos/-lista"],
    ["/loja", "categoria=moda", "/loja/-lista"],
    ["/loja", "pagina=2", "/loja/-lista"],
    ["/aprender", "tema=precificacao&nivel=iniciante", "/aprender/-lista"],
    ["/aprender", "tipo=video&acesso=members&pagina=2", "/aprender/-lista"],
  ])("renders %s?%s at %s, for visitors and members alike", (pathname, search, twin) => {
    expect(visitor(pathname, search)).toBe(twin)
    expect(member(pathname, search)).toBe(twin)
  })

  it.each([
    ["/convergindo", ""],
    ["/convergindo", "utm_source=x"],
    ["/diretorio", ""],
    ["/sobre", "categoria=x"],
    ["/convergindo/um-post", "busca=x"],
    ["/aprender", "utm_source=x"],
    ["/aprender/como-abrir-um-mei", "busca=x"],
    ["/aprender/trilhas/formalize-seu-negocio", "tema=x"],
  ])("leaves %s?%s alone", (pathname, search) => {
    expect(visitor(pathname, search)).toBeNull()
  })
})

describe("addressOfMemberTwin", () => {
  it.each([
    ["/projetos/-membro/financas-para-mei", "/projetos/financas-para-mei"],
    ["/comunidade/-membro/artesas-do-sul", "/comunidade/artesas-do-sul"],
    ["/comunidade/-membro", "/comunidade"],
    ["/aprender/-membro/como-abrir-um-mei", "/aprender/como-abrir-um-mei"],
    ["/aprender/trilhas/-membro/formalize-seu-negocio", "/aprender/trilhas/formalize-seu-negocio"],
  ])("sends %s to %s", (pathname, address) => {
    expect(addressOfMemberTwin(pathname)).toBe(address)
  })

  it.each(["/projetos/financas-para-mei", "/projetos/-lista", "/comunidade/-membros/x", "/comunidade-membro/x", "/"])(
    "leaves %s alone",
    (pathname) => {
      expect(addressOfMemberTwin(pathname)).toBeNull()
    }
  )
})

describe("the members' directory and profiles (issue #37)", () => {
  it("renders a member's directory and profiles at their twins", () => {
    expect(member("/associadas")).toBe("/associadas/-membro")
    expect(member("/associadas/doces-da-ju")).toBe("/associadas/-membro/doces-da-ju")
    expect(visitor("/associadas")).toBeNull()
    expect(visitor("/associadas/doces-da-ju")).toBeNull()
  })

  it("renders a filtered directory at /associadas/-lista, for visitors and members", () => {
    for (const search of ["oferece=confeitaria", "procura=mentoria", "cidade=BH", "uf=MG", "mentoria=1", "pagina=2"]) {
      expect(visitor("/associadas", search)).toBe("/associadas/-lista")
      expect(member("/associadas", search)).toBe("/associadas/-lista")
    }
    expect(visitor("/associadas", "utm_source=x")).toBeNull()
    // A search: a visitor's is the cached twin (issue #42), a member's still the filtered one.
    expect(visitor("/associadas", "busca=ana")).toMatch(/^\/associadas\/-visitante\/[A-Za-z0-9_-]+$/)
    expect(member("/associadas", "busca=ana")).toBe("/associadas/-lista")
  })

  it("leaves the twins' own segments and other paths alone", () => {
    expect(member("/associadas/-lista")).toBeNull()
    expect(member("/associadas/-membro")).toBeNull()
    expect(member("/associadas/doces-da-ju/opengraph-image")).toBeNull()
    // Asking for mentoring (issue #40) is its own page, rendered per request: no twin.
    expect(member("/associadas/doces-da-ju/mentoria")).toBeNull()
    expect(addressOfMemberTwin("/associadas/-membro/doces-da-ju")).toBe("/associadas/doces-da-ju")
    expect(addressOfMemberTwin("/associadas/-membro")).toBe("/associadas")
  })
})

describe("listAddressWithoutEmptyParams: a filter form sent with its empty fields", () => {
  const clean = (address: string) => {
    const url = new URL(address, "http://x")
    return listAddressWithoutEmptyParams(url.pathname, url.searchParams)
  }

  it("drops the empty fields of a list's address, keeping the others in order", () => {
    expect(clean("/loja?busca=&categoria=artesanato&uf=")).toBe("/loja?categoria=artesanato")
    expect(clean("/projetos?tipo=feira&uf=&formato=%20")).toBe("/projetos?tipo=feira")
    expect(clean("/diretorio?busca=&uf=")).toBe("/diretorio")
  })

  it("leaves clean addresses and pages that are no list alone", () => {
    expect(clean("/loja?categoria=artesanato")).toBeNull()
    expect(clean("/loja")).toBeNull()
    expect(clean("/loja/bolo-de-pote?foto=")).toBeNull()
    expect(clean("/auth?from=")).toBeNull()
  })
})

describe("the site search (issue #42)", () => {
  it("renders a visitor's search at the cached twin, whose param carries the normalised query", () => {
    const twin = visitor("/busca", "q=Bolo%20de%20%20pote&tipo=produtos&pagina=2")
    expect(twin).toMatch(/^\/busca\/-visitante\/[A-Za-z0-9_-]+$/)
    expect(decodeSearchState(twin!.split("/").pop()!)).toEqual({ query: "bolo de pote", kind: "products", page: 2 })
    // Case and spacing share one cached page.
    expect(visitor("/busca", "q=bolo+de+pote&tipo=produtos&pagina=2")).toBe(twin)
  })

  it("renders a member's search and a search without a term at /busca itself", () => {
    expect(member("/busca", "q=bolo")).toBeNull()
    expect(visitor("/busca")).toBeNull()
    expect(visitor("/busca", "q=%20%20")).toBeNull()
  })

  it("sends the twin's own path, named directly, back to /busca with its query", () => {
    const twin = visitor("/busca", "q=confeitaria&tipo=negocios")!
    expect(addressOfVisitorTwin(twin)).toBe("/busca?q=confeitaria&tipo=negocios")
    // A param the proxy never makes is the twin's own 404.
    expect(addressOfVisitorTwin("/busca/-visitante/%00")).toBeNull()
    expect(addressOfVisitorTwin("/busca/-visitante/_")).toBeNull()
    expect(addressOfVisitorTwin("/busca")).toBeNull()
    expect(addressOfMemberTwin(twin)).toBeNull()
  })
})

describe("the lists searched with ?busca (issue #42)", () => {
  it.each([
    ["/convergindo", "busca=MEI&categoria=financas&pagina=2&utm_source=x"],
    ["/diretorio", "busca=doce&uf=MG"],
    ["/loja", "busca=bolo&categoria=alimentacao"],
    ["/aprender", "busca=mei&tema=formalizacao"],
    ["/associadas", "busca=costura&uf=SP"],
  ])("renders a visitor's %s?%s at its cached twin, a member's at the filtered one", (pathname, search) => {
    const twin = visitor(pathname, search)!
    expect(twin).toMatch(new RegExp(`^${pathname}/-visitante/[A-Za-z0-9_-]+$`))
    expect(member(pathname, search)).toBe(`${pathname}/-lista`)
    // The twin's own path leads back to the list, with the list's own parameters only.
    const address = addressOfVisitorTwin(twin)!
    const kept = new URL(address, "http://x")
    expect(kept.pathname).toBe(pathname)
    expect(kept.searchParams.get("utm_source")).toBeNull()
    expect(visitor(pathname, kept.searchParams.toString())).toBe(twin)
  })

  it("shares one cached page across case, spacing and the order of parameters", () => {
    expect(visitor("/loja", "busca=Bolo%20%20de%20Pote&uf=PE")).toBe(visitor("/loja", "uf=PE&busca=bolo+de+pote"))
  })

  it("keeps the filtered twin for a blank term, and refuses a twin param it never made", () => {
    expect(visitor("/loja", "busca=%20&uf=PE")).toBe("/loja/-lista")
    expect(addressOfVisitorTwin("/loja/-visitante/_")).toBeNull()
    expect(addressOfVisitorTwin("/loja/-visitante/dWY9UEU")).toBeNull() // "uf=PE": no term
  })
})
