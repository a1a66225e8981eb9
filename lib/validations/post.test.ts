import { describe, expect, it } from "vitest"
import { dateToSaoPauloLocal, postInputSchema, saoPauloLocalToDate, splitList } from "./post"

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

describe("scheduling (issue #24)", () => {
  it("reads the typed time as São Paulo time and stores UTC", () => {
    expect(saoPauloLocalToDate("2030-12-01T09:00")?.toISOString()).toBe("2030-12-01T12:00:00.000Z")
    expect(dateToSaoPauloLocal("2030-12-01T12:00:00.000Z")).toBe("2030-12-01T09:00")
    // Late evening there is already the next day in UTC.
    expect(saoPauloLocalToDate("2030-06-30T22:30")?.toISOString()).toBe("2030-07-01T01:30:00.000Z")
    for (const junk of ["", "2030-02-30T10:00", "2030-12-01 09:00", "2030-12-01T24:00", "amanhã"]) {
      expect(saoPauloLocalToDate(junk)).toBeNull()
    }
  })

  it("needs a future time for a scheduled post and ignores it otherwise", () => {
    const scheduled = postInputSchema.parse({ ...base, status: "scheduled", publish_at: "2030-12-01T09:00" })
    expect(scheduled.publish_at).toBe("2030-12-01T12:00:00.000Z")
    const missing = postInputSchema.safeParse({ ...base, status: "scheduled" })
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["publish_at"],
      message: "Escolha a data e a hora da publicação.",
    })
    const past = postInputSchema.safeParse({ ...base, status: "scheduled", publish_at: "2020-01-01T09:00" })
    expect(past.error?.issues[0]?.message).toBe("Escolha uma data e hora no futuro.")
    expect(postInputSchema.parse({ ...base, status: "draft", publish_at: "2020-01-01T09:00" }).publish_at).toBeNull()
  })
})
