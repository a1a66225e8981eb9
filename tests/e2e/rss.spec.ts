import { expect, test } from "./helpers/test"

import { publishedPosts } from "./helpers/blog-data"

interface ParsedFeed {
  error: string | null
  version: string | null
  channel: Record<string, string | null>
  channelCategories: string[]
  selfLink: { href: string | null; rel: string | null; type: string | null } | null
  items: {
    title: string | null
    link: string | null
    guid: string | null
    pubDate: string | null
    description: string | null
    author: string | null
    creator: string | null
    categories: string[]
    enclosure: { url: string | null; type: string | null } | null
    content: string | null
  }[]
}

test.describe("RSS feed", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the feed does not depend on the device")

  for (const path of ["/rss", "/feed.xml"]) {
    test(`${path} parses as RSS 2.0 and carries every required field`, async ({ page, request, baseURL }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8")
      expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/)
      const xml = await response.text()

      // The browser's XML parser is the judge of well-formedness.
      await page.goto("about:blank")
      const feed = await page.evaluate((source): ParsedFeed => {
        const doc = new DOMParser().parseFromString(source, "application/xml")
        const parseError = doc.querySelector("parsererror")
        const text = (parent: Element | null | undefined, name: string) =>
          parent ? ([...parent.children].find((child) => child.nodeName === name)?.textContent ?? null) : null
        const channel = doc.querySelector("rss > channel")
        const self = channel ? [...channel.children].find((child) => child.nodeName === "atom:link") : undefined
        return {
          error: parseError ? parseError.textContent : null,
          version: doc.documentElement.getAttribute("version"),
          channel: Object.fromEntries(
            ["title", "link", "description", "language", "lastBuildDate"].map((name) => [name, text(channel, name)])
          ),
          channelCategories: channel
            ? [...channel.children]
                .filter((child) => child.nodeName === "category")
                .map((child) => child.textContent ?? "")
            : [],
          selfLink: self
            ? { href: self.getAttribute("href"), rel: self.getAttribute("rel"), type: self.getAttribute("type") }
            : null,
          items: [...doc.querySelectorAll("rss > channel > item")].map((item) => {
            const enclosure = [...item.children].find((child) => child.nodeName === "enclosure")
            return {
              title: text(item, "title"),
              link: text(item, "link"),
              guid: text(item, "guid"),
              pubDate: text(item, "pubDate"),
              description: text(item, "description"),
              author: text(item, "author"),
              creator: text(item, "dc:creator"),
              categories: [...item.children]
                .filter((child) => child.nodeName === "category")
                .map((child) => child.textContent ?? ""),
              enclosure: enclosure
                ? { url: enclosure.getAttribute("url"), type: enclosure.getAttribute("type") }
                : null,
              content: text(item, "content:encoded"),
            }
          }),
        }
      }, xml)

      expect(feed.error).toBeNull()
      expect(feed.version).toBe("2.0")
      expect(feed.channel.title).toContain("Convergindo")
      expect(feed.channel.link).toBe(`${baseURL}/`)
      expect(feed.channel.description).toBeTruthy()
      expect(feed.channel.language).toBe("pt-BR")
      expect(Number.isNaN(Date.parse(feed.channel.lastBuildDate ?? ""))).toBe(false)
      expect(feed.channelCategories).toEqual(["Empreendedorismo", "Economia Solidária", "Mulheres"])
      expect(feed.selfLink).toEqual({ href: `${baseURL}/rss`, rel: "self", type: "application/rss+xml" })

      // The 50 newest published posts, newest first (other tests publish and archive meanwhile).
      const posts = (await publishedPosts()).slice(0, 50)
      const bySlug = new Map(posts.map((post) => [post.slug, post]))
      expect(feed.items.length).toBeGreaterThan(0)
      expect(feed.items.length).toBeLessThanOrEqual(50)
      const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ""))
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true)
      expect(dates).toEqual([...dates].sort((a, b) => b - a))

      let checked = 0
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^${baseURL}/blog/[a-z0-9-]+$`))
        expect(item.guid).toBe(item.link)
        expect(item.title).toBeTruthy()
        expect(item.categories).toEqual(["Blog"])
        expect(item.content).toBeTruthy()
        expect(item.content).not.toMatch(/<script|onerror=|javascript:/i)
        // An RSS 2.0 author is an e-mail address; the name rides along in parentheses.
        expect(item.author).toMatch(/^noreply@[^ ]+ \(.+\)$/)
        const post = bySlug.get(item.link!.split("/").pop()!)
        if (!post) continue // published after the database read above
        checked++
        expect(item.title).toBe(post.title)
        expect(item.description).toBe(post.seo_description || post.excerpt)
        if (post.featured_image_url) {
          expect(item.enclosure).toEqual({ url: `${baseURL}${post.featured_image_url}`, type: "image/jpeg" })
        }
      }
      expect(checked).toBeGreaterThanOrEqual(16)
      // A seeded post without an author name would read "Convergência Empreendedora"; every seed post has one.
      expect(feed.items.some((item) => item.author?.endsWith("(Marina Albuquerque)"))).toBe(true)
    })
  }

  test("item links reach the post through the /blog redirect", async ({ request }) => {
    const xml = await (await request.get("/rss")).text()
    const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)?.[1]
    expect(link).toBeTruthy()
    const redirect = await request.get(link!, { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    const post = await request.get(link!)
    expect(post.status()).toBe(200)
    expect(post.url()).toMatch(/\/convergindo\/[a-z0-9-]+$/)
  })

  test("drafts and archived posts stay out of the feed", async ({ request }) => {
    const xml = await (await request.get("/feed.xml")).text()
    expect(xml).not.toContain("/blog/planejamento-anual-metas-para-o-seu-negocio<")
    expect(xml).not.toContain("/blog/retrospectiva-convergencia-2024<")
  })
})
