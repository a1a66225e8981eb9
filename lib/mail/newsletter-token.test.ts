import { describe, expect, it } from "vitest"
import { isConfirmationTokenShape, signUnsubscribeToken, verifyUnsubscribeToken } from "@/lib/mail/newsletter-token"

const SECRET = "a-test-secret-that-is-long-enough-0123456789"
const OTHER_SECRET = "another-secret-that-is-long-enough-9876543210"
const ID = "40000000-0000-4000-a000-000000000001"

describe("unsubscribe token", () => {
  it("round-trips the subscriber id", () => {
    const token = signUnsubscribeToken(ID, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(ID)
    expect(signUnsubscribeToken(ID.toUpperCase(), SECRET)).toBe(token)
  })

  it("refuses a token signed with another secret", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(ID, OTHER_SECRET), SECRET)).toBeNull()
  })

  it("refuses a tampered id or signature", () => {
    const token = signUnsubscribeToken(ID, SECRET)
    const [id, mac] = token.split(".") as [string, string]
    const otherId = signUnsubscribeToken("40000000-0000-4000-a000-000000000002", SECRET).split(".")[0]!
    expect(verifyUnsubscribeToken(`${otherId}.${mac}`, SECRET)).toBeNull()
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`
    expect(verifyUnsubscribeToken(`${id}.${flipped}`, SECRET)).toBeNull()
    // Same bytes, non-canonical spelling of the last character.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    const sibling = alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]
    expect(verifyUnsubscribeToken(`${id}.${mac.slice(0, -1)}${sibling}`, SECRET)).toBeNull()
  })

  it.each([undefined, null, 42, "", "abc", `${"a".repeat(22)}.${"b".repeat(43)}`, "a.b.c", "x".repeat(10_000)])(
    "refuses %j",
    (value) => {
      expect(verifyUnsubscribeToken(value, SECRET)).toBeNull()
    }
  )

  it("will not work with a short secret or a non-uuid id", () => {
    expect(() => signUnsubscribeToken(ID, "short")).toThrow()
    expect(() => verifyUnsubscribeToken("x", "short")).toThrow()
    expect(() => signUnsubscribeToken("not-a-uuid", SECRET)).toThrow()
  })
})

describe("confirmation token shape", () => {
  it("accepts only 43 base64url characters", () => {
    expect(isConfirmationTokenShape("a".repeat(43))).toBe(true)
    expect(isConfirmationTokenShape("A-_0".repeat(10) + "abc")).toBe(true)
    expect(isConfirmationTokenShape("a".repeat(42))).toBe(false)
    expect(isConfirmationTokenShape(`${"a".repeat(42)}=`)).toBe(false)
    expect(isConfirmationTokenShape(null)).toBe(false)
  })
})
