import { describe, expect, it } from "vitest"
import { SLUG_MAX, SLUG_PATTERN, slugify, uniqueSlug } from "./slug"

describe("slugify", () => {
  it("removes accents before applying the spec rule", () => {
    expect(slugify("Gestão Financeira")).toBe("gestao-financeira")
    expect(slugify("Ação & Coração: ÉPOCA")).toBe("acao-coracao-epoca")
  })

  it("collapses runs and trims edge hyphens", () => {
    expect(slugify("  --Olá,   mundo!!  ")).toBe("ola-mundo")
  })

  it("returns empty for text without letters or digits", () => {
    expect(slugify("!!! ???")).toBe("")
    expect(slugify("")).toBe("")
  })

  it("caps the length without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(119)} b`)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slug.endsWith("-")).toBe(false)
  })
})

describe("SLUG_PATTERN", () => {
  it("accepts what slugify makes and refuses what the database refuses", () => {
    for (const text of ["Gestão Financeira", "  --Olá,   mundo!!  ", "Feira 2026"]) {
      expect(slugify(text)).toMatch(SLUG_PATTERN)
    }
    for (const slug of ["", "-a", "a-", "a--b", "Maiuscula", "com espaco", "acentuação", "a_b", "../x"]) {
      expect(slug).not.toMatch(SLUG_PATTERN)
    }
  })
})

describe("uniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(uniqueSlug("gestao", [])).toBe("gestao")
  })

  it("adds -2, -3 to taken slugs", () => {
    expect(uniqueSlug("gestao", ["gestao"])).toBe("gestao-2")
    expect(uniqueSlug("gestao", ["gestao", "gestao-2"])).toBe("gestao-3")
  })

  it("stays within the length limit", () => {
    const base = "a".repeat(SLUG_MAX)
    const next = uniqueSlug(base, [base])
    expect(next.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(next.endsWith("-2")).toBe(true)
  })
})
