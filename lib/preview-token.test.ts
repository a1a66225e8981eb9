import { describe, expect, it } from "vitest"

import { signPreviewToken, verifyPreviewToken } from "./preview-token"

const SECRET = "a-test-secret-for-previews-0123456789"
const POST = "30000000-0000-4000-a000-000000000018"
const NOW = new Date("2026-11-24T12:00:00Z")
const LATER = new Date("2026-12-01T12:00:00Z")

describe("preview tokens", () => {
  it("round-trips the post and its expiry", () => {
    const token = signPreviewToken(POST, LATER, SECRET)
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, postId: POST, expiresAt: LATER })
  })

  it("expires at its time, not before", () => {
    const token = signPreviewToken(POST, LATER, SECRET)
    expect(verifyPreviewToken(token, SECRET, new Date(LATER.getTime() - 1000)).ok).toBe(true)
    expect(verifyPreviewToken(token, SECRET, LATER)).toEqual({ ok: false, reason: "expired" })
  })

  it("refuses tampering: another post, a later expiry, another secret, a changed signature", () => {
    const token = signPreviewToken(POST, LATER, SECRET)
    const [id, expiry, mac] = token.split(".") as [string, string, string]
    const other = signPreviewToken("30000000-0000-4000-a000-000000000017", LATER, SECRET).split(".")[0]
    const invalid = { ok: false, reason: "invalid" }
    expect(verifyPreviewToken(`${other}.${expiry}.${mac}`, SECRET, NOW)).toEqual(invalid)
    expect(verifyPreviewToken(`${id}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`, SECRET, NOW)).toEqual(
      invalid
    )
    expect(verifyPreviewToken(token, `${SECRET}x`, NOW)).toEqual(invalid)
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`
    expect(verifyPreviewToken(`${id}.${expiry}.${flipped}`, SECRET, NOW)).toEqual(invalid)
    // A forged expiry in the past still answers "invalid": the signature is checked first.
    expect(verifyPreviewToken(`${id}.1.${mac}`, SECRET, NOW)).toEqual(invalid)
  })

  it("refuses anything that is not a token", () => {
    for (const junk of [undefined, 42, "", "a.b.c", `${signPreviewToken(POST, LATER, SECRET)}=`]) {
      expect(verifyPreviewToken(junk, SECRET, NOW)).toEqual({ ok: false, reason: "invalid" })
    }
  })

  it("needs a long secret and a post id", () => {
    expect(() => signPreviewToken(POST, LATER, "short")).toThrow()
    expect(() => signPreviewToken("not-a-uuid", LATER, SECRET)).toThrow()
  })
})
