import { describe, expect, it } from "vitest"

import { hasLearningParams, learningHref, materialFilePath, parseLearningParams, trackPath } from "./learning-url"

describe("parseLearningParams", () => {
  it("reads every filter the vocabulary knows", () => {
    expect(
      parseLearningParams({
        busca: "  preço   justo ",
        tema: "precificacao",
        nivel: "intermediario",
        tipo: "video",
        acesso: "members",
        pagina: "3",
      })
    ).toEqual({
      search: "preço justo",
      topic: "precificacao",
      level: "intermediario",
      kind: "video",
      access: "members",
      page: 3,
    })
  })

  it("falls back to 'all' and page 1 for anything unknown", () => {
    expect(
      parseLearningParams({ tema: "astrologia", nivel: "AVANCADO", tipo: ["podcast"], acesso: "todas", pagina: "-2" })
    ).toEqual({ search: "", topic: "", level: "", kind: "", access: "", page: 1 })
    // Inherited names are not filters.
    expect(parseLearningParams({ tema: "constructor", tipo: "__proto__" })).toMatchObject({ topic: "", kind: "" })
  })
})

describe("learningHref and hasLearningParams", () => {
  it("leaves defaults out and keeps the parameters' order", () => {
    expect(learningHref({})).toBe("/aprender")
    expect(learningHref({ page: 1, topic: "" })).toBe("/aprender")
    expect(learningHref({ page: 2, kind: "file", search: "mei" })).toBe("/aprender?busca=mei&tipo=file&pagina=2")
  })

  it("says which addresses the filtered twin renders", () => {
    expect(hasLearningParams(new URLSearchParams("acesso=public"))).toBe(true)
    expect(hasLearningParams(new URLSearchParams("pagina=2"))).toBe(true)
    expect(hasLearningParams(new URLSearchParams("utm_source=x"))).toBe(false)
  })

  it("builds the file route and a track's address", () => {
    expect(materialFilePath("guia")).toBe("/aprender/guia/arquivo")
    expect(trackPath("do-zero-ao-mei")).toBe("/aprender/trilhas/do-zero-ao-mei")
  })
})
