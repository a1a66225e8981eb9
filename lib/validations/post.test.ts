import { describe, expect, it } from "vitest"
import { postInputSchema, splitList } from "./post"

const base = { title: "Gestão Financeira", slug: "gestao-financeira" }

describe("postInputSchema", () => {
  it("accepts the minimum and fills defaults", () => {
    const result = postInputSchema.parse(base)
    expect(result).toMatchObject({
      id: null,
      title: "Gestão Financeira",
      status: "draft",
      excerpt: null,
      category_id: null,
      tags: [],
      seo_keywords: [],
      featured_image_url: null,
    })
  })

  it("requires a title with the spec's message", () => {
    const result = postInputSchema.safeParse({ ...base, title: "   " })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe("O título é obrigatório.")
  })

  it("rejects an empty or malformed slug", () => {
    expect(postInputSchema.safeParse({ ...base, slug: "" }).success).toBe(false)
    expect(postInputSchema.safeParse({ ...base, slug: "Gestão" }).success).toBe(false)
    expect(postInputSchema.safeParse({ ...base, slug: "-a" }).success).toBe(false)
  })

  it("enforces the SEO limits of 60 and 160", () => {
    expect(postInputSchema.safeParse({ ...base, seo_title: "a".repeat(60) }).success).toBe(true)
    expect(postInputSchema.safeParse({ ...base, seo_title: "a".repeat(61) }).success).toBe(false)
    expect(postInputSchema.safeParse({ ...base, seo_description: "a".repeat(160) }).success).toBe(true)
    expect(postInputSchema.safeParse({ ...base, seo_description: "a".repeat(161) }).success).toBe(false)
  })

  it("splits keywords and tags on commas", () => {
    const result = postInputSchema.parse({ ...base, seo_keywords: "a, b,, A ", tags: "Finanças, Gestão" })
    expect(result.seo_keywords).toEqual(["a", "b"])
    expect(result.tags).toEqual(["Finanças", "Gestão"])
  })

  it("accepts only http(s) or root-relative image URLs", () => {
    const described = { ...base, featured_image_alt: "Uma foto" }
    expect(postInputSchema.safeParse({ ...described, featured_image_url: "https://x.test/a.jpg" }).success).toBe(true)
    expect(postInputSchema.safeParse({ ...described, featured_image_url: "/img/a.jpg" }).success).toBe(true)
    expect(postInputSchema.safeParse({ ...described, featured_image_url: "javascript:alert(1)" }).success).toBe(false)
  })

  it("asks for the featured image's alt text whenever there is an image", () => {
    const withImage = { ...base, featured_image_url: "https://x.test/a.jpg" }
    const missing = postInputSchema.safeParse(withImage)
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["featured_image_alt"],
      message: "Descreva a imagem destacada (texto alternativo).",
    })
    expect(postInputSchema.parse({ ...withImage, featured_image_alt: " Mãos tecendo " }).featured_image_alt).toBe(
      "Mãos tecendo"
    )
    expect(postInputSchema.parse({ ...base, featured_image_alt: "" }).featured_image_alt).toBeNull()
  })

  it("rejects an unknown status and a bad category id", () => {
    expect(postInputSchema.safeParse({ ...base, status: "deleted" }).success).toBe(false)
    expect(postInputSchema.safeParse({ ...base, category_id: "x" }).success).toBe(false)
    expect(postInputSchema.parse({ ...base, category_id: "none" }).category_id).toBeNull()
  })
})

describe("splitList", () => {
  it("trims, collapses spaces and drops duplicates", () => {
    expect(splitList("  um   dois , Um dois, três")).toEqual(["um dois", "três"])
  })
})
