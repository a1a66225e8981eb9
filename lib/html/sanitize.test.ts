import { describe, expect, it } from "vitest"
import { sanitizePostHtml } from "./sanitize"

// A corpus of classic XSS vectors (OWASP filter-evasion cheat sheet and friends).
const XSS_PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<body onload=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<input onfocus=alert(1) autofocus>`,
  `<details open ontoggle=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<img src="x" onerror="alert(1)"/>`,
  `<p onclick="alert(1)">x</p>`,
  `<<script>script>alert(1)<</script>/script>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<img src="//evil.example/x.png">`,
  `<template><script>alert(1)</script></template>`,
]

describe("sanitizePostHtml", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    const clean = sanitizePostHtml(payload)
    expect(clean).not.toMatch(/<script|<style|<object|<embed|<form|<input|<meta|<base|<link|<svg|<math|<body|<details/i)
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i)
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text/i)
    expect(clean).not.toMatch(/style=/i)
    expect(clean).not.toMatch(/srcdoc|evil\.example/i)
  })

  it("drops frames that are not an allowed player instead of leaving empty boxes", () => {
    expect(sanitizePostHtml(`<p>a</p><iframe src="https://evil.example/"></iframe><iframe></iframe>`)).toBe("<p>a</p>")
  })

  it("keeps the structure editors write", () => {
    const html = `<h2>Título</h2><p>Texto com <strong>ênfase</strong> e <a href="/sobre">link</a>.</p><ul><li>um</li></ul><blockquote>citação</blockquote><figure><img src="/images/a.jpg" alt="a"><figcaption>legenda</figcaption></figure><table><tr><td>1</td></tr></table><pre><code>x</code></pre>`
    const clean = sanitizePostHtml(html)
    for (const tag of [
      "<h2>",
      "<strong>",
      '<a href="/sobre">',
      "<li>",
      "<blockquote>",
      "<figcaption>",
      "<td>",
      "<code>",
    ]) {
      expect(clean).toContain(tag)
    }
    expect(clean).toContain('loading="lazy"')
  })

  it("marks external links noopener noreferrer and allows listed video embeds only", () => {
    const clean = sanitizePostHtml(
      `<a href="https://example.org">fora</a><iframe src="https://www.youtube-nocookie.com/embed/abc" title="vídeo"></iframe>`
    )
    expect(clean).toContain('rel="noopener noreferrer"')
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/abc"')
  })

  it("moves YouTube embeds to the privacy-enhanced host the CSP's frame-src allows", () => {
    const clean = sanitizePostHtml(`<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="vídeo"></iframe>`)
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')
    expect(clean).not.toContain("www.youtube.com")
  })

  it("opens a new tab only for links marked so, always with noopener noreferrer", () => {
    const clean = sanitizePostHtml(
      `<a href="https://example.org/a" target="_blank">nova aba</a>` +
        `<a href="https://example.org/b">mesma aba</a>` +
        `<a href="/sobre" target="_blank" rel="opener">interno</a>` +
        `<a href="/contato" target="_top" rel="opener">topo</a>` +
        `<a href="https://example.org/c" target="janela" rel="opener">nomeada</a>`
    )
    expect(clean).toBe(
      `<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">nova aba</a>` +
        `<a href="https://example.org/b" rel="noopener noreferrer">mesma aba</a>` +
        `<a href="/sobre" target="_blank" rel="noopener noreferrer">interno</a>` +
        `<a href="/contato">topo</a>` +
        `<a href="https://example.org/c" rel="noopener noreferrer">nomeada</a>`
    )
  })

  it("keeps an image's alt and pixel sizes, and nothing else it did not keep before", () => {
    const clean = sanitizePostHtml(
      `<img src="https://cdn.example/a.webp" alt="Mulheres numa feira" width="1600" height="1100" style="width:9999px" onload="alert(1)" class="x">` +
        `<img src="/images/b.jpg" alt="b" width="100%" height="expression(alert(1))">`
    )
    expect(clean).toBe(
      `<img src="https://cdn.example/a.webp" alt="Mulheres numa feira" width="1600" height="1100" loading="lazy" />` +
        `<img src="/images/b.jpg" alt="b" loading="lazy" />`
    )
  })

  it("demotes h1 and handles empty content", () => {
    expect(sanitizePostHtml("<h1>x</h1>")).toBe("<h2>x</h2>")
    expect(sanitizePostHtml(null)).toBe("")
  })
})
