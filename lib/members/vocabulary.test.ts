import { describe, expect, it } from "vitest"

import { BRAZILIAN_STATES as PROFILE_STATES } from "@/lib/validations/profile"

import { BRAZILIAN_STATES, isStateCode, normalizeSocialLink, socialLinksOf, stateName } from "./vocabulary"

describe("states", () => {
  it("knows the 27 federative units by code", () => {
    expect(isStateCode("MG")).toBe(true)
    expect(isStateCode("mg")).toBe(false)
    expect(isStateCode("XX")).toBe(false)
    expect(stateName("DF")).toBe("Distrito Federal")
    expect(stateName(null)).toBeNull()
    expect(BRAZILIAN_STATES).toEqual(PROFILE_STATES)
  })
})

describe("social links", () => {
  it.each([
    ["instagram", "instagram.com/doces.da.ju", "https://instagram.com/doces.da.ju"],
    ["instagram", "https://www.instagram.com/doces", "https://www.instagram.com/doces"],
    ["youtube", "https://youtu.be/abc", "https://youtu.be/abc"],
    ["site", "minhaloja.com.br", "https://minhaloja.com.br/"],
  ] as const)("keeps %s %s as %s", (network, raw, url) => {
    expect(normalizeSocialLink(network, raw)).toBe(url)
  })

  it.each([
    ["instagram", "http://instagram.com/x"],
    ["instagram", "https://instagram.com.golpe.example/x"],
    ["instagram", "https://evil.example/instagram.com"],
    ["facebook", "javascript:alert(1)"],
    ["site", "https://user:pass@loja.com.br"],
    ["site", "https://localhost"],
    ["site", `https://loja.com.br/${"a".repeat(300)}`],
    ["site", "loja .com"],
  ] as const)("refuses %s %s", (network, raw) => {
    expect(normalizeSocialLink(network, raw)).toBeNull()
  })

  it("shows only safe stored links, in the networks' order", () => {
    expect(
      socialLinksOf({
        site: "https://loja.com.br",
        instagram: "https://instagram.com/x",
        tiktok: "http://tiktok.com/x",
        x: 1,
      })
    ).toEqual([
      { network: "instagram", label: "Instagram", url: "https://instagram.com/x" },
      { network: "site", label: "Site", url: "https://loja.com.br/" },
    ])
    expect(socialLinksOf(null)).toEqual([])
    expect(socialLinksOf(["https://instagram.com/x"])).toEqual([])
  })
})
