"use server"

import { randomUUID } from "node:crypto"
import { refresh, updateTag } from "next/cache"
import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { requireBlogEditor } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { deletePostRow, savePostRow } from "@/lib/data/admin-posts"
import { readImageSize } from "@/lib/images/dimensions"
import {
  POST_IMAGE_BUCKET,
  POST_IMAGE_MAX_SIDE,
  POST_IMAGE_TEXT,
  postImageObjectPath,
  postImagePublicUrl,
  postImageUploadSchema,
  type UploadedPostImage,
} from "@/lib/images/post-image"
import { sniffImageType } from "@/lib/images/sniff"
import { createClient } from "@/lib/supabase/server"
import { POST_FORM_KEYS, POST_MESSAGES, postInputSchema } from "@/lib/validations/post"

// Content can be long; the echo keeps all of it so a failed save loses nothing the editor typed.
function keepValues(formData: FormData) {
  const values = safeValues(formData, POST_FORM_KEYS)
  const content = formFields(formData).content
  if (content !== undefined) values.content = content
  return values
}

function saveFailed(formData: FormData, context: string, cause: unknown): ActionState {
  console.error(`[admin.blog.${context}]`, cause)
  return failed(POST_MESSAGES.saveFailed, { values: keepValues(formData) })
}

/** Creates a post (no id) or updates one; admins and blog editors only, written under their session. */
export async function savePost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireBlogEditor()
  const parsed = postInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return { ...invalid(parsed.error, formData, POST_FORM_KEYS), values: keepValues(formData) }
  const input = parsed.data
  try {
    const outcome = await savePostRow(input)
    if (outcome === "not_found") return saveFailed(formData, "save", "post not found")
    if (outcome === "slug_taken") {
      return failed(POST_MESSAGES.slugTaken, {
        code: outcome,
        fieldErrors: { slug: [POST_MESSAGES.slugTaken] },
        values: keepValues(formData),
      })
    }
  } catch (cause) {
    return saveFailed(formData, "save", cause)
  }

  updateTag(TAGS.posts)
  refresh()
  return succeeded(input.id ? POST_MESSAGES.updated : POST_MESSAGES.created)
}

/** Deletes a post by id; its tag links go with it (on delete cascade). */
export async function deletePost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireBlogEditor()
  const id = formFields(formData).id
  const parsedId = id !== undefined && /^[0-9a-f-]{36}$/i.test(id) ? id : null
  if (!parsedId) return failed(POST_MESSAGES.deleteFailed, { code: "invalid" })
  const deleted = await deletePostRow(parsedId).catch((error: unknown) => {
    console.error("[admin.blog.delete]", error)
    return false
  })
  if (!deleted) return failed(POST_MESSAGES.deleteFailed)
  updateTag(TAGS.posts)
  refresh()
  return succeeded(POST_MESSAGES.deleted)
}

/**
 * Stores an image for a post (the featured image or one in the text) in the public post-images
 * bucket and answers its address and size. The bytes decide the type, never the name; the editor's
 * own session writes, so the bucket's policy has the last word.
 */
export async function uploadPostImage(
  _prev: ActionState<UploadedPostImage>,
  formData: FormData
): Promise<ActionState<UploadedPostImage>> {
  await requireBlogEditor()
  const parsed = postImageUploadSchema.safeParse({ file: formData instanceof FormData ? formData.get("file") : null })
  if (!parsed.success) return invalid(parsed.error, formData, [])
  const bytes = new Uint8Array(await parsed.data.file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type)
    return failed(POST_IMAGE_TEXT.wrongType, { code: "wrong_type", fieldErrors: { file: [POST_IMAGE_TEXT.wrongType] } })
  const size = readImageSize(bytes, type)
  if (!size)
    return failed(POST_IMAGE_TEXT.unreadable, {
      code: "unreadable",
      fieldErrors: { file: [POST_IMAGE_TEXT.unreadable] },
    })
  if (size.width > POST_IMAGE_MAX_SIDE || size.height > POST_IMAGE_MAX_SIDE) {
    return failed(POST_IMAGE_TEXT.tooWide, { code: "too_wide", fieldErrors: { file: [POST_IMAGE_TEXT.tooWide] } })
  }

  const path = postImageObjectPath(type, randomUUID())
  const supabase = await createClient()
  const { error } = await supabase.storage.from(POST_IMAGE_BUCKET).upload(path, bytes, {
    contentType: type,
    // A new name every time, so the file behind an address never changes and may be cached for good.
    cacheControl: "31536000",
    upsert: false,
  })
  if (error) {
    console.error("[admin.blog.uploadImage]", error.message)
    return failed(POST_IMAGE_TEXT.failed)
  }
  return succeeded(POST_IMAGE_TEXT.uploaded, { data: { url: postImagePublicUrl(path), ...size } })
}
