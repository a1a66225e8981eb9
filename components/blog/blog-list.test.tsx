import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { BlogEmptyState, BlogListError } from "./blog-list"

describe("BlogEmptyState", () => {
  it("says nothing matches when the list is filtered, with a way back", () => {
    const html = renderToStaticMarkup(<BlogEmptyState filtered />)
    expect(html).toContain("Nenhum post encontrado com os filtros aplicados")
    expect(html).toContain('href="/convergindo"')
  })

  it("says nothing is published yet otherwise", () => {
    const html = renderToStaticMarkup(<BlogEmptyState filtered={false} />)
    expect(html).toContain("Nenhum post publicado ainda")
    expect(html).not.toContain("Limpar filtros")
  })
})

describe("BlogListError", () => {
  it("explains the failure in an alert (the toast comes with it on the client)", () => {
    const html = renderToStaticMarkup(<BlogListError />)
    expect(html).toContain('role="alert"')
    expect(html).toContain("Não foi possível carregar os posts do blog")
  })
})
