import "server-only"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import { slugify, uniqueSlug } from "@/lib/slug"
import { createClient } from "@/lib/supabase/server"
import type { PostInput, PostStatus } from "@/lib/validations/post"

// One file (~300 lines) on purpose: the blog editor's whole data side (its list, counts, options,
// save with tags, revisions and deletion) runs under the editor's session for one screen, and the
// save and revision code share the row shapes; lib/data/posts.ts holds the public side.

type Supabase = Awaited<ReturnType<typeof createClient>>

export interface AdminPost {
  id: string
  title: string
  slug: string
  excerpt: string | null
  content: string
  status: PostStatus
  categoryId: string | null
  tags: string[]
  seoTitle: string | null
  seoDescription: string | null
  seoKeywords: string[]
  featuredImageUrl: string | null
  featuredImageAlt: string | null
  publishedAt: string | null
  createdAt: string
  viewsCount: number
}

export interface AdminPostStats {
  total: number
  published: number
  drafts: number
  views: number
}

export interface BlogOption {
  id: string
  name: string
  slug: string
}

export type AdminPostFilter = { query: string; status: PostStatus | "all" }

// PostgREST's or() grammar gives , ( ) " \ a meaning, and % _ are LIKE wildcards: a search term
// keeps only the characters that mean themselves.
function searchTerm(query: string) {
  return query
    .replace(/[,()"\\%_*]/g, " ")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 100)
}

/**
 * Every post an editor may see (all statuses), newest first, filtered by title or content and
 * status. Reads under the caller's session: RLS only shows drafts to blog editors and admins.
 */
export async function listAdminPosts({ query, status }: AdminPostFilter): Promise<AdminPost[]> {
  const supabase = await createClient()
  let request = supabase
    .from("blog_posts")
    .select(
      "id, title, slug, excerpt, content, status, category_id, seo_title, seo_description, seo_keywords, featured_image_url, featured_image_alt, published_at, created_at, views_count, tags:blog_post_tags(tag:blog_tags(name))"
    )
    .order("created_at", { ascending: false })
    .limit(500)
  if (status !== "all") request = request.eq("status", status)
  const term = searchTerm(query)
  if (term) request = request.or(`title.ilike.*${term}*,content.ilike.*${term}*`)
  const { data, error } = await request
  if (error) throw new Error(`listAdminPosts: ${error.message}`, { cause: error })
  return data.map((row) => {
    const links = (row.tags ?? []) as unknown as { tag: { name: string } | { name: string }[] | null }[]
    const tags = links.flatMap(({ tag }) => (Array.isArray(tag) ? tag : tag ? [tag] : [])).map((tag) => tag.name)
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      content: row.content,
      status: row.status as PostStatus,
      categoryId: row.category_id,
      tags: tags.sort((a, b) => a.localeCompare(b, "pt-BR")),
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      seoKeywords: row.seo_keywords,
      featuredImageUrl: row.featured_image_url,
      featuredImageAlt: row.featured_image_alt,
      publishedAt: row.published_at,
      createdAt: row.created_at,
      viewsCount: row.views_count,
    }
  })
}

/** The four counters over every post, whatever the filter. */
export async function countAdminPosts(): Promise<AdminPostStats> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_posts").select("status, views_count")
  if (error) throw new Error(`countAdminPosts: ${error.message}`, { cause: error })
  return {
    total: data.length,
    published: data.filter((row) => row.status === "published").length,
    drafts: data.filter((row) => row.status === "draft").length,
    views: data.reduce((sum, row) => sum + row.views_count, 0),
  }
}

export async function listBlogCategories(): Promise<BlogOption[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_categories").select("id, name, slug").order("name")
  if (error) throw new Error(`listBlogCategories: ${error.message}`, { cause: error })
  return data
}

export async function listBlogTags(): Promise<BlogOption[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_tags").select("id, name, slug").order("name")
  if (error) throw new Error(`listBlogTags: ${error.message}`, { cause: error })
  return data
}

/** The slug itself when free, else the first free `slug-N` (other posts only). */
async function freeSlug(supabase: Supabase, slug: string, postId: string | null) {
  let request = supabase.from("blog_posts").select("slug").like("slug", `${slug}%`)
  if (postId) request = request.neq("id", postId)
  const { data, error } = await request
  if (error) throw new Error(`freeSlug: ${error.message}`, { cause: error })
  return uniqueSlug(
    slug,
    data.map((row) => row.slug)
  )
}

/** Tag ids for the given names, creating the tags that do not exist yet (matched by slug). */
async function resolveTags(supabase: Supabase, names: string[]) {
  const wanted = new Map<string, string>()
  for (const name of names) {
    const slug = slugify(name)
    if (slug && !wanted.has(slug)) wanted.set(slug, name)
  }
  if (wanted.size === 0) return []
  const { data: existing, error } = await supabase.from("blog_tags").select("id, name, slug")
  if (error) throw new Error(`resolveTags: ${error.message}`, { cause: error })
  const ids: string[] = []
  const missing: { name: string; slug: string }[] = []
  for (const [slug, name] of wanted) {
    const found = existing.find((tag) => tag.slug === slug || tag.name.toLowerCase() === name.toLowerCase())
    if (found) ids.push(found.id)
    else missing.push({ name, slug })
  }
  if (missing.length > 0) {
    const { data: created, error: insertError } = await supabase.from("blog_tags").insert(missing).select("id")
    if (insertError) throw new Error(`resolveTags insert: ${insertError.message}`, { cause: insertError })
    ids.push(...created.map((tag) => tag.id))
  }
  return [...new Set(ids)]
}

