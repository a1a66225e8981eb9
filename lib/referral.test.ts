import { describe, expect, it } from "vitest"

import { normalizeReferralCode, referralPath, whatsappShareUrl } from "@/lib/referral"

describe("normalizeReferralCode", () => {
  it("keeps readable codes, lower-cased and trimmed", () => {
    expect(normalizeReferralCode(" Joana25 ")).toBe("joana25")
    expect(normalizeReferralCode("ana-maria-7")).toBe("ana-maria-7")
  })

  it("refuses what the database would refuse", () => {
    for (const raw of [null, undefined, "", "ab", "-joana", "joana 25", "joão1", "a".repeat(33), "x;drop"]) {
      expect(normalizeReferralCode(raw)).toBeNull()
    }
  })
})

describe("links", () => {
  it("builds the referral path and a WhatsApp share link carrying it", () => {
    expect(referralPath("joana25")).toBe("/convite/joana25")
    const url = new URL(whatsappShareUrl("https://exemplo.org/convite/joana25"))
    expect(url.origin + url.pathname).toBe("https://wa.me/")
    expect(url.searchParams.get("text")).toContain("https://exemplo.org/convite/joana25")
  })
})
