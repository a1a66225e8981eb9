import { describe, expect, it } from "vitest"
import { safeNextPath } from "./safe-path"

const FALLBACK = "/fallback"

describe("safeNextPath", () => {
  it.each([
    ["/admin/blog", "/admin/blog"],
    ["/dashboard", "/dashboard"],
    ["/convergindo?categoria=financas#topo", "/convergindo?categoria=financas#topo"],
    ["/a/../admin", "/admin"],
    ["/auth/reset-password", "/auth/reset-password"],
    // A query may carry any escape: it cannot change the host.
    ["/convergindo?busca=50%25", "/convergindo?busca=50%25"],
    ["/convergindo?busca=a%2Fb", "/convergindo?busca=a%2Fb"],
    ["/?next=//evil.example", "/?next=//evil.example"],
    ["/convergindo/finanças", "/convergindo/finan%C3%A7as"],
    ["/convergindo/finan%C3%A7as", "/convergindo/finan%C3%A7as"],
  ])("keeps same-site path %s", (input, expected) => {
    expect(safeNextPath(input, FALLBACK)).toBe(expected)
  })

  it.each([
    // Dot segments that a URL parser collapses into "//host" (issue #18).
    "/.//evil.example/x",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/a/./..//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/a/%2E%2e//evil.example",
    "/x/../\\evil.example",
    // Other hosts and schemes.
    "https://evil.example/",
    "http:evil.example",
    "//evil.example",
    "///evil.example",
    "evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Backslashes, read as "/" by browsers.
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/a\\b",
    // Tabs, newlines and other whitespace, which browsers strip from URLs.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/ /evil.example",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "/\u200b/evil.example",
    "/ok\r\nLocation: https://evil.example",
    // Encoded slashes, backslashes, dots and controls in the path.
    "/%2fevil.example",
    "/%2F%2Fevil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/%2e%2e/admin",
    "/%09/evil.example",
    "/%0d%0aSet-Cookie:x",
    "/%00",
    "/%7f",
    // Double encoding, and paths that do not decode at all.
    "/%252f%252fevil.example",
    "/%25%32%66%25%32%66evil.example",
    "/%255c/evil.example",
    "/%ff",
    "/%",
    "/%zz",
    "/%ed%a0%80",
    // Not a string, empty or too long.
    "",
    undefined,
    null,
    42,
    { toString: () => "/dashboard" },
    `/${"a".repeat(3000)}`,
  ])("rejects %j", (input) => {
    expect(safeNextPath(input, FALLBACK)).toBe(FALLBACK)
  })

  it("defaults to /dashboard", () => {
    expect(safeNextPath("//evil.example")).toBe("/dashboard")
  })

  it("never returns a path that leaves the site, for any mix of dots, slashes and escapes", () => {
    const pieces = ["/", ".", "..", "%2e", "%2E%2e", "\\", "%5c", "%2f", "%252f", "\t", "evil.example", "a"]
    const site = "https://site.example"
    let checked = 0
    const visit = (path: string, depth: number) => {
      const result = safeNextPath(path, FALLBACK)
      expect(result.startsWith("/")).toBe(true)
      expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false)
      expect(new URL(result, site).origin).toBe(site)
      // A second parse (a browser following the Location) must not find another host either.
      expect(new URL(new URL(result, site).href).origin).toBe(site)
      checked++
      if (depth < 4) for (const piece of pieces) visit(`${path}${piece}`, depth + 1)
    }
    visit("/", 0)
    expect(checked).toBeGreaterThan(20_000)
  })
})