async function setPostTags(supabase: Supabase, postId: string, tagIds: string[]) {
  const { error } = await supabase.from("blog_post_tags").delete().eq("post_id", postId)
  if (error) throw new Error(`setPostTags delete: ${error.message}`, { cause: error })
  if (tagIds.length === 0) return
  const { error: insertError } = await supabase
    .from("blog_post_tags")
    .insert(tagIds.map((tagId) => ({ post_id: postId, tag_id: tagId })))
  if (insertError) throw new Error(`setPostTags insert: ${insertError.message}`, { cause: insertError })
}

export type SavePostOutcome =
  | { outcome: "saved"; id: string; slug: string; status: PostStatus; publishedAt: string | null }
  | { outcome: "not_found" | "slug_taken" | "not_draft" }

/** When a post becomes (or became) public, given what is stored and the status being saved. */
function publicationTime(
  input: PostInput,
  current: { status: string; published_at: string | null } | null,
  now: Date
): string | null {
  if (input.status === "scheduled") return input.publish_at
  // A scheduled post was never public: its planned time is dropped, or replaced by now.
  const stored = current?.status === "scheduled" ? null : (current?.published_at ?? null)
  if (input.status === "published" && !stored) return now.toISOString()
  return stored
}

/**
 * Creates a post (no id) or updates one, with its tags, under the caller's session (RLS lets only
 * blog editors and admins write). The content is sanitised here, so nothing unsafe is ever stored.
 * The first publication stamps the date; later saves (and archiving) keep it; a scheduled post
 * stores its planned time, which publish_due_posts() honours. `onlyDraft` (autosave) refuses to
 * touch a post that is no longer a draft, so a background save never changes a public post.
 * Throws on failures other than the expected outcomes.
 */
export async function savePostRow(input: PostInput, { onlyDraft = false } = {}): Promise<SavePostOutcome> {
  const supabase = await createClient()
  let current: { status: string; published_at: string | null } | null = null
  if (input.id) {
    const { data, error } = await supabase
      .from("blog_posts")
      .select("status, published_at")
      .eq("id", input.id)
      .maybeSingle()
    if (error) throw new Error(`savePost read: ${error.message}`, { cause: error })
    if (!data) return { outcome: "not_found" }
    current = data
  }
  if (onlyDraft && (input.status !== "draft" || (current && current.status !== "draft"))) {
    return { outcome: "not_draft" }
  }
  const publishedAt = publicationTime(input, current, new Date())

  const slug = await freeSlug(supabase, input.slug, input.id)
  const row = {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: sanitizePostHtml(input.content),
    status: input.status,
    category_id: input.category_id,
    seo_title: input.seo_title,
    seo_description: input.seo_description,
    seo_keywords: input.seo_keywords,
    featured_image_url: input.featured_image_url,
    featured_image_alt: input.featured_image_url ? input.featured_image_alt : null,
    published_at: publishedAt,
  }
  let request = input.id
    ? supabase.from("blog_posts").update(row).eq("id", input.id)
    : supabase.from("blog_posts").insert(row)
  // Checked again in the write itself: a post published meanwhile by someone else stays as it is.
  if (onlyDraft && input.id) request = request.eq("status", "draft")
  const { data: saved, error } = await request.select("id, slug, status, published_at").maybeSingle()
  if (error?.code === "23505") return { outcome: "slug_taken" }
  if (error) throw new Error(`savePost write: ${error.message}`, { cause: error })
  if (!saved) return { outcome: onlyDraft ? "not_draft" : "not_found" }
  await setPostTags(supabase, saved.id, await resolveTags(supabase, input.tags))
  return {
    outcome: "saved",
    id: saved.id,
    slug: saved.slug,
    status: saved.status as PostStatus,
    publishedAt: saved.published_at,
  }
}

export interface PostRevision {
  id: number
  authorName: string | null
  createdAt: string
  title: string
  excerpt: string | null
  content: string
  seoTitle: string | null
  seoDescription: string | null
  seoKeywords: string[]
  featuredImageUrl: string | null
  featuredImageAlt: string | null
}

/**
 * The saved versions of a post, newest first (the database keeps the last 20). Reads under the
 * caller's session: RLS shows them to blog editors and admins only, anyone else gets [].
 */
export async function listPostRevisions(postId: string): Promise<PostRevision[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("blog_post_revisions")
    .select(
      "id, author_name, created_at, title, excerpt, content, seo_title, seo_description, seo_keywords, featured_image_url, featured_image_alt"
    )
    .eq("post_id", postId)
    .order("id", { ascending: false })
    .limit(20)
  if (error) throw new Error(`listPostRevisions: ${error.message}`, { cause: error })
  return data.map((row) => ({
    id: row.id,
    authorName: row.author_name,
    createdAt: row.created_at,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoKeywords: row.seo_keywords,
    featuredImageUrl: row.featured_image_url,
    featuredImageAlt: row.featured_image_alt,
  }))
}

/** Whether a post with this id exists for the caller (RLS: editors see every post). */
export async function postExists(id: string): Promise<boolean> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_posts").select("id").eq("id", id).maybeSingle()
  if (error) throw new Error(`postExists: ${error.message}`, { cause: error })
  return data !== null
}

/** Deletes a post by id (its tag links go with it: on delete cascade); false when nothing matched. */
export async function deletePostRow(id: string): Promise<boolean> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_posts").delete().eq("id", id).select("id")
  if (error) throw new Error(`deletePost: ${error.message}`, { cause: error })
  return data.length > 0
}
