import "server-only"

import { formFields } from "@/lib/action-state"
import { type ReencodedBytes, type ReencodedImage, reencodeImage, type StoredImageType } from "@/lib/images/reencode"

/**
 * A cover field's life in an action, shared by every form with a "capa" file input and a
 * "Remover a capa atual" checkbox (learning materials and tracks; projects' form has the same
 * pair): what she asked for, then storing it, pointing the row at it and deleting the old file.
 */

export type CoverChoice =
  | { kind: "keep" }
  | { kind: "remove" }
  | { kind: "upload"; image: ReencodedImage }
  | { kind: "invalid"; message: string }

export type CoverLimits = {
  maxBytes: number
  /** pt-BR, shown on the field. */
  tooLarge: string
  wrongType: string
}

/** What the form asks of the cover ("cover", "removeCover"); the type is read from the bytes and the image written anew. */
export async function readCoverChoice(formData: FormData, limits: CoverLimits): Promise<CoverChoice> {
  const file = formData.get("cover")
  if (file instanceof File && file.size > 0) {
    if (file.size > limits.maxBytes) return { kind: "invalid", message: limits.tooLarge }
    // Written anew (issue #32): no EXIF or GPS reaches the bucket; AVIF becomes WebP.
    const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()), { wrongType: limits.wrongType })
    return "message" in image ? { kind: "invalid", message: image.message } : { kind: "upload", image }
  }
  return formFields(formData).removeCover === "on" ? { kind: "remove" } : { kind: "keep" }
}

/** The storage and row writes of one kind of cover (each domain's lib/data functions). */
export type CoverStore = {
  /** The log scope, e.g. "learning.cover". */
  scope: string
  store: (bytes: ReencodedBytes, type: StoredImageType) => Promise<{ url: string | null; error: Error | null }>
  /** Points the row at the address (or none); null data when the row is not hers. */
  point: (url: string | null) => Promise<{ data: unknown; error: unknown }>
  /** Deletes a stored file; logs its own failure, never throws. */
  remove: (url: string | null) => Promise<void>
}

/** Stores the chosen cover, points the row at it and deletes the file it replaces; false when that failed. */
export async function applyCoverChoice(
  choice: CoverChoice,
  previousUrl: string | null,
  to: CoverStore
): Promise<boolean> {
  if (choice.kind === "keep" || choice.kind === "invalid") return true
  let url: string | null = null
  if (choice.kind === "upload") {
    const stored = await to.store(choice.image.bytes, choice.image.type)
    if (stored.error) {
      console.error(`[${to.scope}]`, stored.error.message)
      return false
    }
    url = stored.url
  }
  const { data, error } = await to.point(url)
  if (error || !data) {
    if (error) console.error(`[${to.scope}]`, error)
    // The new file is not used by any row: it goes again.
    await to.remove(url)
    return false
  }
  await to.remove(previousUrl)
  return true
}
