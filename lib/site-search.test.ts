import { describe, expect, it } from "vitest"

import { formatSearchCount, hitDescription, hitHref, SEARCH_RESULTS_CAP, snippetParts } from "./site-search"

describe("a site search result (issue #42)", () => {
  it("splits the snippet at the database's private-use markers, never reading HTML", () => {
    expect(snippetParts("Bolo de \ue000rolo\ue001 com <b>goiabada</b> e \ue000rolo\ue001")).toEqual([
      { text: "Bolo de ", marked: false },
      { text: "rolo", marked: true },
      { text: " com <b>goiabada</b> e ", marked: false },
      { text: "rolo", marked: true },
    ])
    expect(snippetParts("")).toEqual([])
  })

  it("links each kind to its page (a topic under its group)", () => {
    expect(hitHref({ kind: "posts", slug: "um-post", parentSlug: null })).toBe("/convergindo/um-post")
    expect(hitHref({ kind: "products", slug: "bolo", parentSlug: "doces" })).toBe("/loja/bolo")
    expect(
      hitHref({ kind: "topics", slug: "c2000000-0000-4000-a000-000000000002", parentSlug: "financas-para-mei" })
    ).toBe("/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000002")
    expect(hitHref({ kind: "members", slug: "joana-batista", parentSlug: null })).toBe("/associadas/joana-batista")
  })

  it("says what it is from meta, in pt-BR", () => {
    expect(
      hitDescription({
        kind: "products",
        meta: { category: "alimentacao", price_cents: 6500, business_name: "Doces da Cláudia" },
        happenedAt: null,
      })
    ).toBe("Produto · Alimentação · Doces da Cláudia · R$\u00a065,00")
    expect(
      hitDescription({
        kind: "businesses",
        meta: { category: "Alimentação", city: "Olinda", state: "PE" },
        happenedAt: null,
      })
    ).toBe("Negócio · Alimentação · Olinda/PE")
    expect(
      hitDescription({
        kind: "materials",
        meta: { kind: "video", topic: "formalizacao", access: "members" },
        happenedAt: null,
      })
    ).toBe("Material · Vídeo · Formalização e MEI · Só para membros")
    expect(hitDescription({ kind: "members", meta: { city: 42, state: null }, happenedAt: null })).toBe("Associada")
  })
})

describe("a kind's count", () => {
  it('says "or more" once the engine stopped counting at its cap', () => {
    expect(formatSearchCount(7)).toBe("7")
    expect(formatSearchCount(SEARCH_RESULTS_CAP)).toBe("100+")
    expect(formatSearchCount(1234, true)).toBe("1.234+")
  })
})
