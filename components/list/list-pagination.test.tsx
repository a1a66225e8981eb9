import type * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { FullPageLink as PlainLink } from "./full-page-link"
import { ListPagination } from "./list-pagination"
import { ResultList } from "./list-states"

const href = (page: number) => `/diretorio?pagina=${page}`

describe("ListPagination", () => {
  it("renders nothing for a single page", () => {
    expect(renderToStaticMarkup(<ListPagination page={1} pageCount={1} href={href} link={PlainLink} />)).toBe("")
  })

  it("links the neighbours with rel, marks the current page and hides gaps from assistive tech", () => {
    const html = renderToStaticMarkup(<ListPagination page={5} pageCount={9} href={href} link={PlainLink} />)
    expect(html).toContain('aria-label="Paginação"')
    expect(html).toMatch(/<a href="\/diretorio\?pagina=4" rel="prev"[^>]*>.*Anterior<\/a>/)
    expect(html).toMatch(/<a href="\/diretorio\?pagina=6" rel="next"[^>]*>Próxima/)
    expect(html).toMatch(/<a href="\/diretorio\?pagina=5" aria-current="page" aria-label="Página 5"/)
    expect(html.match(/aria-hidden="true">…<\/li>/g)).toHaveLength(2)
  })

  it("has no previous link on the first page and no next link on the last", () => {
    expect(renderToStaticMarkup(<ListPagination page={1} pageCount={3} href={href} link={PlainLink} />)).not.toContain(
      'rel="prev"'
    )
    expect(renderToStaticMarkup(<ListPagination page={3} pageCount={3} href={href} link={PlainLink} />)).not.toContain(
      'rel="next"'
    )
  })

  it("past the end (an old link), leads back to the last page", () => {
    const html = renderToStaticMarkup(<ListPagination page={9} pageCount={3} href={href} link={PlainLink} />)
    expect(html).toMatch(/<a href="\/diretorio\?pagina=3" rel="prev"/)
    expect(html).not.toContain('rel="next"')
  })
})

describe("ResultList", () => {
  const items = [{ id: "a" }, { id: "b" }]
  const render = (props: Partial<React.ComponentProps<typeof ResultList<{ id: string }>>>) =>
    renderToStaticMarkup(
      <ResultList
        items={items}
        empty={<p>vazio</p>}
        total={2}
        one="negócio encontrado"
        many="negócios encontrados"
        page={1}
        pageCount={1}
        renderItem={(item) => <span>{item.id}</span>}
        {...props}
      />
    )

  it("counts in pt-BR and adds the page when there are several", () => {
    expect(render({})).toContain("2 negócios encontrados</p>")
    expect(render({ total: 1, items: [{ id: "a" }] })).toContain("1 negócio encontrado</p>")
    expect(render({ total: 1234, page: 2, pageCount: 3 })).toContain("1.234 negócios encontrados · página 2 de 3")
  })

  it("shows the empty state instead of the count and the cards", () => {
    const html = render({ items: [], total: 0 })
    expect(html).toBe("<p>vazio</p>")
  })
})
