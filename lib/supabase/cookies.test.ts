import { describe, expect, it } from "vitest"

import { hasSessionCookie, sessionCookieOptions } from "./cookies"

describe("hasSessionCookie", () => {
  const name = sessionCookieOptions.name!

  it.each([
    [[{ name }], true],
    [[{ name: `${name}.0` }, { name: `${name}.1` }], true],
    [[{ name: "theme" }, { name: `${name}-code-verifier` }], false],
    [[{ name: `x${name}` }], false],
    [[], false],
  ])("%j → %s", (cookies, expected) => {
    expect(hasSessionCookie(cookies)).toBe(expected)
  })

  it("is named after the public Supabase URL's first host label, as supabase-js names it", () => {
    expect(name).toMatch(/^sb-[^.]+-auth-token$/)
  })
})
