import { describe, expect, it } from "vitest"

import {
  imageAltSchema,
  imageUrlSchema,
  isUploadedPostImage,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_TEXT,
  postImageObjectPath,
  postImagePublicUrl,
  postImageUploadSchema,
} from "@/lib/images/post-image"

import { localPublicBucket } from "@/tests/helpers/storage-address"

const PUBLIC = localPublicBucket("post-images")
const ID = "3f2b8c1e-9d4a-4e6b-8c2f-1a2b3c4d5e6f"

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message)

describe("postImageUploadSchema", () => {
  it("takes one non-empty file within the bucket's 5 MB", () => {
    const file = new File([new Uint8Array(10)], "foto.jpg", { type: "image/jpeg" })
    expect(postImageUploadSchema.safeParse({ file }).success).toBe(true)
    const atLimit = new File([new Uint8Array(POST_IMAGE_MAX_BYTES)], "grande.png")
    expect(postImageUploadSchema.safeParse({ file: atLimit }).success).toBe(true)
  })

  it("answers in pt-BR for no file, an empty one, a text field or one over 5 MB", () => {
    expect(messages(postImageUploadSchema.safeParse({}))).toEqual([POST_IMAGE_TEXT.missing])
    expect(messages(postImageUploadSchema.safeParse({ file: "foto.jpg" }))).toEqual([POST_IMAGE_TEXT.missing])
    expect(messages(postImageUploadSchema.safeParse({ file: new File([], "vazio.jpg") }))).toEqual([
      POST_IMAGE_TEXT.missing,
    ])
    const tooLarge = new File([new Uint8Array(POST_IMAGE_MAX_BYTES + 1)], "enorme.jpg", { type: "image/jpeg" })
    expect(messages(postImageUploadSchema.safeParse({ file: tooLarge }))).toEqual([POST_IMAGE_TEXT.tooLarge])
  })
})

describe("image alt text and address", () => {
  it("requires alt text, on one line", () => {
    expect(messages(imageAltSchema.safeParse("   "))).toEqual([POST_IMAGE_TEXT.altRequired])
    expect(messages(imageAltSchema.safeParse("a".repeat(251)))).toEqual([POST_IMAGE_TEXT.altTooLong])
    expect(imageAltSchema.parse("  Mulheres\n numa   feira ")).toBe("Mulheres numa feira")
  })

  it("takes http(s) and site-relative addresses only", () => {
    for (const url of ["https://exemplo.org/a.jpg", "http://exemplo.org/a.png?x=1", "/images/hero.jpg"]) {
      expect(imageUrlSchema.safeParse(url).success, url).toBe(true)
    }
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "ftp://x/a",
      "a.jpg",
      "https://",
      "",
    ]) {
      expect(messages(imageUrlSchema.safeParse(url)), url).toEqual([POST_IMAGE_TEXT.urlInvalid])
    }
  })
})

describe("uploaded post image addresses", () => {
  it("names objects by year, month and a fresh id, with the sniffed type's extension", () => {
    const path = postImageObjectPath("image/webp", ID, new Date("2026-03-09T12:00:00Z"))
    expect(path).toBe(`2026/03/${ID}.webp`)
    expect(postImageObjectPath("image/jpeg", ID, new Date("2026-11-30T23:59:59Z"))).toBe(`2026/11/${ID}.jpg`)
    expect(postImagePublicUrl(path)).toBe(`${PUBLIC}/2026/03/${ID}.webp`)
  })

  it("recognises only files of the project's post-images bucket", () => {
    expect(isUploadedPostImage(`${PUBLIC}/2026/03/${ID}.webp`)).toBe(true)
    for (const url of [
      `${PUBLIC}/../avatars/${ID}/avatar.png`,
      `${PUBLIC}/2026/03/../../x/${ID}.png`,
      `${PUBLIC}/2026/03/${ID}.svg`,
      `${localPublicBucket("avatars")}/2026/03/${ID}.png`,
      `https://evil.example/storage/v1/object/public/post-images/2026/03/${ID}.png`,
      "/images/hero.jpg",
      "",
    ]) {
      expect(isUploadedPostImage(url), url).toBe(false)
    }
  })
})
