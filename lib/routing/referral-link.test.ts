import { describe, expect, it } from "vitest"

import { referralCodeOfHome, withoutReferral } from "./referral-link"

const url = (path: string) => new URL(path, "https://convergencia.test")

describe("referralCodeOfHome", () => {
  it("reads a well-formed code on the home page, lower-cased", () => {
    expect(referralCodeOfHome(url("/?ref=Joana25"))).toBe("joana25")
  })

  it("ignores codes that cannot be one, and other pages", () => {
    expect(referralCodeOfHome(url("/?ref=a"))).toBeNull()
    expect(referralCodeOfHome(url("/?ref=%3Cscript%3E"))).toBeNull()
    expect(referralCodeOfHome(url("/?ref="))).toBeNull()
    expect(referralCodeOfHome(url("/"))).toBeNull()
    expect(referralCodeOfHome(url("/blog?ref=joana25"))).toBeNull()
  })
})

describe("withoutReferral", () => {
  it("drops only ref", () => {
    expect(withoutReferral(url("/?ref=joana25")).href).toBe("https://convergencia.test/")
    expect(withoutReferral(url("/?utm_source=whatsapp&ref=joana25")).href).toBe(
      "https://convergencia.test/?utm_source=whatsapp"
    )
  })
})
