import type { Metadata } from "next"

import { absoluteUrl, siteConfig, type SocialProfile } from "@/lib/site"

export type PageMetadataInput = {
  title: string
  description?: string
  keywords?: readonly string[]
  /** Path on this site ("/sobre") or absolute URL; becomes the canonical and og:url. */
  path?: string
  /** Share image: a public path or absolute URL. Defaults to the site's Open Graph image. */
  image?: string | { url: string; width?: number; height?: number; alt?: string }
  type?: "website" | "article"
  /** ISO 8601 dates; only used for articles. */
  publishedTime?: string
  modifiedTime?: string
  author?: string
  section?: string
  /** Pages that must not be indexed (error screens, private areas). */
  noIndex?: boolean
}

/** "Sobre" → "Sobre | Convergência Empreendedora"; a title already naming the product stays as it is. */
export function withSiteName(title: string): string {
  const trimmed = title.trim()
  if (!trimmed) return siteConfig.name
  return trimmed.toLocaleLowerCase("pt-BR").includes(siteConfig.name.toLocaleLowerCase("pt-BR"))
    ? trimmed
    : `${trimmed} | ${siteConfig.name}`
}

/**
 * Metadata for one page: title with the product-name suffix, description, keywords, canonical URL,
 * Open Graph (pt_BR) and Twitter card, plus article times, author and section for posts.
 * The title is returned as `absolute` so the root layout's "%s | …" template does not add the suffix twice.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = withSiteName(input.title)
  const description = input.description?.trim() || siteConfig.description
  const url = absoluteUrl(input.path ?? "/")
  const image =
    typeof input.image === "string"
      ? { url: absoluteUrl(input.image), alt: title }
      : input.image
        ? { ...input.image, url: absoluteUrl(input.image.url), alt: input.image.alt ?? title }
        : {
            url: absoluteUrl(siteConfig.ogImage.src),
            width: siteConfig.ogImage.width,
            height: siteConfig.ogImage.height,
            alt: siteConfig.ogImage.alt,
          }
  const keywords = input.keywords?.length ? [...input.keywords] : [...siteConfig.keywords]

  const shared = { title, description, url, siteName: siteConfig.name, locale: siteConfig.locale, images: [image] }
  const openGraph: Metadata["openGraph"] =
    input.type === "article"
      ? {
          ...shared,
          type: "article",
          publishedTime: input.publishedTime,
          modifiedTime: input.modifiedTime,
          authors: input.author ? [input.author] : undefined,
          section: input.section,
        }
      : { ...shared, type: "website" }

  return {
    title: { absolute: title },
    description,
    keywords,
    authors: input.author ? [{ name: input.author }] : undefined,
    alternates: { canonical: url },
    openGraph,
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}

export type OrganizationJsonLd = {
  "@context": "https://schema.org"
  "@type": "Organization"
  name: string
  description: string
  url: string
  logo: string
  sameAs: string[]
  contactPoint: {
    "@type": "ContactPoint"
    contactType: string
    availableLanguage: string[]
    email?: string
    telephone?: string
  }
  address: { "@type": "PostalAddress"; addressCountry: string }
}

/** What the Organization says about itself: the admin's settings (lib/data/settings.ts). */
export type OrganizationSettings = {
  siteName: string
  siteDescription: string
  contactEmail: string | null
  contactPhone: string | null
  social: readonly SocialProfile[]
}

/** schema.org Organization for the root layout; `sameAs` lists exactly the configured social profiles. */
export function organizationJsonLd(
  settings: OrganizationSettings = {
    siteName: siteConfig.name,
    siteDescription: siteConfig.description,
    contactEmail: null,
    contactPhone: null,
    social: [],
  }
): OrganizationJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.siteName,
    description: settings.siteDescription,
    url: absoluteUrl("/"),
    logo: absoluteUrl(siteConfig.logo.png),
    sameAs: settings.social.map((profile) => profile.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      availableLanguage: ["Portuguese"],
      ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
      ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    },
    address: { "@type": "PostalAddress", addressCountry: "BR" },
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script element. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
