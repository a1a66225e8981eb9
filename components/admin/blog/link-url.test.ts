import { describe, expect, it } from "vitest"

import { LINK_TEXT, parseLinkUrl } from "./link-url"

describe("parseLinkUrl", () => {
  it("keeps the addresses a post may link to", () => {
    for (const href of [
      "https://exemplo.org/pagina?x=1#topo",
      "http://exemplo.org",
      "mailto:contato@exemplo.org",
      "/sobre",
      "#secao",
    ]) {
      expect(parseLinkUrl(`  ${href} `)).toEqual({ href })
    }
  })

  it("gives a bare host its https://", () => {
    expect(parseLinkUrl("exemplo.org/pagina")).toEqual({ href: "https://exemplo.org/pagina" })
    expect(parseLinkUrl("www.exemplo.com.br")).toEqual({ href: "https://www.exemplo.com.br" })
  })

  it("refuses what is empty, unsafe or not an address, in pt-BR", () => {
    expect(parseLinkUrl("   ")).toEqual({ error: LINK_TEXT.urlRequired })
    for (const typed of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "https://",
      "ftp://exemplo.org",
      "mailto:",
      "não é um link",
      `https://exemplo.org/${"a".repeat(2048)}`,
    ]) {
      expect(parseLinkUrl(typed), typed).toEqual({ error: LINK_TEXT.urlInvalid })
    }
  })
})
