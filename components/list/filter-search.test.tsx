import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { MAX_SEARCH_LENGTH } from "@/lib/search"

import { FilterSearch } from "./filter-search"

describe("FilterSearch", () => {
  const html = renderToStaticMarkup(<FilterSearch name="q" value="bolo" placeholder="Bolo, bolsa, cesta..." />)

  it("a search field named by its wrapping label, as long as the lists read", () => {
    expect(html).toMatch(/^<label[^>]*><span[^>]*>Buscar<\/span>/)
    expect(html).toContain('type="search"')
    expect(html).toContain('name="q"')
    expect(html).toContain('value="bolo"')
    expect(html).toContain('placeholder="Bolo, bolsa, cesta..."')
    expect(html).toContain(`maxLength="${MAX_SEARCH_LENGTH}"`)
  })

  it("only phrasing content inside the label (no div), so the markup stays valid", () => {
    expect(html).not.toContain("<div")
  })
})
