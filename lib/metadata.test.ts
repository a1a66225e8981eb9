import { afterEach, describe, expect, it, vi } from "vitest"

import { jsonLdScript, organizationJsonLd, pageMetadata, withSiteName } from "@/lib/metadata"
import { siteConfig, socialProfiles } from "@/lib/site"

describe("withSiteName", () => {
  it("adds the product-name suffix", () => {
    expect(withSiteName("Sobre")).toBe("Sobre | Convergência Empreendedora")
  })

  it("keeps a title that already names the product, whatever its case", () => {
    expect(withSiteName("Convergência Empreendedora")).toBe("Convergência Empreendedora")
    expect(withSiteName("Blog da convergência empreendedora")).toBe("Blog da convergência empreendedora")
  })

  it("falls back to the product name for an empty title", () => {
    expect(withSiteName("  ")).toBe("Convergência Empreendedora")
  })
})

describe("pageMetadata", () => {
  it("builds an absolute title, canonical URL, Open Graph and Twitter card", () => {
    const meta = pageMetadata({ title: "Sobre", description: "Nossa história", path: "/sobre" })
    expect(meta.title).toEqual({ absolute: "Sobre | Convergência Empreendedora" })
    expect(meta.description).toBe("Nossa história")
    expect(meta.alternates?.canonical).toBe(`${siteConfig.url}/sobre`)
    expect(meta.openGraph).toMatchObject({
      type: "website",
      locale: "pt_BR",
      siteName: "Convergência Empreendedora",
      url: `${siteConfig.url}/sobre`,
      title: "Sobre | Convergência Empreendedora",
      images: [{ url: `${siteConfig.url}/images/og-default.jpg`, width: 1200, height: 630 }],
    })
    expect(meta.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Sobre | Convergência Empreendedora",
      description: "Nossa história",
      images: [`${siteConfig.url}/images/og-default.jpg`],
    })
    expect(meta.robots).toBeUndefined()
  })

  it("defaults description, keywords and canonical to the site's", () => {
    const meta = pageMetadata({ title: "Convergência Empreendedora" })
    expect(meta.title).toEqual({ absolute: "Convergência Empreendedora" })
    expect(meta.description).toBe(siteConfig.description)
    expect(meta.keywords).toEqual([...siteConfig.keywords])
    expect(meta.alternates?.canonical).toBe(`${siteConfig.url}/`)
  })

  it("passes custom keywords and resolves a relative image", () => {
    const meta = pageMetadata({ title: "Loja", keywords: ["loja", "artesanato"], image: "/images/loja.jpg" })
    expect(meta.keywords).toEqual(["loja", "artesanato"])
    expect(meta.openGraph?.images).toEqual([
      { url: `${siteConfig.url}/images/loja.jpg`, alt: "Loja | Convergência Empreendedora" },
    ])
  })

  it("adds article times, author and section", () => {
    const meta = pageMetadata({
      title: "Feira solidária",
      path: "/blog/feira-solidaria",
      type: "article",
      publishedTime: "2024-03-01T10:00:00.000Z",
      modifiedTime: "2024-03-02T10:00:00.000Z",
      author: "Ana Souza",
      section: "Economia Solidária",
      image: { url: "https://cdn.example.org/capa.jpg", width: 800, height: 400 },
    })
    expect(meta.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2024-03-01T10:00:00.000Z",
      modifiedTime: "2024-03-02T10:00:00.000Z",
      authors: ["Ana Souza"],
      section: "Economia Solidária",
      images: [{ url: "https://cdn.example.org/capa.jpg", width: 800, height: 400 }],
    })
    expect(meta.authors).toEqual([{ name: "Ana Souza" }])
  })

  it("marks pages that must not be indexed", () => {
    expect(pageMetadata({ title: "Erro", noIndex: true }).robots).toEqual({ index: false, follow: true })
  })
})

describe("organizationJsonLd", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it("describes the organization with an empty sameAs when no profile is configured", () => {
    const org = organizationJsonLd()
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Convergência Empreendedora",
      description: siteConfig.description,
      url: `${siteConfig.url}/`,
      logo: `${siteConfig.url}/images/logo.png`,
      contactPoint: { "@type": "ContactPoint", contactType: "customer service", availableLanguage: ["Portuguese"] },
      address: { "@type": "PostalAddress", addressCountry: "BR" },
    })
    expect(org.sameAs).toEqual([])
  })

  it("lists exactly the configured social profile URLs in sameAs, with the settings' contacts", () => {
    const org = organizationJsonLd({
      siteName: "Rede Convergência",
      siteDescription: "Uma rede de mulheres empreendedoras.",
      contactEmail: "contato@exemplo.org",
      contactPhone: "(11) 99999-0000",
      social: socialProfiles({
        instagram: "https://instagram.com/convergencia",
        facebook: "",
        linkedin: "not a url",
        youtube: "https://youtube.com/@convergencia",
      }),
    })
    expect(org.sameAs).toEqual(["https://instagram.com/convergencia", "https://youtube.com/@convergencia"])
    expect(org.name).toBe("Rede Convergência")
    expect(org.contactPoint).toMatchObject({ email: "contato@exemplo.org", telephone: "(11) 99999-0000" })
  })
})

describe("jsonLdScript", () => {
  it("escapes < so the payload cannot end the script element", () => {
    expect(jsonLdScript({ name: "</script><b>" })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
  })
})
