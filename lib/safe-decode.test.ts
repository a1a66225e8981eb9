import { describe, expect, it } from "vitest"

import { escapeMalformedPercent, safeDecode } from "./safe-decode.mjs"

// Each malformed escape of the bad-input sweep (tests/e2e/bad-input.spec.ts).
const MALFORMED = ["%ff", "%c0%af", "%", "%zz", "%ed%a0%80", "%e2%82", "%f4%90%80%80", "%c3", "%e0%80%af", "a%2", "%%"]

describe("safeDecode", () => {
  it.each([
    ["finan%C3%A7as", "finanças"],
    ["a%2Fb", "a/b"],
    ["%00", "\u0000"],
    ["%F0%9F%8C%B1", "🌱"],
    ["sem-escape", "sem-escape"],
  ])("decodes %s", (input, expected) => {
    expect(safeDecode(input)).toBe(expected)
  })

  it.each(MALFORMED)("answers null for %s instead of throwing", (input) => {
    expect(safeDecode(input)).toBeNull()
  })
})

describe("escapeMalformedPercent", () => {
  it.each([
    ["/convergindo/%ff", "/convergindo/%25ff"],
    ["/convergindo/%c0%af", "/convergindo/%25c0%25af"],
    ["/convergindo/%", "/convergindo/%25"],
    ["/convergindo/%zz", "/convergindo/%25zz"],
    ["/convergindo/%ed%a0%80", "/convergindo/%25ed%25a0%2580"],
    ["/a/%e2%82", "/a/%25e2%2582"],
    ["/a/%C3%A7%ff%C3%A7", "/a/%C3%A7%25ff%C3%A7"],
    ["/a/%2", "/a/%252"],
  ])("%s -> %s", (input, expected) => {
    expect(escapeMalformedPercent(input)).toBe(expected)
  })

  it.each(["/convergindo/finan%C3%A7as", "/a%2Fb", "/%00", "/sobre", "/%F0%9F%8C%B1", "/%25ff"])(
    "keeps %s, which already decodes",
    (input) => {
      expect(escapeMalformedPercent(input)).toBe(input)
    }
  )

  it.each(MALFORMED)("makes %s decodable, back to the text as typed", (input) => {
    const escaped = escapeMalformedPercent(`/x/${input}`)
    expect(safeDecode(escaped)).not.toBeNull()
    // Only invalid escapes change; a valid lead byte kept whole is the same character.
    expect(escaped.replace(/%25/g, "%").toLowerCase()).toBe(`/x/${input}`.toLowerCase())
  })
})
