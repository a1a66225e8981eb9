import "server-only"
import { cacheLife, cacheTag } from "next/cache"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"

import { TAGS } from "@/lib/cache-tags"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import { searchTerm } from "@/lib/search"
import { listCacheLife } from "@/lib/data/search-cache-life"
import { listQuery } from "@/lib/data/list-query"
import { createAdminClient } from "@/lib/supabase/admin"
import { createPublicClient } from "@/lib/supabase/server"

// One file (~340 lines) on purpose: the public blog's reads share the card columns, the cache tags
// and the published-only filter, and the prerender list must agree with the list pages; the
// editor's side is lib/data/admin-posts.ts.

/** Cards per list page; the spec has no limit, a page of 1,000 posts would not be fast. */
export const POSTS_PER_PAGE = 12
/** "Posts Relacionados" (spec §9). */
export const RELATED_POSTS_LIMIT = 3

export interface BlogCategory {
  id: string
  name: string
  slug: string
}

export interface PostCard {
  id: string
  title: string
  slug: string
  excerpt: string | null
  publishedAt: string
  featuredImageUrl: string | null
  viewsCount: number
  authorName: string | null
  category: { name: string; slug: string } | null
}

export interface PostDetail extends PostCard {
  /** Sanitised with the allowlist of lib/html/sanitize.ts: safe to render. */
  contentHtml: string
  /** The featured image's text alternative; null for older posts (then the image is decorative). */
  featuredImageAlt: string | null
  seoTitle: string | null
  seoDescription: string | null
  seoKeywords: string[]
  updatedAt: string
  authorAvatarUrl: string | null
  categoryId: string | null
  tags: { id: string; name: string; slug: string }[]
}

export interface PostListQuery {
  /** As typed by the visitor; normalised here. */
  search?: string
  categorySlug?: string
  /** 1-based. */
  page?: number
}

export interface PostListPage {
  posts: PostCard[]
  total: number
  page: number
  pageCount: number
}

export interface PublishedPostRef {
  slug: string
  updatedAt: string
}

const CARD_COLUMNS =
  "id, title, slug, excerpt, published_at, updated_at, featured_image_url, views_count, author:blog_authors(full_name), category:blog_categories(name, slug)"

const DETAIL_COLUMNS =
  "id, title, slug, excerpt, content, published_at, updated_at, featured_image_url, featured_image_alt, views_count, seo_title, seo_description, seo_keywords, category_id, author:blog_authors(full_name, avatar_url), category:blog_categories(name, slug), tags:blog_tags(id, name, slug)"

type One<T> = T | T[] | null

type FilterableQuery<Q> = {
  eq: (column: "status" | "category_id", value: string) => Q
}

const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : value)

interface CardRow {
  id: string
  title: string
  slug: string
  excerpt: string | null
  published_at: string | null
  updated_at: string
  featured_image_url: string | null
  views_count: number
  // blog_authors is a view: generated types can't see its relationship, PostgREST can.
  author: unknown
  category: One<{ name: string; slug: string }>
}

function toCard(row: CardRow): PostCard {
  const author = one(row.author as One<{ full_name: string | null }>)
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    publishedAt: row.published_at ?? row.updated_at,
    featuredImageUrl: row.featured_image_url,
    viewsCount: row.views_count,
    authorName: author?.full_name ?? null,
    category: one(row.category),
  }
}

function fail(where: string, error: { message: string }): never {
  throw new Error(`${where}: ${error.message}`, { cause: error })
}

/** Every category, by name, for the filter buttons. Cached under TAGS.posts; throws when the backend fails. */
export async function listCategories(): Promise<BlogCategory[]> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  const { data, error } = await createPublicClient().from("blog_categories").select("id, name, slug").order("name")
  if (error) fail("listCategories", error)
  return data
}

/**
 * One page of published posts, newest first, optionally filtered by a search over title and excerpt
 * (accent- and case-insensitive) and by category slug. An unknown category yields an empty page.
 * Cached per query under TAGS.posts; throws when the backend fails, so a failure is never cached.
 */
