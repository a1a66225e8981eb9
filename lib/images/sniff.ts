/**
 * The image type a file really is, read from its first bytes (magic numbers), never from its name
 * or the Content-Type the browser sent: those are the sender's word. Only the four types the
 * avatars bucket takes are recognised.
 */
export const SNIFFED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number]

/** The file extension stored objects get for each type. */
export const IMAGE_EXTENSIONS: Record<SniffedImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
}

/** What an upload of one of these types answers when the file is missing or not one of them. */
export const IMAGE_TEXT = {
  missing: "Escolha uma imagem para enviar.",
  tooLarge: "A imagem deve ter no máximo 5 MB.",
  wrongType: "Envie uma imagem JPEG, PNG, WebP ou AVIF.",
  unreadable: "Não foi possível ler esta imagem. Escolha outra.",
} as const

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
// AVIF images and image sequences (ISO BMFF brands).
const AVIF_BRANDS = new Set(["avif", "avis"])

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

/** AVIF is an ISO BMFF file whose leading `ftyp` box names avif/avis as major or compatible brand. */
function isAvif(bytes: Uint8Array) {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true
  // Bytes 12..15 are the minor version; compatible brands follow, four bytes each.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true
  }
  return false
}

export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg"
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png"
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp"
  if (isAvif(bytes)) return "image/avif"
  return null
}
