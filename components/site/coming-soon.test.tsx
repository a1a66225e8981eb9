import { renderToStaticMarkup } from "react-dom/server"
import { StoreIcon } from "lucide-react"
import { describe, expect, it } from "vitest"

import { ComingSoon } from "./coming-soon"

const features = [
  { title: "Cadastre seu negócio", text: "Associadas poderão publicar seu negócio." },
  { title: "Busca por cidade" },
]

describe("ComingSoon", () => {
  it("on the site: feature cards and the newsletter call", () => {
    const html = renderToStaticMarkup(
      <ComingSoon title="Diretório" intro="Um guia." icon={StoreIcon} features={features} />
    )
    expect(html).toContain("Em breve")
    expect(html).toMatch(/<h1[^>]*>Diretório<\/h1>/)
    expect(html).toContain("O que vem por aí")
    expect(html).toMatch(/<h3[^>]*>Cadastre seu negócio<\/h3>/)
    expect(html).toContain("Associadas poderão publicar seu negócio.")
    expect(html).toContain('href="#newsletter"')
    expect(html).not.toContain("Voltar ao painel")
  })

  it("in the admin panel: a plain list and the way back to /admin, no newsletter call", () => {
    const html = renderToStaticMarkup(
      <ComingSoon variant="admin" title="Comunidade" intro="Em breve." icon={StoreIcon} features={features} />
    )
    expect(html).toContain("Em breve")
    expect(html).toMatch(/<h1[^>]*>Comunidade<\/h1>/)
    expect(html).toMatch(/<li[^>]*>Busca por cidade<\/li>/)
    expect(html).toContain('href="/admin"')
    expect(html).toContain("Voltar ao painel")
    expect(html).not.toContain("#newsletter")
    expect(html).not.toContain("<h2")
  })
})
