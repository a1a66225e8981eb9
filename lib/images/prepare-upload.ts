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
export async function prepareImageUpload(
  file: File,
  maxBytes = POST_IMAGE_SEND_MAX_BYTES
): Promise<{ file: File } | { error: string }> {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return { error: POST_IMAGE_TEXT.wrongType }
  if (file.size === 0) return { error: POST_IMAGE_TEXT.unreadable }
  if (file.size <= maxBytes) return { file }

  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { error: POST_IMAGE_TEXT.unreadable }
  }
  // Each try a third smaller, until the encoded image fits (a few photos share one body).
  const longest = Math.max(bitmap.width, bitmap.height)
  let blob: Blob | null = null
  for (let attempt = 0, side = Math.min(POST_IMAGE_SCALE_TO, longest); attempt < 5; attempt++, side /= 1.5) {
    const canvas = document.createElement("canvas")
    canvas.width = Math.max(1, Math.round((bitmap.width * side) / longest))
    canvas.height = Math.max(1, Math.round((bitmap.height * side) / longest))
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    blob = await encode(canvas, "image/webp")
    // Browsers that cannot write WebP hand back a PNG, which would rarely be smaller.
    if (blob?.type !== "image/webp") blob = await encode(canvas, "image/jpeg")
    if (blob && blob.size <= maxBytes) break
  }
  bitmap.close()
  if (!blob || blob.size > maxBytes) return { error: POST_IMAGE_TEXT.cannotShrink }
  const name = `${file.name.replace(/\.[^.]*$/, "") || "imagem"}.${blob.type === "image/webp" ? "webp" : "jpg"}`
  return { file: new File([blob], name, { type: blob.type }) }
}

/**
 * Prepares the files chosen in a file input, in place: a server action takes one 3 MB body, so
 * the chosen images share POST_IMAGE_SEND_MAX_BYTES and each larger one is scaled down and
 * re-encoded to its share. Answers the first refusal's pt-BR message (the choice is then cleared),
 * or null.
 */
export async function prepareChosenImages(input: HTMLInputElement): Promise<string | null> {
  const chosen = [...(input.files ?? [])]
  if (!chosen.length) return null
  const share = Math.floor(POST_IMAGE_SEND_MAX_BYTES / chosen.length)
  const prepared = await Promise.all(chosen.map((file) => prepareImageUpload(file, share)))
  const refused = prepared.find((result) => "error" in result)
  if (refused && "error" in refused) {
    input.value = ""
    return refused.error
  }
  if (prepared.some((result, index) => "file" in result && result.file !== chosen[index])) {
    const files = new DataTransfer()
    for (const result of prepared) if ("file" in result) files.items.add(result.file)
    input.files = files.files
  }
  return null
}
