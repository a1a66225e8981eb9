"use server"

import { refresh, updateTag } from "next/cache"
import { type ActionState, formFields, invalid, safeValues } from "@/lib/action-state"
import { requireBlogEditor } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import { slugify, uniqueSlug } from "@/lib/slug"
import { createClient } from "@/lib/supabase/server"
import { POST_FORM_KEYS, POST_MESSAGES, postInputSchema } from "@/lib/validations/post"

type Supabase = Awaited<ReturnType<typeof createClient>>

// Content can be long; the echo keeps all of it so a failed save loses nothing the editor typed.
function keepValues(formData: FormData) {
  const values = safeValues(formData, POST_FORM_KEYS)
  const content = formFields(formData).content
  if (content !== undefined) values.content = content
  return values
}

function saveFailed(formData: FormData, context: string, cause: unknown): ActionState {
  console.error(`[admin.blog.${context}]`, cause)
  return { status: "error", message: POST_MESSAGES.saveFailed, values: keepValues(formData) }
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

/** Creates a post (no id) or updates one; admins and blog editors only, written under their session. */
export async function savePost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireBlogEditor()
  const parsed = postInputSchema.safeParse(formFields(formData))
  if (!parsed.success) {
    const state = invalid(parsed.error, formData, POST_FORM_KEYS)
    return state.status === "error" ? { ...state, values: keepValues(formData) } : state
  }
  const input = parsed.data
  const supabase = await createClient()

  try {
    let publishedAt: string | null = null
    if (input.id) {
      const { data: current, error } = await supabase
        .from("blog_posts")
        .select("published_at")
        .eq("id", input.id)
        .maybeSingle()
      if (error) throw new Error(`savePost read: ${error.message}`, { cause: error })
      if (!current) return saveFailed(formData, "save", "post not found")
      publishedAt = current.published_at
    }
    // The first publication stamps the date; later saves (and archiving) keep it.
    if (input.status === "published" && !publishedAt) publishedAt = new Date().toISOString()

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
      published_at: publishedAt,
    }
    const { data: saved, error } = input.id
      ? await supabase.from("blog_posts").update(row).eq("id", input.id).select("id").maybeSingle()
      : await supabase.from("blog_posts").insert(row).select("id").maybeSingle()
    if (error?.code === "23505") {
      return {
        status: "error",
        message: POST_MESSAGES.slugTaken,
        fieldErrors: { slug: [POST_MESSAGES.slugTaken] },
        values: keepValues(formData),
      }
    }
    if (error || !saved) return saveFailed(formData, "save", error ?? "no row written")
    await setPostTags(supabase, saved.id, await resolveTags(supabase, input.tags))
  } catch (cause) {
    return saveFailed(formData, "save", cause)
  }

  updateTag(TAGS.posts)
  refresh()
  return { status: "success", message: input.id ? POST_MESSAGES.updated : POST_MESSAGES.created }
}

/** Deletes a post by id; its tag links go with it (on delete cascade). */
export async function deletePost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireBlogEditor()
  const id = formFields(formData).id
  const parsedId = id !== undefined && /^[0-9a-f-]{36}$/i.test(id) ? id : null
  if (!parsedId) return { status: "error", message: POST_MESSAGES.deleteFailed }
  const supabase = await createClient()
  const { data, error } = await supabase.from("blog_posts").delete().eq("id", parsedId).select("id")
  if (error || data.length === 0) {
    console.error("[admin.blog.delete]", error ?? "no row deleted")
    return { status: "error", message: POST_MESSAGES.deleteFailed }
  }
  updateTag(TAGS.posts)
  refresh()
  return { status: "success", message: POST_MESSAGES.deleted }
}
