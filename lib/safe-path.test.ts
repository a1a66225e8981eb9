import { describe, expect, it } from "vitest"
import { safeNextPath } from "./safe-path"

describe("safeNextPath", () => {
  it.each([
    ["/admin/blog", "/admin/blog"],
    ["/convergindo?categoria=financas#topo", "/convergindo?categoria=financas#topo"],
    ["/a/../admin", "/admin"],
  ])("keeps same-site path %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected)
  })

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/%0d%0aSet-Cookie:x",
    "/ok\r\nLocation: https://evil.example",
    "",
    undefined,
    42,
    `/${"a".repeat(3000)}`,
  ])("rejects %s", (input) => {
    const result = safeNextPath(input, "/dashboard")
    expect(result === "/dashboard" || result.startsWith("/%0")).toBe(true)
    expect(result.startsWith("//")).toBe(false)
  })
})
