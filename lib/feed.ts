import { Feed } from "feed"
import { authorName } from "@/lib/format"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import { absoluteUrl, siteConfig } from "@/lib/site"

/** What a feed item needs of a published post (lib/data/feed-posts.ts reads it). */
export interface FeedPost {
  title: string
  slug: string
  content: string
  excerpt: string | null
  seoDescription: string | null
  featuredImageUrl: string | null
  publishedAt: string
  authorName: string | null
}

// RSS 2.0 wants an e-mail in <author>: a no-reply address carries the name in parentheses.
const noReplyAddress = () => `noreply@${new URL(siteConfig.url).hostname}`

function newFeed(title: string, description: string, updated: Date) {
  return new Feed({
    title,
    description,
    id: absoluteUrl("/"),
    link: absoluteUrl("/"),
    language: siteConfig.language,
    image: absoluteUrl(siteConfig.logo.png),
    favicon: absoluteUrl("/favicon.ico"),
    copyright: `© ${siteConfig.copyrightYear} ${siteConfig.name}`,
    updated,
    generator: siteConfig.name,
    feedLinks: { rss: absoluteUrl(siteConfig.rssPath) },
  })
}

/** RSS 2.0 of the given published posts (newest first), with every field spec §9 lists. */
export function buildRssFeed(entries: FeedPost[]): string {
  const updated = entries[0] ? new Date(entries[0].publishedAt) : new Date(0)
  const feed = newFeed(
    `Convergindo | ${siteConfig.name}`,
    "Artigos sobre empreendedorismo feminino, economia solidária e redes de apoio.",
    updated
  )
  for (const category of ["Empreendedorismo", "Economia Solidária", "Mulheres"]) feed.addCategory(category)
  for (const entry of entries) {
    const link = absoluteUrl(`/blog/${entry.slug}`)
    feed.addItem({
      title: entry.title,
      id: link,
      link,
      date: new Date(entry.publishedAt),
      description: entry.seoDescription || entry.excerpt || undefined,
      content: sanitizePostHtml(entry.content),
      author: [{ name: authorName(entry.authorName), email: noReplyAddress() }],
      category: [{ name: "Blog" }],
      enclosure: entry.featuredImageUrl
        ? { url: absoluteUrl(entry.featuredImageUrl), type: "image/jpeg", length: 0 }
        : undefined,
    })
  }
  return feed.rss2()
}

/** The minimal feed served while the database cannot be read (spec §8). */
export function buildFallbackFeed(): string {
  const feed = newFeed("Feed temporariamente indisponível", "Tente novamente em alguns minutos", new Date())
  return feed.rss2()
}