export async function listPublishedPosts(query: PostListQuery = {}): Promise<PostListPage> {
  "use cache"
  cacheTag(TAGS.posts)
  listCacheLife(query.search)
  const page = Math.max(1, Math.floor(query.page ?? 1))

  let categoryId: string | null = null
  if (query.categorySlug) {
    const category = (await listCategories()).find((item) => item.slug === query.categorySlug)
    if (!category) return { posts: [], total: 0, page, pageCount: 0 }
    categoryId = category.id
  }
  // A search runs on the database's engine (search_blog_posts, issue #42): its rows come in rank
  // order, so no order of our own; the same filters, range and count apply to them.
  const term = searchTerm(query.search)
  const published = <Q extends FilterableQuery<Q>>(request: Q) => {
    let filtered = request.eq("status", "published")
    if (categoryId) filtered = filtered.eq("category_id", categoryId)
    return filtered
  }
  const rows = (options: { count: "exact"; head?: boolean }, columns: string) =>
    published(
      listQuery(
        term
          ? createPublicClient().rpc("search_blog_posts", { p_query: term }, options).select(columns)
          : createPublicClient().from("blog_posts").select(columns, options)
      )
    )

  const from = (page - 1) * POSTS_PER_PAGE
  const listed = term
    ? rows({ count: "exact" }, CARD_COLUMNS)
    : rows({ count: "exact" }, CARD_COLUMNS)
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
  const { data, error, count } = await listed.range(from, from + POSTS_PER_PAGE - 1)
  let total = count ?? 0
  if (error) {
    // PostgREST answers a page past the end with 416 (PGRST103): an empty page, not a failure.
    if (error.code !== "PGRST103") fail("listPublishedPosts", error)
    const counted = await rows({ count: "exact", head: true }, "id")
    if (counted.error) fail("listPublishedPosts", counted.error)
    total = counted.count ?? 0
  }
  return {
    posts: ((data ?? []) as unknown as CardRow[]).map(toCard),
    total,
    page,
    pageCount: Math.ceil(total / POSTS_PER_PAGE),
  }
}

export interface BlogListing {
  categories: BlogCategory[]
  list: PostListPage
}

/**
 * The list page's data for one state of its URL, or null when the backend failed. A failure is
 * never prerendered: connection() leaves the page to request time, so the next visitor's request
 * tries again and the page recovers by itself. (Not a "use cache" function itself: a cached
 * function that throws inside another one fails the whole render, even when caught.)
 */
export async function loadBlogListing(
  query: PostListQuery,
  { deferFailure = true }: ListingLoadOptions = {}
): Promise<BlogListing | null> {
  try {
    const [categories, list] = await Promise.all([listCategories(), listPublishedPosts(query)])
    return { categories, list }
  } catch (error) {
    unstable_rethrow(error)
    console.error("[blog.list]", error)
    if (deferFailure) await connection()
    return null
  }
}

/**
 * `deferFailure: false` for a page rendered once per address and kept in the bounded page cache
 * (the visitors' search twins): connection() cannot leave such a page to request time, so it
 * shows the list's error, which that cache never keeps (components/list/list-states.tsx).
 */
export interface ListingLoadOptions {
  deferFailure?: boolean
}

/**
 * The published post with this slug, with sanitised HTML, tags and author; null when there is none
 * (unknown, draft or archived). Cached under TAGS.posts; throws when the backend fails.
 */
export async function getPublishedPost(slug: string): Promise<PostDetail | null> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  const { data, error } = await createPublicClient()
    .from("blog_posts")
    .select(DETAIL_COLUMNS)
    .eq("status", "published")
    .eq("slug", slug)
    .maybeSingle()
  if (error) fail("getPublishedPost", error)
  return data ? toDetail(data) : null
}

interface DetailRow extends CardRow {
  content: string
  featured_image_alt: string | null
  seo_title: string | null
  seo_description: string | null
  seo_keywords: string[]
  category_id: string | null
  tags: unknown
}

function toDetail(data: DetailRow): PostDetail {
  const author = one(data.author as One<{ full_name: string | null; avatar_url: string | null }>)
  const tags = (data.tags ?? []) as { id: string; name: string; slug: string }[]
  return {
    ...toCard(data),
    contentHtml: sanitizePostHtml(data.content),
    featuredImageAlt: data.featured_image_alt,
    seoTitle: data.seo_title,
    seoDescription: data.seo_description,
    seoKeywords: data.seo_keywords,
    updatedAt: data.updated_at,
    authorAvatarUrl: author?.avatar_url ?? null,
    categoryId: data.category_id,
    tags: [...tags].sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
  }
}

