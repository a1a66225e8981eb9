import { describe, expect, it } from "vitest"

import { hasSessionCookie, sessionAfterWrites, sessionCookieOptions, sessionHintOptions } from "./cookies"

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

describe("sessionAfterWrites", () => {
  const name = sessionCookieOptions.name!

  it("sees a session left behind when any chunk gets a value", () => {
    expect(
      sessionAfterWrites([
        { name: `${name}.0`, value: "base64-abc" },
        { name: `${name}.1`, value: "" },
      ])
    ).toBe(true)
  })

  it("sees the session ended when every session cookie is cleared", () => {
    expect(
      sessionAfterWrites([
        { name, value: "" },
        { name: `${name}.0`, value: "" },
      ])
    ).toBe(false)
  })

  it("says nothing about writes that do not touch the session", () => {
    expect(sessionAfterWrites([{ name: "theme", value: "dark" }])).toBeUndefined()
    expect(sessionAfterWrites([])).toBeUndefined()
  })
})

describe("sessionHintOptions", () => {
  it("is readable by scripts (it carries no token) and otherwise scoped like the session", () => {
    expect(sessionHintOptions.httpOnly).toBe(false)
    expect(sessionHintOptions.sameSite).toBe(sessionCookieOptions.sameSite)
    expect(sessionHintOptions.secure).toBe(sessionCookieOptions.secure)
    expect(sessionHintOptions.path).toBe("/")
  })
})
