import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { describedBy, PostTextField } from "./post-form-fields"

describe("PostTextField", () => {
  it("counts characters and marks the field invalid past the limit, before any save", () => {
    const html = renderToStaticMarkup(
      <PostTextField field="seo_title" label="Título SEO" initialValue={"a".repeat(61)} max={60} error={undefined} />
    )
    expect(html).toMatch(/<label[^>]*for="post-seo_title"[^>]*>Título SEO<\/label>/)
    expect(html).toContain('name="seo_title"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="post-seo_title-count"')
    expect(html.replaceAll("<!-- -->", "")).toMatch(/<p id="post-seo_title-count"[^>]*>61\/60 caracteres<\/p>/)
  })

  it("points to the error first, then the hint; a textarea when given rows", () => {
    const html = renderToStaticMarkup(
      <PostTextField
        field="seo_keywords"
        label="Palavras-chave SEO"
        initialValue="mei"
        hint="Separe as palavras-chave por vírgula."
        rows={2}
        error="Palavra-chave longa demais."
      />
    )
    expect(html).toContain("<textarea")
    expect(html).toContain('aria-describedby="post-seo_keywords-error post-seo_keywords-hint"')
    expect(html).toMatch(/<p id="post-seo_keywords-error"[^>]*>Palavra-chave longa demais.<\/p>/)
    expect(html).not.toContain("caracteres")
  })
})

describe("describedBy", () => {
  it("is undefined when there is nothing to point to", () => {
    expect(describedBy("title", undefined)).toBeUndefined()
    expect(describedBy("slug", "Obrigatório.", "post-slug-hint")).toBe("post-slug-error post-slug-hint")
  })
})