/**
 * Any post by id, whatever its status, as the post page would show it; null when there is none.
 * Reads with the service role and is never cached: callers have checked a signed preview link
 * (lib/preview-token.ts) first, which is the reviewer's only right to see a draft.
 */
export async function getPostForPreview(id: string): Promise<(PostDetail & { status: string }) | null> {
  const { data, error } = await createAdminClient()
    .from("blog_posts")
    .select(`${DETAIL_COLUMNS}, status`)
    .eq("id", id)
    .maybeSingle()
  if (error) fail("getPostForPreview", error)
  return data ? { ...toDetail(data), status: data.status } : null
}

/**
 * Publishes every scheduled post whose time is at or before `now` (service role: the due-work
 * routes are the only callers, after their secret check) and returns their slugs. `now` is the
 * caller's clock, so tests pass a moved time instead of waiting. The database flips the status, so
 * the author's notification fires as for any publication; the caller revalidates TAGS.posts.
 */
export async function publishDuePosts(now: Date): Promise<string[]> {
  const { data, error } = await createAdminClient().rpc("publish_due_posts", { p_now: now.toISOString() })
  if (error) fail("publishDuePosts", error)
  return (data ?? []).map((row) => row.slug)
}

/** Up to three other published posts of the same category, newest first; [] without a category. */
export async function listRelatedPosts(postId: string, categoryId: string | null): Promise<PostCard[]> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  if (!categoryId) return []
  const { data, error } = await createPublicClient()
    .from("blog_posts")
    .select(CARD_COLUMNS)
    .eq("status", "published")
    .eq("category_id", categoryId)
    .neq("id", postId)
    .order("published_at", { ascending: false })
    .limit(RELATED_POSTS_LIMIT)
  if (error) fail("listRelatedPosts", error)
  return data.map(toCard)
}

// Hosted PostgREST caps a response at 1,000 rows (max-rows): longer lists are read in pages.
const REF_PAGE_SIZE = 1000
/** Posts the build prerenders; older ones are rendered on their first visit and then kept. */
export const PRERENDERED_POSTS = 50

async function fetchPublishedPostRefs(limit = Number.POSITIVE_INFINITY): Promise<PublishedPostRef[]> {
  const refs: PublishedPostRef[] = []
  for (let from = 0; from < limit; from += REF_PAGE_SIZE) {
    const to = Math.min(from + REF_PAGE_SIZE, limit) - 1
    const { data, error } = await createPublicClient()
      .from("blog_posts")
      .select("slug, updated_at")
      .eq("status", "published")
      .order("published_at", { ascending: false })
      .order("id", { ascending: true })
      .range(from, to)
    if (error) fail("listPublishedPostRefs", error)
    refs.push(...data.map((row) => ({ slug: row.slug, updatedAt: row.updated_at })))
    if (data.length < to - from + 1) break
  }
  return refs
}

/** Slug and last edit of every published post, newest first, for the sitemap. Cached; throws on failure. */
export async function listPublishedPostRefs(): Promise<PublishedPostRef[]> {
  "use cache"
  cacheTag(TAGS.posts)
  cacheLife("hours")
  return fetchPublishedPostRefs()
}

/**
 * Slugs of the newest published posts, for generateStaticParams. Read once per build, outside the data
 * cache; [] when the database cannot be reached (a build without a backend renders every post on demand).
 */
export async function listPrerenderedPostSlugs(): Promise<string[]> {
  try {
    return (await fetchPublishedPostRefs(PRERENDERED_POSTS)).map((ref) => ref.slug)
  } catch (error) {
    console.warn(`[posts.prerender] no posts prerendered, the backend is unreachable: ${String(error)}`)
    return []
  }
}

/**
 * Counts a visitor's first view of the day of a published post (with the service role: POST /api/views is the only
 * caller) and returns the total; null when the post is not published or does not exist. Never cached.
 */
export async function incrementPostViews(postId: string, visitorHash: string): Promise<number | null> {
  const { data, error } = await createAdminClient().rpc("increment_post_views", {
    post_id: postId,
    visitor_hash: visitorHash,
  })
  if (error) fail("incrementPostViews", error)
  return typeof data === "number" ? data : null
}
