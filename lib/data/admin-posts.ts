import "server-only"
import { createClient } from "@/lib/supabase/server"
import type { PostStatus } from "@/lib/validations/post"

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
      "id, title, slug, excerpt, content, status, category_id, seo_title, seo_description, seo_keywords, featured_image_url, published_at, created_at, views_count, tags:blog_post_tags(tag:blog_tags(name))"
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
