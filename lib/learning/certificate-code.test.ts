import { describe, expect, it } from "vitest"

import { formatCertificateCode, normalizeCertificateCode } from "./certificate-code"

const CODE = "7K3M9QXR2VB0HDNT4WZ8"

describe("formatCertificateCode", () => {
  it("groups the 20 characters in fours of five", () => {
    expect(formatCertificateCode(CODE)).toBe("7K3M9-QXR2V-B0HDN-T4WZ8")
  })

  it("is stable on a code already formatted or typed loosely", () => {
    expect(formatCertificateCode("7K3M9-QXR2V-B0HDN-T4WZ8")).toBe("7K3M9-QXR2V-B0HDN-T4WZ8")
    expect(formatCertificateCode("7k3m9 qxr2v b0hdn t4wz8")).toBe("7K3M9-QXR2V-B0HDN-T4WZ8")
  })

  it("leaves what is not a code as it was (never a half-grouped string)", () => {
    expect(formatCertificateCode("ABC")).toBe("ABC")
  })
})

describe("normalizeCertificateCode", () => {
  it.each([
    ["the stored form", CODE],
    ["the printed form", "7K3M9-QXR2V-B0HDN-T4WZ8"],
    ["lower case", "7k3m9-qxr2v-b0hdn-t4wz8"],
    ["spaces instead of dashes, and around", "  7K3M9 QXR2V  B0HDN T4WZ8 "],
    ["no separators but mixed", "7K3M9QXR2V-B0HDNT4WZ8"],
    ["O typed for zero", "7K3M9-QXR2V-BOHDN-T4WZ8"],
    ["lower-case o typed for zero", "7K3M9-QXR2V-BoHDN-T4WZ8"],
  ])("reads %s", (_, input) => {
    expect(normalizeCertificateCode(input)).toBe(CODE)
  })

  it("reads I and L (either case) as one", () => {
    expect(normalizeCertificateCode("IL1il-00000-00000-00000")).toBe("11111000000000000000")
  })

  it.each([
    ["too short", "7K3M9-QXR2V-B0HDN-T4WZ"],
    ["too long", "7K3M9-QXR2V-B0HDN-T4WZ8A"],
    ["U, which Crockford leaves out", "7K3M9-QXR2V-B0HDN-T4WZU"],
    ["punctuation", "7K3M9.QXR2V.B0HDN.T4WZ8"],
    ["an accented letter", "7K3M9-QXR2V-B0HDN-T4WZÁ"],
    ["a URL", "https://x.test/certificados/7K3M9QXR2VB0HDNT4WZ8"],
    ["empty", ""],
    ["null", null],
    ["undefined", undefined],
  ])("refuses %s", (_, input) => {
    expect(normalizeCertificateCode(input)).toBeNull()
  })

  it("refuses very long input without scanning it", () => {
    expect(normalizeCertificateCode(`${CODE}${" ".repeat(200)}`)).toBeNull()
  })
})
