import { describe, expect, it } from "vitest"

import { sniffImageType } from "@/lib/images/sniff"

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)))

/** An ISO BMFF `ftyp` box: size, "ftyp", major brand, minor version, compatible brands. */
const ftyp = (major: string, compatible: string[]) => {
  const size = 16 + compatible.length * 4
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], compatible.join(""), [0, 0, 0, 8], "meta")
}

describe("sniffImageType", () => {
  it("recognises JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"))).toBe("image/jpeg")
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], "IHDR"))).toBe("image/png")
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp")
    expect(sniffImageType(ftyp("avif", ["mif1", "miaf"]))).toBe("image/avif")
    expect(sniffImageType(ftyp("avis", ["avis", "msf1"]))).toBe("image/avif")
    // A HEIF container that lists AVIF among its compatible brands.
    expect(sniffImageType(ftyp("mif1", ["mif1", "avif"]))).toBe("image/avif")
  })

  it("refuses what only claims to be an image", () => {
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBeNull()
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull()
    expect(sniffImageType(bytes("<!DOCTYPE html><title>x</title>"))).toBeNull()
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull()
    // HEIC, an MP4 video: ISO BMFF but no AVIF brand.
    expect(sniffImageType(ftyp("heic", ["mif1", "heic"]))).toBeNull()
    expect(sniffImageType(ftyp("isom", ["isom", "mp41"]))).toBeNull()
    // An ftyp box whose size runs past the bytes given.
    expect(sniffImageType(bytes([0, 0, 1, 0], "ftypavif", [0, 0, 0, 0]))).toBeNull()
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})
