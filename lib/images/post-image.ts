import { z } from "zod"

import { IMAGE_EXTENSIONS, IMAGE_TEXT, SNIFFED_IMAGE_TYPES, type SniffedImageType } from "@/lib/images/sniff"
import { storagePublicUrl } from "@/lib/images/storage-url"

/** The Storage bucket of blog images (supabase/migrations/…_storage_buckets.sql): public read. */
export const POST_IMAGE_BUCKET = "post-images"
/** The bucket's own limit; the action checks it first so the answer is pt-BR. */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const POST_IMAGE_TYPES = SNIFFED_IMAGE_TYPES
/** Larger pictures are refused: the optimiser would spend seconds and memory on each one. */
export const POST_IMAGE_MAX_SIDE = 6000
/**
 * What the browser sends at most: server actions take 3 MB bodies (lib/security/request-guard.mjs),
 * multipart framing included. A larger photo is scaled down and re-encoded before it leaves.
 */
export const POST_IMAGE_SEND_MAX_BYTES = 2.5 * 1024 * 1024
/** The longest side a photo is scaled down to when it has to be re-encoded: sharp on wide screens. */
export const POST_IMAGE_SCALE_TO = 2560

export const POST_IMAGE_TEXT = {
  ...IMAGE_TEXT,
  tooWide: `A imagem pode ter no máximo ${POST_IMAGE_MAX_SIDE} pixels de cada lado.`,
  cannotShrink: "Esta imagem é grande demais para enviar. Reduza-a e tente novamente.",
  failed: "Não foi possível enviar a imagem. Tente novamente.",
  uploaded: "Imagem enviada.",
  altRequired: "Descreva a imagem (texto alternativo).",
  altTooLong: "O texto alternativo pode ter no máximo 250 caracteres.",
  urlInvalid: "Use um endereço que comece com http://, https:// ou /.",
} as const

/** What the upload action answers in `ActionState.data`: where the file is, and its size to reserve. */
export interface UploadedPostImage {
  url: string
  width: number
  height: number
}

/** An upload as the editor's screens see it: the stored image, or a pt-BR reason. */
export type PostImageUpload = { ok: true; image: UploadedPostImage } | { ok: false; message: string }

/**
 * The upload action's form: one file, within the bucket's size. Its type is not trusted here (the
 * name and the browser's Content-Type are the sender's word): the action sniffs the bytes.
 */
export const postImageUploadSchema = z.object({
  file: z
    .file(POST_IMAGE_TEXT.missing)
    .min(1, POST_IMAGE_TEXT.missing)
    .max(POST_IMAGE_MAX_BYTES, POST_IMAGE_TEXT.tooLarge),
})

/** Alt text of an image in a post: required, one line, short enough for a screen reader. */
export const imageAltSchema = z
  .string()
  .trim()
  .min(1, POST_IMAGE_TEXT.altRequired)
  .max(250, POST_IMAGE_TEXT.altTooLong)
  .transform((value) => value.replace(/\s+/g, " "))

/** An image address typed by hand: absolute http(s) or site-relative, as the sanitiser keeps. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, POST_IMAGE_TEXT.urlInvalid)
  .regex(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i, POST_IMAGE_TEXT.urlInvalid)

/** `yyyy/mm/<uuid>.<ext>`: a new name per file, so an address never changes what it shows. */
export function postImageObjectPath(type: SniffedImageType, id: string, now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0")
  return `${now.getUTCFullYear()}/${month}/${id}.${IMAGE_EXTENSIONS[type]}`
}

export function postImagePublicUrl(path: string) {
  return storagePublicUrl(POST_IMAGE_BUCKET, path)
}

const UPLOADED_PATH = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|avif)$/

/**
 * Whether `url` is a file this editor uploaded to the project's post-images bucket (the paths
 * postImageObjectPath makes), which next.config.ts lets the image optimiser fetch.
 */
export function isUploadedPostImage(url: string): boolean {
  const prefix = postImagePublicUrl("")
  return url.startsWith(prefix) && UPLOADED_PATH.test(url.slice(prefix.length))
}
