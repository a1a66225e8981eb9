import { describe, expect, it } from "vitest"
import { buildFallbackFeed, buildRssFeed, type FeedPost } from "./feed"

const entry = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  title: "Gestão financeira & fluxo de caixa",
  slug: "gestao-financeira",
  content: `<p>Texto</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
  excerpt: "Resumo do post",
  seoDescription: "Descrição SEO",
  featuredImageUrl: "/images/blog/gestao.jpg",
  publishedAt: "2026-05-10T12:00:00.000Z",
  authorName: "Marina Albuquerque",
  ...overrides,
})

describe("buildRssFeed", () => {
  const xml = buildRssFeed([
    entry(),
    entry({ slug: "sem-autora", authorName: null, seoDescription: null, featuredImageUrl: null }),
  ])

  it("is RSS 2.0 in pt-BR with the channel categories and a self link", () => {
    expect(xml).toMatch(/<rss version="2.0"/)
    expect(xml).toContain("<language>pt-BR</language>")
    for (const category of ["Empreendedorismo", "Economia Solidária", "Mulheres"]) {
      expect(xml).toContain(`<category>${category}</category>`)
    }
    expect(xml).toMatch(/<atom:link href="http[^"]+\/rss" rel="self" type="application\/rss\+xml"\/>/)
  })

  it("links items to /blog/{slug} with category Blog, description and image enclosure", () => {
    expect(xml).toMatch(/<link>http[^<]+\/blog\/gestao-financeira<\/link>/)
    expect(xml).toContain("<category>Blog</category>")
    expect(xml).toContain("<![CDATA[Descrição SEO]]>")
    expect(xml).toContain("<![CDATA[Resumo do post]]>")
    expect(xml).toMatch(/<enclosure length="0" type="image\/jpeg" url="http[^"]+\/images\/blog\/gestao.jpg"\/>/)
  })

  it("names authors as an address with the name, falling back to the product name", () => {
    expect(xml).toMatch(/<author>noreply@[^ ]+ \(Marina Albuquerque\)<\/author>/)
    expect(xml).toMatch(/<author>noreply@[^ ]+ \(Convergência Empreendedora\)<\/author>/)
  })

  it("escapes titles and carries sanitised full content", () => {
    expect(xml).toContain("<title><![CDATA[Gestão financeira & fluxo de caixa]]></title>")
    expect(xml).toContain("<content:encoded><![CDATA[<p>Texto</p>")
    expect(xml).not.toContain("<script>")
    expect(xml).not.toContain("onerror")
  })
})

describe("buildFallbackFeed", () => {
  it("says the feed is temporarily unavailable", () => {
    const xml = buildFallbackFeed()
    expect(xml).toContain("Feed temporariamente indisponível")
    expect(xml).toContain("Tente novamente em alguns minutos")
    expect(xml).not.toContain("<item>")
  })
})
