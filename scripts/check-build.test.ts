import { describe, expect, it } from "vitest"

// The helpers live in a plain .mjs script (run by node without a build step), so they carry no
// types: describe the part under test here.
interface Needle {
  name: string
  value: string
}
interface CheckBuild {
  BUDGET_BYTES: number
  APP_BUDGET_BYTES: number
  BUDGET_ROUTES: Record<string, string>
  extractStringConstant(source: string, name: string): string | undefined
  secretVariants(value: string): string[]
  collectSecrets(
    sources: { name: string; value: string | undefined }[],
    minLength?: number
  ): { secrets: Needle[]; skipped: string[] }
  findNeedles(bytes: Buffer, needles: Needle[]): string[]
  parseHtmlScripts(html: string): string[]
  firstLoadChunks(input: {
    rootMainFiles: string[]
    polyfillFiles?: string[]
    entryJSFiles?: Record<string, string[]>
    clientModules?: Record<string, { chunks?: string[]; async?: boolean }>
    htmlScripts?: string[]
  }): string[]
  formatTable(rows: (string | number)[][]): string
}

const scriptPath = "./check-build.mjs"
const cb = (await import(/* @vite-ignore */ scriptPath)) as CheckBuild

describe("check-build settings", () => {
  it("budgets the home, blog list and post page at 130 KB, of which our code at most 85 KB", () => {
    expect(cb.BUDGET_BYTES).toBe(130 * 1024)
    expect(cb.APP_BUDGET_BYTES).toBe(85 * 1024)
    expect(Object.keys(cb.BUDGET_ROUTES)).toEqual(["/", "/convergindo", "/convergindo/[slug]"])
  })
})

describe("extractStringConstant", () => {
  const source = `
export const LOCAL_JWT_SECRET = "jwt-secret-value-1234"
export const LOCAL_ANON_KEY =
  "anon"
export const LOCAL_SERVICE_ROLE_KEY =
  "header.payload.signature"
const typed: string = 'single-quoted'
export const STAND_IN = { apiKey: "stand-in-key", groupId: 1 } as const
`
  it("reads constants, also with the value on the next line, typed or single-quoted", () => {
    expect(cb.extractStringConstant(source, "LOCAL_JWT_SECRET")).toBe("jwt-secret-value-1234")
    expect(cb.extractStringConstant(source, "LOCAL_SERVICE_ROLE_KEY")).toBe("header.payload.signature")
    expect(cb.extractStringConstant(source, "typed")).toBe("single-quoted")
  })
  it("reads object properties", () => {
    expect(cb.extractStringConstant(source, "apiKey")).toBe("stand-in-key")
  })
  it("does not match a longer name or a missing one", () => {
    expect(cb.extractStringConstant(source, "SERVICE_ROLE_KEY")).toBeUndefined()
    expect(cb.extractStringConstant(source, "NOPE")).toBeUndefined()
  })
})

describe("secrets", () => {
  it("merges equal values, drops empty ones and skips short ones", () => {
    const { secrets, skipped } = cb.collectSecrets(
      [
        { name: "A", value: "same-long-secret" },
        { name: "$B", value: "same-long-secret" },
        { name: "$C", value: "" },
        { name: "$D", value: undefined },
        { name: "$E", value: "short" },
      ],
      8
    )
    expect(secrets).toEqual([{ name: "A = $B", value: "same-long-secret" }])
    expect(skipped).toEqual(["$E"])
  })
  it("finds a secret raw, JSON-escaped, HTML-escaped or URL-encoded, and reports only its name", () => {
    const needles = [{ name: "KEY", value: 'a"b&c/d+e' }]
    expect(cb.findNeedles(Buffer.from('x="a"b&c/d+e"'), needles)).toEqual(["KEY"])
    expect(cb.findNeedles(Buffer.from('["a\\"b&c/d+e"]'), needles)).toEqual(["KEY"])
    expect(cb.findNeedles(Buffer.from("<p>a&quot;b&amp;c/d+e</p>"), needles)).toEqual(["KEY"])
    expect(cb.findNeedles(Buffer.from("?k=a%22b%26c%2Fd%2Be"), needles)).toEqual(["KEY"])
    expect(cb.findNeedles(Buffer.from("a b c d e"), needles)).toEqual([])
    expect(cb.secretVariants("plain-value")).toEqual(["plain-value"])
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

describe("formatTable", () => {
  it("pads the first column right and the others left", () => {
    expect(
      cb.formatTable([
        ["route", "KB"],
        ["/", 1.5],
        ["/long", 120],
      ])
    ).toBe(["route   KB", "-----  ---", "/      1.5", "/long  120"].join("\n"))
  })
})
