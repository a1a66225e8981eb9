import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { readImageSize } from "@/lib/images/dimensions"
import { sniffImageType } from "@/lib/images/sniff"

// Tiny images written by real encoders (libvips through sharp), base64.
const FIXTURES = {
  png: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4IRIFQQxwFgBLUAdF9auZLQAAAABJRU5ErkJggg==",
  jpeg: "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCCAMsD/9k=",
  jpegRotated:
    "/9j/4QC8RXhpZgAASUkqAAgAAAAGABIBAwABAAAABgAAABoBBQABAAAAVgAAABsBBQABAAAAXgAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAZgAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAMAAAADoAQAAQAAAAIAAAAAAAAA/+IB8ElDQ19QUk9GSUxFAAEBAAAB4GxjbXMEIAAAbW50clJHQiBYWVogB+IAAwAUAAkADgAdYWNzcE1TRlQAAAAAc2F3c2N0cmwAAAAAAAAAAAAAAAAAAPbWAAEAAAAA0y1oYW5keem/Vlo+AbaDI4VVRvdPqgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAKZGVzYwAAAPwAAAAkY3BydAAAASAAAAAid3RwdAAAAUQAAAAUY2hhZAAAAVgAAAAsclhZWgAAAYQAAAAUZ1hZWgAAAZgAAAAUYlhZWgAAAawAAAAUclRSQwAAAcAAAAAgZ1RSQwAAAcAAAAAgYlRSQwAAAcAAAAAgbWx1YwAAAAAAAAABAAAADGVuVVMAAAAIAAAAHABzAFIARwBCbWx1YwAAAAAAAAABAAAADGVuVVMAAAAGAAAAHABDAEMAMAAAWFlaIAAAAAAAAPbWAAEAAAAA0y1zZjMyAAAAAAABDD8AAAXd///zJgAAB5AAAP2S///7of///aIAAAPcAADAcVhZWiAAAAAAAABvoAAAOPIAAAOPWFlaIAAAAAAAAGKWAAC3iQAAGNpYWVogAAAAAAAAJKAAAA+FAAC2xHBhcmEAAAAAAAMAAAACZmkAAPKnAAANWQAAE9AAAApb/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8AAEQgAAgADAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAG/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAMH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AggDLA//Z",
  webpLossy: "UklGRjIAAABXRUJQVlA4ICYAAABwAQCdASoDAAIAAsBMJaACdAFAAAD+7Uhsj/89M/+5f/rb1AAAAA==",
  webpLossless: "UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAdQiiJXq/+BiOh/AAA=",
  webpAlpha:
    "UklGRlYAAABXRUJQVlA4WAoAAAAQAAAABAAAAwAAQUxQSAoAAAABB1DAiAhERP8DVlA4ICYAAABwAQCdASoFAAQAAsBMJaACdAFAAAD+7Uhsj/89M/+5f/rb1AAAAA==",
  avif: "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB4AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAYAAAAEAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAmbWRhdBIACgg4CG7SAhoNIDIQHEJi5OAAFgAAkDWOPH6IEA==",
}

const bytesOf = (name: keyof typeof FIXTURES) => new Uint8Array(Buffer.from(FIXTURES[name], "base64"))

const sizeOf = (bytes: Uint8Array) => {
  const type = sniffImageType(bytes)
  return type ? readImageSize(bytes, type) : "not an image"
}

describe("readImageSize", () => {
  it("reads the size from each format's header", () => {
    expect(sizeOf(bytesOf("png"))).toEqual({ width: 3, height: 2 })
    expect(sizeOf(bytesOf("jpeg"))).toEqual({ width: 3, height: 2 })
    expect(sizeOf(bytesOf("webpLossy"))).toEqual({ width: 3, height: 2 })
    expect(sizeOf(bytesOf("webpLossless"))).toEqual({ width: 3, height: 2 })
    expect(sizeOf(bytesOf("webpAlpha"))).toEqual({ width: 5, height: 4 })
    expect(sizeOf(bytesOf("avif"))).toEqual({ width: 6, height: 4 })
  })

  it("swaps the sides of a JPEG whose EXIF orientation turns it a quarter", () => {
    // Stored 3×2 with orientation 6 (rotate 90°): browsers show it 2 wide and 3 tall.
    expect(sizeOf(bytesOf("jpegRotated"))).toEqual({ width: 2, height: 3 })
  })

  it("gives null for a header cut short", () => {
    for (const name of Object.keys(FIXTURES) as (keyof typeof FIXTURES)[]) {
      const bytes = bytesOf(name)
      const type = sniffImageType(bytes)!
      expect(readImageSize(bytes.subarray(0, 16), type), name).toBeNull()
    }
  })

  it("never throws, whatever the bytes after a valid signature", () => {
    const signatures = [
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...Buffer.from("RIFF\0\0\0\0WEBPVP8X")],
      [...Buffer.from("\0\0\0\x10ftypavif\0\0\0\0")],
    ]
    fc.assert(
      fc.property(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 300 }), (signature, tail) => {
        const bytes = new Uint8Array([...signature, ...tail])
        const type = sniffImageType(bytes)
        if (!type) return
        const found = readImageSize(bytes, type)
        expect(found === null || (found.width > 0 && found.height > 0)).toBe(true)
      })
    )
  })
})
