import {
  POST_IMAGE_SCALE_TO,
  POST_IMAGE_SEND_MAX_BYTES,
  POST_IMAGE_TEXT,
  POST_IMAGE_TYPES,
} from "@/lib/images/post-image"

async function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85))
}

/**
 * The file to send for an image the editor chose, in the browser: as it is when it fits in a
 * server action's body; otherwise scaled to POST_IMAGE_SCALE_TO on its longest side and re-encoded
 * (WebP, or JPEG where the browser cannot write WebP). The name and type checked here only spare a
 * round trip: the server sniffs the bytes all the same.
 */
export async function prepareImageUpload(file: File): Promise<{ file: File } | { error: string }> {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return { error: POST_IMAGE_TEXT.wrongType }
  if (file.size === 0) return { error: POST_IMAGE_TEXT.unreadable }
  if (file.size <= POST_IMAGE_SEND_MAX_BYTES) return { file }

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { error: POST_IMAGE_TEXT.unreadable }
  }
  const scale = Math.min(1, POST_IMAGE_SCALE_TO / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement("canvas")
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()

  let blob = await encode(canvas, "image/webp")
  // Browsers that cannot write WebP hand back a PNG, which would rarely be smaller.
  if (blob?.type !== "image/webp") blob = await encode(canvas, "image/jpeg")
  if (!blob || blob.size > POST_IMAGE_SEND_MAX_BYTES) return { error: POST_IMAGE_TEXT.cannotShrink }
  const name = `${file.name.replace(/\.[^.]*$/, "") || "imagem"}.${blob.type === "image/webp" ? "webp" : "jpg"}`
  return { file: new File([blob], name, { type: blob.type }) }
}
