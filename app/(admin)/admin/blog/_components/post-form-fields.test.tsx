import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { describedBy, postFieldControl, PostTextField } from "./post-form-fields"
import { PostTitleFields } from "./post-title-fields"

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

describe("postFieldControl", () => {
  it("ties a control to its field: id, name, and the error only while there is one", () => {
    expect(postFieldControl("slug", undefined, "post-slug-hint")).toEqual({
      id: "post-slug",
      name: "slug",
      "aria-invalid": undefined,
      "aria-describedby": "post-slug-hint",
    })
    expect(postFieldControl("title", "Obrigatório.")).toEqual({
      id: "post-title",
      name: "title",
      "aria-invalid": true,
      "aria-describedby": "post-title-error",
    })
  })

  it("wires the editor's own fields the same way", () => {
    const html = renderToStaticMarkup(
      <PostTitleFields
        initialTitle="Olá"
        initialSlug="ola"
        slugFollowsTitle={false}
        errors={{ title: undefined, slug: "Slug já usado." }}
      />
    )
    const input = (id: string) => html.match(new RegExp(`<input[^>]* id="${id}"[^>]*>`))?.[0] ?? ""
    expect(input("post-title")).toContain('name="title"')
    expect(input("post-title")).not.toContain(" aria-invalid=")
    expect(input("post-title")).not.toContain(" aria-describedby=")
    expect(input("post-slug")).toContain('name="slug"')
    expect(input("post-slug")).toContain('aria-invalid="true"')
    expect(input("post-slug")).toContain('aria-describedby="post-slug-error post-slug-hint"')
  })
})
