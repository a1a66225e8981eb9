import { describe, expect, it } from "vitest"

// The helpers live in plain .mjs scripts (run by node without a build step), so they carry no
// types: describe the part under test here.
interface JsBudgets {
  BUDGET_BYTES: number
  APP_BUDGET_BYTES: number
  BUDGET_ROUTES: Record<string, string>
  parseHtmlScripts(html: string): string[]
  firstLoadChunks(input: {
    rootMainFiles: string[]
    polyfillFiles?: string[]
    entryJSFiles?: Record<string, string[]>
    clientModules?: Record<string, { chunks?: string[]; async?: boolean }>
    htmlScripts?: string[]
  }): string[]
}

const modulePath = "./js-budgets.mjs"
const cb = (await import(/* @vite-ignore */ modulePath)) as JsBudgets

describe("budget settings", () => {
  it("budgets every public page type at 130 KB, of which our code at most 60 KB (issue #25)", () => {
    expect(cb.BUDGET_BYTES).toBe(130 * 1024)
    expect(cb.APP_BUDGET_BYTES).toBe(60 * 1024)
    expect(Object.keys(cb.BUDGET_ROUTES)).toEqual([
      "/",
      "/convergindo",
      "/convergindo/[slug]",
      "/sobre",
      "/diretorio",
      "/diretorio/[slug]",
      "/comunidade",
      "/comunidade/[grupo]",
      "/projetos",
      "/projetos/[slug]",
      "/loja",
      "/loja/[slug]",
      "/aprender",
      "/aprender/[slug]",
      "/aprender/trilhas/[slug]",
      "/associadas",
      "/associadas/[handle]",
    ])
    for (const [route, appPath] of Object.entries(cb.BUDGET_ROUTES)) {
      expect(appPath).toBe(`/(site)${route === "/" ? "" : route}/page`)
    }
  })
})

describe("parseHtmlScripts", () => {
  it("keeps module scripts and script preloads, drops nomodule polyfills and other links", () => {
    const html = `<head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<link rel="preload" href="/_next/static/chunks/x.css" as="style"/>
<link rel="preload" as="image" href="/hero.jpg"/>
<link rel="modulepreload" href="/_next/static/chunks/m.js?dpl=1"/>
<script src="/_next/static/chunks/b.js" async=""></script>
<script src="/_next/static/chunks/poly.js" noModule=""></script>
<script>self.__next_f.push([1,"static/chunks/inline.js"])</script>
<script src="https://challenges.example.com/api.js" async></script>
<script src="/_next/static/chunks/a.js" id="_R_" async=""></script>`
    expect(cb.parseHtmlScripts(html)).toEqual([
      "static/chunks/b.js",
      "https://challenges.example.com/api.js",
      "static/chunks/a.js",
      "static/chunks/m.js",
    ])
  })
})

describe("firstLoadChunks", () => {
  it("unions root main files, entry files, sync client modules and HTML scripts, without polyfills or CSS", () => {
    const chunks = cb.firstLoadChunks({
      rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack.js"],
      polyfillFiles: ["static/chunks/poly.js"],
      entryJSFiles: {
        "[project]/app/layout": ["static/chunks/shared.js", "static/chunks/layout.css"],
        "[project]/app/page": ["static/chunks/shared.js", "static/chunks/page.js"],
      },
      clientModules: {
        eager: { chunks: ["/_next/static/chunks/page.js", "/_next/static/chunks/extra.js"], async: false },
        lazy: { chunks: ["/_next/static/chunks/lazy.js"], async: true },
      },
      htmlScripts: ["static/chunks/react.js", "static/chunks/poly.js", "static/chunks/inline.js"],
    })
    expect(chunks).toEqual([
      "static/chunks/react.js",
      "static/chunks/turbopack.js",
      "static/chunks/shared.js",
      "static/chunks/page.js",
      "static/chunks/extra.js",
      "static/chunks/inline.js",
    ])
  })
})
