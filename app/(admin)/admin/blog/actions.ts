"use server"

import { randomUUID } from "node:crypto"
import { refresh, updateTag } from "next/cache"
import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { unexpectedFailure } from "@/lib/action-errors"
import { requireBlogEditor } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import { deletePostRow, listPostRevisions, type PostRevision, postExists, savePostRow } from "@/lib/data/admin-posts"
import { storePostImage } from "@/lib/data/post-images"
import { readImageSize } from "@/lib/images/dimensions"
import {
  POST_IMAGE_MAX_SIDE,
  POST_IMAGE_TEXT,
  postImageUploadSchema,
  type UploadedPostImage,
} from "@/lib/images/post-image"
import { reencodeImage } from "@/lib/images/reencode"
import { sniffImageType } from "@/lib/images/sniff"
import { previewPath, signPreviewToken } from "@/lib/preview-token"
import { serverEnv } from "@/lib/server-env"
import { POST_FORM_KEYS, POST_MESSAGES, postInputSchema, PREVIEW_LINK_DAYS } from "@/lib/validations/post"

// Content can be long; the echo keeps all of it so a failed save loses nothing the editor typed.
function keepValues(formData: FormData) {
  const values = safeValues(formData, POST_FORM_KEYS)
  const content = formFields(formData).content
  if (content !== undefined) values.content = content
  return values
}

const saveFailed = (formData: FormData, context: string, cause: unknown) =>
  unexpectedFailure(`admin.blog.${context}`, cause, POST_MESSAGES.saveFailed, { values: keepValues(formData) })

/** Creates a post (no id) or updates one; admins and blog editors only, written under their session. */
export async function savePost(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireBlogEditor()
  const parsed = postInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return { ...invalid(parsed.error, formData, POST_FORM_KEYS), values: keepValues(formData) }
  const input = parsed.data
  try {
    const saved = await savePostRow(input)
    if (saved.outcome === "slug_taken") {
      return failed(POST_MESSAGES.slugTaken, {
        code: saved.outcome,
        fieldErrors: { slug: [POST_MESSAGES.slugTaken] },
        values: keepValues(formData),
      })
    }
    if (saved.outcome !== "saved") return saveFailed(formData, "save", "post not found")
  } catch (cause) {
    return saveFailed(formData, "save", cause)
  }

  updateTag(TAGS.posts)
  refresh()
  if (input.status === "scheduled") return succeeded(POST_MESSAGES.scheduled)
  // A new post's first save may update the draft that autosave made: she still created it.
  const created = !input.id || formFields(formData).intent === "create"
  return succeeded(created ? POST_MESSAGES.created : POST_MESSAGES.updated)
}

export interface AutosavedPost {
  id: string
  savedAt: string
}

/**
 * The editor's background save of a draft: the same checks as savePost, but it only ever writes a
 * post that is (and stays) a draft, answers the post's id (a new draft gets one on its first save)
 * and leaves the public caches alone, since nothing public changed.
 */
export async function autosavePost(
  _prev: ActionState<AutosavedPost>,
  formData: FormData
): Promise<ActionState<AutosavedPost>> {
  await requireBlogEditor()
  const parsed = postInputSchema.safeParse(formFields(formData))
  if (!parsed.success) return invalid(parsed.error, formData, [])
  try {
    const saved = await savePostRow(parsed.data, { onlyDraft: true })
    if (saved.outcome === "saved") {
      return succeeded(POST_MESSAGES.autosaved, { data: { id: saved.id, savedAt: new Date().toISOString() } })
    }
    if (saved.outcome === "not_draft") return failed(POST_MESSAGES.autosaveNotDraft, { code: "not_draft" })
    if (saved.outcome === "slug_taken") {
      return failed(POST_MESSAGES.slugTaken, { code: saved.outcome, fieldErrors: { slug: [POST_MESSAGES.slugTaken] } })
    }
    return failed(POST_MESSAGES.saveFailed, { code: "not_found" })
  } catch (cause) {
    return unexpectedFailure("admin.blog.autosave", cause, POST_MESSAGES.saveFailed)
  }
}

const postId = (formData: unknown) => {
  const id = formFields(formData).id
  return id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null
}

/** The last saved versions of a post (newest first), for the editor's history; editors only. */
export async function loadPostRevisions(
  _prev: ActionState<PostRevision[]>,
  formData: FormData
): Promise<ActionState<PostRevision[]>> {
  await requireBlogEditor()
  const id = postId(formData)
  if (!id) return failed(POST_MESSAGES.revisionsFailed, { code: "invalid" })
  try {
    const revisions = await listPostRevisions(id)
    return succeeded("", { data: revisions })
  } catch (cause) {
    return unexpectedFailure("admin.blog.revisions", cause, POST_MESSAGES.revisionsFailed)
  }
}

export interface PreviewLink {
  /** Relative: the browser adds the address the editor is using. */
  path: string
  expiresAt: string
}

/**
 * A signed link that shows a saved post (draft or scheduled included) as it will be published, to
 * anyone holding it, until it expires (PREVIEW_LINK_DAYS). Editors only.
 */
export async function createPreviewLink(
  _prev: ActionState<PreviewLink>,
  formData: FormData
): Promise<ActionState<PreviewLink>> {
  await requireBlogEditor()
  const id = postId(formData)
  if (!id) return failed(POST_MESSAGES.previewUnsaved, { code: "invalid" })
  const secret = serverEnv.previewTokenSecret
  if (!secret) {
    console.error("[admin.blog.preview] PREVIEW_TOKEN_SECRET is not set")
    return failed(POST_MESSAGES.previewFailed, { code: "not_configured" })
  }
  const exists = await postExists(id).catch((cause: unknown) => {
    console.error("[admin.blog.preview]", cause)
    return false
  })
  if (!exists) return failed(POST_MESSAGES.previewFailed, { code: "not_found" })
  const expiresAt = new Date(Date.now() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000)
  return succeeded(POST_MESSAGES.previewCreated, {
    data: { path: previewPath(signPreviewToken(id, expiresAt, secret)), expiresAt: expiresAt.toISOString() },
  })
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

  // Written anew (issue #32): no EXIF or GPS reaches the bucket; AVIF becomes WebP.
  const image = await reencodeImage(bytes)
  if ("message" in image) return failed(image.message, { code: image.code, fieldErrors: { file: [image.message] } })
  const url = await storePostImage(image.bytes, image.type, randomUUID())
  if (!url) return failed(POST_IMAGE_TEXT.failed)
  return succeeded(POST_IMAGE_TEXT.uploaded, { data: { url, width: image.width, height: image.height } })
}
