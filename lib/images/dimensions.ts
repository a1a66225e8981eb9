import type { SniffedImageType } from "@/lib/images/sniff"

export interface ImageSize {
  width: number
  height: number
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8)
const u24le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))

const size = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null)

// Start-of-frame markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range.
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/** EXIF orientation (1–8) of an APP1 segment's payload, or 1 when there is none. */
function exifOrientation(bytes: Uint8Array, start: number, end: number): number {
  if (end - start < 14 || ascii(bytes, start, 6) !== "Exif\0\0") return 1
  const tiff = start + 6
  const order = ascii(bytes, tiff, 2)
  if (order !== "II" && order !== "MM") return 1
  const little = order === "II"
  const read16 = (at: number) => (little ? u16le(bytes, at) : u16be(bytes, at))
  const read32 = (at: number) => (little ? (u16le(bytes, at) | (u16le(bytes, at + 2) << 16)) >>> 0 : u32be(bytes, at))
  const ifd = tiff + read32(tiff + 4)
  if (ifd + 2 > end) return 1
  const entries = read16(ifd)
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12
    if (entry + 12 > end) return 1
    if (read16(entry) === 0x0112) {
      const value = read16(entry + 8)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let orientation = 1
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    // Fill bytes, and markers that stand alone (RSTn, TEM) with no length after them.
    if (marker === 0xff) {
      at += 1
      continue
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    const length = u16be(bytes, at + 2)
    if (length < 2 || at + 2 + length > bytes.length) return null
    if (marker === 0xe1) orientation = Math.max(orientation, exifOrientation(bytes, at + 4, at + 2 + length))
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (length < 7) return null
      const height = u16be(bytes, at + 5)
      const width = u16be(bytes, at + 7)
      // Orientations 5–8 turn the picture a quarter: browsers show it with the sides swapped.
      return orientation >= 5 ? size(height, width) : size(width, height)
    }
    // The scan starts: a frame header must have come before it.
    if (marker === 0xda || marker === 0xd9) return null
    at += 2 + length
  }
  return null
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null
  return size(u32be(bytes, 16), u32be(bytes, 20))
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 30) return null
  const chunk = ascii(bytes, 12, 4)
  if (chunk === "VP8X") return size(u24le(bytes, 24) + 1, u24le(bytes, 27) + 1)
  if (chunk === "VP8 ") {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null
    return size(u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff)
  }
  if (chunk === "VP8L") {
    // Lossless: a signature byte, then width-1 and height-1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!]
    return size(1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)))
  }
  return null
}

/** The ISO BMFF boxes between `start` and `end`, by type and payload range. */
function* boxes(bytes: Uint8Array, start: number, end: number) {
  let at = start
  while (at + 8 <= end) {
    let length = u32be(bytes, at)
    let header = 8
    if (length === 1) {
      if (at + 16 > end || u32be(bytes, at + 8) !== 0) return
      length = u32be(bytes, at + 12)
      header = 16
    } else if (length === 0) {
      length = end - at
    }
    if (length < header || at + length > end) return
    yield { type: ascii(bytes, at + 4, 4), start: at + header, end: at + length }
    at += length
  }
}

const child = (bytes: Uint8Array, parent: { start: number; end: number }, type: string, skip = 0) => {
  for (const box of boxes(bytes, parent.start + skip, parent.end)) if (box.type === type) return box
  return null
}

/**
 * AVIF keeps sizes in `ispe` properties (meta → iprp → ipco). The largest one is the picture
 * (smaller ones belong to thumbnails or alpha planes); an `irot` of a quarter turn swaps the sides.
 */
function avifSize(bytes: Uint8Array): ImageSize | null {
  const meta = child(bytes, { start: 0, end: bytes.length }, "meta")
  const iprp = meta && child(bytes, meta, "iprp", 4)
  const ipco = iprp && child(bytes, iprp, "ipco")
  if (!ipco) return null
  let best: ImageSize | null = null
  let quarterTurn = false
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    if (box.type === "ispe" && box.end - box.start >= 12) {
      const found = size(u32be(bytes, box.start + 4), u32be(bytes, box.start + 8))
      if (found && (!best || found.width * found.height > best.width * best.height)) best = found
    }
    if (box.type === "irot" && box.end > box.start) quarterTurn = (bytes[box.start]! & 0x03) % 2 === 1
  }
  return best && quarterTurn ? { width: best.height, height: best.width } : best
}

/**
 * The width and height a browser shows an image at, read from its header (EXIF or irot rotation
 * applied), or null when the header cannot be read. `type` is what sniffImageType found.
 */
export function readImageSize(bytes: Uint8Array, type: SniffedImageType): ImageSize | null {
  switch (type) {
    case "image/jpeg":
      return jpegSize(bytes)
    case "image/png":
      return pngSize(bytes)
    case "image/webp":
      return webpSize(bytes)
    case "image/avif":
      return avifSize(bytes)
  }
}
