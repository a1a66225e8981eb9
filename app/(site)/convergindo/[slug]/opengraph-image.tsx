import { readFile } from "node:fs/promises"
import path from "node:path"
import { cacheLife, cacheTag } from "next/cache"
import { ImageResponse } from "next/og"

import { TAGS } from "@/lib/cache-tags"
import { getPublishedPost } from "@/lib/data/posts"
import { authorName, formatPostDate } from "@/lib/format"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"

export const alt = "Convergindo, o blog da Convergência Empreendedora"
export const size = { width: 1200, height: 630 }
export const contentType = "image/png"

/** The featured image as something the renderer can draw: local files inlined, remote ones by address. */
async function imageSource(src: string): Promise<string | null> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("days")
  if (/^https:\/\//i.test(src)) return src
  if (!src.startsWith("/") || src.includes("..") || !/\.(jpe?g|png)$/i.test(src)) return null
  try {
    const bytes = await readFile(path.join(process.cwd(), "public", src))
    return `data:image/${src.toLowerCase().endsWith(".png") ? "png" : "jpeg"};base64,${bytes.toString("base64")}`
  } catch {
    return null
  }
}

/**
 * The share card of a post (1200×630 PNG): title, category, author and date over the brand's plum, or
 * over the featured image when the post has one. The PNG is cached with the post (rendering it costs far
 * more than serving it); 404 for posts that are not published.
 */
export default async function PostOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const png = SLUG_PATTERN.test(slug) ? await renderCard(slug) : null
  if (!png) return new Response("Post não encontrado", { status: 404 })
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  })
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("days")
  const post = await getPublishedPost(slug)
  if (!post) return null
  const background = post.featuredImageUrl ? await imageSource(post.featuredImageUrl) : null
  const title = post.title.length > 110 ? `${post.title.slice(0, 107)}…` : post.title
  const cover = { position: "absolute", top: 0, left: 0, width: 1200, height: 630 } as const

  const image = new ImageResponse(
    <div
      style={{
        ...cover,
        display: "flex",
        backgroundColor: "#4a1538",
        backgroundImage: "linear-gradient(135deg, #5b1a45 0%, #3b1f2b 60%, #7a2e4d 100%)",
        color: "#fdfafc",
      }}
    >
      {background ? (
        <img src={background} alt="" width={1200} height={630} style={{ ...cover, objectFit: "cover" }} />
      ) : null}
      <div
        style={{
          ...cover,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          backgroundImage: background
            ? "linear-gradient(180deg, rgba(31,20,28,0.45) 0%, rgba(31,20,28,0.92) 70%)"
            : "none",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30 }}>
          <span style={{ color: "#f6c453" }}>Convergindo</span>
          {post.category ? (
            <span
              style={{
                fontSize: 24,
                padding: "6px 18px",
                borderRadius: 999,
                backgroundColor: "rgba(253,250,252,0.16)",
              }}
            >
              {post.category.name}
            </span>
          ) : null}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 28, width: 1056 }}>
          <div style={{ display: "flex", fontSize: title.length > 60 ? 60 : 72, lineHeight: 1.1, letterSpacing: -1 }}>
            {title}
          </div>
          <div style={{ display: "flex", gap: 20, fontSize: 26, color: "rgba(253,250,252,0.85)" }}>
            <span>{authorName(post.authorName)}</span>
            <span>·</span>
            <span>{formatPostDate(post.publishedAt)}</span>
            <span>·</span>
            <span>{siteConfig.name}</span>
          </div>
        </div>
      </div>
    </div>,
    size
  )
  return new Uint8Array(await image.arrayBuffer())
}
