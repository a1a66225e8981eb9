import { describe, expect, it } from "vitest"

// The helpers live in plain .mjs scripts (run by node without a build step), so they carry no
// types: describe the part under test here.
interface Needle {
  name: string
  value: string
}
interface Secrets {
  extractStringConstant(source: string, name: string): string | undefined
  secretVariants(value: string): string[]
  collectSecrets(
    sources: { name: string; value: string | undefined }[],
    minLength?: number
  ): { secrets: Needle[]; skipped: string[] }
  findNeedles(bytes: Buffer, needles: Needle[]): string[]
}

const modulePath = "./secrets.mjs"
const cb = (await import(/* @vite-ignore */ modulePath)) as Secrets

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
