import { describe, expect, it } from "vitest"

import { localPublicBucket } from "@/tests/helpers/storage-address"

import {
  businessInitials,
  displayableLogoUrl,
  formatRating,
  formatReviewCount,
  instagramLabel,
  logoPublicUrl,
  storedLogoPath,
  websiteLabel,
  whatsappUrl,
} from "./directory"

const BUSINESS = "60000000-0000-4000-a000-000000000003"
const OTHER = "60000000-0000-4000-a000-000000000001"
const PUBLIC = localPublicBucket("business-logos")

describe("contact links", () => {
  it("builds WhatsApp's click-to-chat link from any way the number was typed", () => {
    expect(whatsappUrl("+55 31 99123-4004")).toBe("https://wa.me/5531991234004")
    expect(whatsappUrl("(31) 99123-4004")).toBe("https://wa.me/5531991234004")
    expect(whatsappUrl("+5531991234004", "Olá!")).toBe("https://wa.me/5531991234004?text=Ol%C3%A1!")
    expect(whatsappUrl("123")).toBeNull()
    expect(whatsappUrl(null)).toBeNull()
  })

  it("labels Instagram and website addresses as people read them", () => {
    expect(instagramLabel("https://instagram.com/fiosdeminas")).toBe("@fiosdeminas")
    expect(websiteLabel("https://www.maosquetecem.coop.br/")).toBe("maosquetecem.coop.br")
  })
})

describe("initials and ratings", () => {
  it("takes two initials, skipping short connecting words", () => {
    expect(businessInitials("Doces da Cláudia")).toBe("DC")
    expect(businessInitials("Código Delas")).toBe("CD")
    expect(businessInitials("Lume")).toBe("L")
  })

  it("writes averages with a comma and counts in pt-BR", () => {
    expect(formatRating(4.5)).toBe("4,5")
    expect(formatRating(5)).toBe("5,0")
    expect(formatRating(null)).toBe("")
    expect(formatReviewCount(1)).toBe("1 avaliação")
    expect(formatReviewCount(1200)).toBe("1.200 avaliações")
  })
})

describe("logo addresses", () => {
  it("round-trips a stored logo of its own business", () => {
    const url = logoPublicUrl(`${BUSINESS}/logo-abc.webp`)
    expect(url).toBe(`${PUBLIC}/${BUSINESS}/logo-abc.webp`)
    expect(storedLogoPath(url, BUSINESS)).toBe(`${BUSINESS}/logo-abc.webp`)
    expect(displayableLogoUrl(url, BUSINESS)).toBe(url)
  })

  it("shows nothing it did not store for that business", () => {
    for (const url of [
      "https://evil.example/logo.png",
      `${PUBLIC}/${OTHER}/logo.png`,
      `${PUBLIC}/${BUSINESS}/../${OTHER}/logo.png`,
      `${PUBLIC}/${BUSINESS}/sub/logo.png`,
      `${localPublicBucket("avatars")}/x.png`,
      "/images/logo.png",
      null,
    ]) {
      expect(displayableLogoUrl(url, BUSINESS), String(url)).toBeNull()
    }
  })
})
