import "server-only"
import sharp from "sharp"

import { IMAGE_TEXT, type SniffedImageType, sniffImageType } from "@/lib/images/sniff"

/**
 * Every uploaded image is decoded and written anew here before it is stored (issue #32), so what
 * reaches a public bucket is pixels we encoded, never the sender's file:
 * - EXIF orientation is applied to the pixels, then all metadata is left out (EXIF with GPS and
 *   camera, XMP, IPTC, comments; colour is converted to sRGB and the ICC profile dropped): a photo
 *   taken at home must never publish where she lives.
 * - Bytes after the picture (polyglots: a JPEG that is also a ZIP or HTML) and broken files do not
 *   survive: a file libvips warns about is refused, the rest is written from decoded pixels.
 * - Pixel bombs are refused from the header, before decoding.
 *
 * The format rule: JPEG stays JPEG, PNG stays PNG (alpha kept, lossless), WebP stays WebP (alpha
 * kept), AVIF becomes WebP (alpha kept): AVIF is the one format whose encoder costs seconds of
 * CPU per photo, and every browser we support shows WebP. Animated files keep their first frame.
 */

/** The largest picture taken: 40 MP, more than any phone's photo, far below what would exhaust memory. */
export const REENCODE_MAX_PIXELS = 40_000_000

/** What the stored objects are: the sniffed types less AVIF, which is re-encoded as WebP. */
export type StoredImageType = Exclude<SniffedImageType, "image/avif">

declare const reencoded: unique symbol

/**
 * Bytes this module wrote: the only bytes lib/data's upload functions take, so a new upload path
 * cannot store the sender's file by mistake (the compiler refuses a plain Uint8Array).
 */
export type ReencodedBytes = Uint8Array & { readonly [reencoded]: true }

/** The image written anew, its stored type and its upright size. */
export interface ReencodedImage {
  readonly bytes: ReencodedBytes
  readonly type: StoredImageType
  readonly width: number
  readonly height: number
}

export type ImageRefusal = { code: "wrong_type" | "unreadable" | "too_many_pixels"; message: string }

export const REENCODE_TEXT = {
  ...IMAGE_TEXT,
  tooManyPixels: "A imagem é grande demais (mais de 40 megapixels). Reduza-a e tente novamente.",
} as const

// sharp's names for what sniffImageType found: a type the magic numbers and the decoder agree on.
const DECODER_FORMAT: Record<SniffedImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
}

const QUALITY = 85

/**
 * The image written anew (see above), or the pt-BR reason it is refused. `text` lets a form keep
 * its own wording for a refusal. Never throws for bad input: a file sharp cannot read is refused.
 */
export async function reencodeImage(
  input: Uint8Array,
  text: Partial<Record<"wrongType" | "unreadable" | "tooManyPixels", string>> = {}
): Promise<ReencodedImage | ImageRefusal> {
  const say = { ...REENCODE_TEXT, ...text }
  // The sniffer first: sharp would also read SVG, GIF, TIFF and more, which no bucket takes.
  const sniffed = sniffImageType(input)
  if (!sniffed) return { code: "wrong_type", message: say.wrongType }
  const unreadable: ImageRefusal = { code: "unreadable", message: say.unreadable }
  try {
    // Header only: a pixel bomb is measured without being decoded.
    const header = await sharp(input, { limitInputPixels: false }).metadata()
    if (header.format !== DECODER_FORMAT[sniffed] || !header.width || !header.height) return unreadable
    if (header.width * header.height > REENCODE_MAX_PIXELS)
      return { code: "too_many_pixels", message: say.tooManyPixels }

    const type: StoredImageType = sniffed === "image/avif" ? "image/webp" : sniffed
    // failOn "warning" (sharp's default, written out): a truncated or damaged file is refused
    // rather than stored half grey. The limit and the timeout guard what the header lied about.
    const image = sharp(input, { limitInputPixels: REENCODE_MAX_PIXELS, failOn: "warning" })
      .autoOrient()
      .timeout({ seconds: 20 })
    const encoder =
      type === "image/jpeg"
        ? image.jpeg({ quality: QUALITY })
        : type === "image/png"
          ? image.png()
          : image.webp({ quality: QUALITY, alphaQuality: 100 })
    // No withMetadata/keepExif: sharp writes no EXIF, XMP, IPTC nor ICC, and converts to sRGB.
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true })
    return { bytes: new Uint8Array(data) as ReencodedBytes, type, width: info.width, height: info.height }
  } catch (error) {
    console.error("[images.reencode]", error instanceof Error ? error.message : error)
    return unreadable
  }
}
