import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { connection } from "next/server"
import { TAGS } from "@/lib/cache-tags"
import { listFeedPosts } from "@/lib/data/feed-posts"
import { buildFallbackFeed, buildRssFeed } from "@/lib/feed"

const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8"

/**
 * The feed's XML, built once per change of the posts: building it (50 posts, each one's HTML
 * sanitised) costs more than serving it. Throws when the backend fails, so that is never cached.
 */
async function cachedRssXml(): Promise<string> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  return buildRssFeed(await listFeedPosts())
}

/**
 * The RSS answer shared by /rss and /feed.xml. The posts come from the tagged cache; when the
 * database fails, the fallback feed goes out with no-store so no cache keeps it as the real one.
 */
export async function rssResponse(): Promise<Response> {
  // Rendered per request (cheaply, from the data cache): a build without a backend must not freeze the fallback.
  await connection()
  try {
    const xml = await cachedRssXml()
    return new Response(xml, {
      headers: {
        "Content-Type": RSS_CONTENT_TYPE,
        "Cache-Control": "public, max-age=300, stale-while-revalidate=3600",
      },
    })
  } catch (error) {
    console.error("[rss] serving the fallback feed", error)
    return new Response(buildFallbackFeed(), {
      status: 503,
      headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "no-store", "Retry-After": "120" },
    })
  }
}
