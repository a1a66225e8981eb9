import { readFile } from "node:fs/promises"
import path from "node:path"
import { cacheLife, cacheTag } from "next/cache"
import { ImageResponse } from "next/og"

import { TAGS } from "@/lib/cache-tags"
import { getPublishedPost } from "@/lib/data/posts"
import { authorName, formatPostDate } from "@/lib/format"
import { siteConfig } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"
import {
  SHARE_CARD_PLUM,
  SHARE_CARD_SIZE,
  ShareCardHeading,
  shareCardResponse,
  ShareCardText,
} from "@/components/seo/share-card"

export const alt = "Convergindo, o blog da Convergência Empreendedora"
export const size = SHARE_CARD_SIZE
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
  return shareCardResponse(SLUG_PATTERN.test(slug) ? await renderCard(slug) : null, "Post não encontrado")
}

async function renderCard(slug: string): Promise<Uint8Array | null> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("days")
  const post = await getPublishedPost(slug)
  if (!post) return null
  const background = post.featuredImageUrl ? await imageSource(post.featuredImageUrl) : null
  const cover = { position: "absolute", top: 0, left: 0, width: 1200, height: 630 } as const

  const image = new ImageResponse(
    <div
      style={{
        ...cover,
        display: "flex",
        ...SHARE_CARD_PLUM,
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
          // The renderer refuses `backgroundImage: "none"`: no key at all when there is no photo.
          ...(background
            ? { backgroundImage: "linear-gradient(180deg, rgba(31,20,28,0.45) 0%, rgba(31,20,28,0.92) 70%)" }
            : {}),
        }}
      >
        <ShareCardHeading eyebrow="Convergindo" badge={post.category?.name} />
        <ShareCardText
          title={post.title}
          footer={[authorName(post.authorName), "·", formatPostDate(post.publishedAt), "·", siteConfig.name]}
        />
      </div>
    </div>,
    size
  )
  return new Uint8Array(await image.arrayBuffer())
}
