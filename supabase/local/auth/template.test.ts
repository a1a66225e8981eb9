import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { firstHref, renderTemplate, TemplateError } from "./template.ts"

const TEMPLATES = path.resolve(import.meta.dirname, "../../templates")

describe("renderTemplate", () => {
  it("escapes text as html/template does", () => {
    expect(renderTemplate("<p>Olá, {{ .Email }}!</p>", { Email: `a+b<x>@e.com"'&` })).toBe(
      "<p>Olá, a&#43;b&lt;x&gt;@e.com&#34;&#39;&amp;!</p>"
    )
  })

  it("filters and normalizes a value that starts a URL attribute", () => {
    const link = `<a href="{{ .RedirectTo }}">x</a>`
    expect(renderTemplate(link, { RedirectTo: "http://localhost:3000/auth/confirm?next=%2Fdashboard&a=1" })).toBe(
      `<a href="http://localhost:3000/auth/confirm?next=%2Fdashboard&amp;a=1">x</a>`
    )
    expect(renderTemplate(link, { RedirectTo: "javascript:alert(1)" })).toBe(`<a href="#ZgotmplZ">x</a>`)
    expect(renderTemplate(link, { RedirectTo: `https://x.test/a b"<>` })).toBe(
      `<a href="https://x.test/a%20b%22%3c%3e">x</a>`
    )
  })

  it("query-escapes a value after ? or #, and only normalizes one in the path", () => {
    expect(renderTemplate(`<a href="/c?e={{ .Email }}">`, { Email: "a+b@x.com/é" })).toBe(
      `<a href="/c?e=a%2bb%40x.com%2f%c3%a9">`
    )
    expect(renderTemplate(`<a href="/c/{{ .Token }}">`, { Token: "a b/c?d" })).toBe(`<a href="/c/a%20b/c?d">`)
    // After an action at the start, literal text without ? or # leaves the URL in its path part.
    expect(
      renderTemplate(`<a href="{{ .RedirectTo }}&token_hash={{ .TokenHash }}">`, {
        RedirectTo: "http://h/c?next=/x",
        TokenHash: "pkce_ab/c",
      })
    ).toBe(`<a href="http://h/c?next=/x&token_hash=pkce_ab/c">`)
  })

  it("escapes other attributes as text and renders a missing variable empty", () => {
    expect(renderTemplate(`<p title='{{ .Email }}'>{{ .NewEmail }}</p>`, { Email: "a'b" })).toBe(
      `<p title='a&#39;b'></p>`
    )
  })

  it("drops HTML comments, as html/template does", () => {
    expect(renderTemplate("<!-- {{ .Token }} --><p>{{ .Token }}</p>", { Token: "123456" })).toBe("<p>123456</p>")
  })

  it.each([
    ["{{ if .Email }}x{{ end }}", "a branch"],
    ["{{ .Data.full_name }}", "a field of Data"],
    ["{{ .Password }}", "an unknown variable"],
    ["{{ .Email | html }}", "a pipeline"],
    ["<a {{ .Email }}>", "an action in a tag"],
    ["<a href={{ .SiteURL }}>", "an unquoted attribute value"],
    ["<script>var t = '{{ .Token }}'</script>", "a script"],
    ["<p>{{ .Email </p>", "an unterminated action"],
  ])("refuses %s (%s)", (source) => {
    expect(() => renderTemplate(source, { Email: "a@b.c", SiteURL: "http://x", Token: "1" })).toThrow(TemplateError)
  })
})

describe("firstHref", () => {
  it("returns the first link, entities decoded", () => {
    expect(firstHref(`<p><a class="b"\n    href="http://h/c?a=1&amp;b=2&#43;">x</a> <a href="/two">y</a></p>`)).toBe(
      "http://h/c?a=1&b=2+"
    )
    expect(firstHref("<p>sem link</p>")).toBeNull()
  })
})

describe("the project's templates (supabase/templates)", () => {
  const data = {
    ConfirmationURL: "http://127.0.0.1:54321/auth/v1/verify?token=pkce_x&type=signup&redirect_to=http://x",
    Token: "123456",
    TokenHash: "pkce_0123456789abcdef",
    SiteURL: "https://convergencia.example",
    RedirectTo: "https://convergencia.example/auth/confirm?next=%2Fdashboard",
    Email: "ana@example.com",
    NewEmail: "ana.nova@example.com",
  }

  it.each([
    ["confirmation.html", "email", "/dashboard"],
    ["recovery.html", "recovery", "/auth/reset-password"],
    ["email_change.html", "email_change", "/dashboard/perfil"],
    ["magic_link.html", "email", "/dashboard"],
  ])("%s links to the app's /auth/confirm with the token hash (type %s, next %s)", (file, type, next) => {
    const html = renderTemplate(readFileSync(path.join(TEMPLATES, file), "utf8"), data)
    const link = new URL(firstHref(html)!)
    expect(link.origin + link.pathname).toBe("https://convergencia.example/auth/confirm")
    expect(Object.fromEntries(link.searchParams)).toEqual({ token_hash: data.TokenHash, type, next })
    expect(html).not.toContain("{{")
    expect(html).not.toContain("/auth/v1/verify")
  })

  it("names both addresses in the e-mail change", () => {
    const html = renderTemplate(readFileSync(path.join(TEMPLATES, "email_change.html"), "utf8"), data)
    expect(html).toContain("ana@example.com")
    expect(html).toContain("ana.nova@example.com")
  })
})
