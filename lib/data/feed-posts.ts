import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { TAGS } from "@/lib/cache-tags"
import type { FeedPost } from "@/lib/feed"
import { createPublicClient } from "@/lib/supabase/server"

const FEED_POST_LIMIT = 50

/**
 * The 50 newest published posts with what a feed item needs, read as anon and cached under
 * TAGS.posts. Throws when the backend fails, so a failure is never cached as an empty feed.
 */
export async function listFeedPosts(): Promise<FeedPost[]> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("blog_posts")
    .select(
      "title, slug, content, excerpt, seo_description, featured_image_url, published_at, updated_at, author:blog_authors(full_name)"
    )
    .eq("status", "published")
    .order("published_at", { ascending: false })
    .limit(FEED_POST_LIMIT)
  if (error) throw new Error(`listFeedPosts: ${error.message}`, { cause: error })
  return data.map((row) => {
    // blog_authors is a view: generated types can't see its relationship, PostgREST can.
    const author = row.author as unknown as { full_name: string | null } | null
    return {
      title: row.title,
      slug: row.slug,
      content: row.content,
      excerpt: row.excerpt,
      seoDescription: row.seo_description,
      featuredImageUrl: row.featured_image_url,
      publishedAt: row.published_at ?? row.updated_at,
      authorName: author?.full_name ?? null,
    }
  })
}
