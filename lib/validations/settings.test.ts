import { describe, expect, it } from "vitest"

import { reaisToCents, settingsFormInput, settingsInputSchema } from "@/lib/validations/settings"

const form = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    site_name: "Convergência Empreendedora",
    site_description: "Uma rede de mulheres empreendedoras.",
    contact_email: "Contato@Exemplo.org",
    contact_phone: "",
    social_instagram: "https://instagram.com/convergencia",
    social_facebook: "",
    social_linkedin: "",
    social_youtube: "",
    commission_amount: "12,50",
    referral_window_days: "30",
    directory_listing_approval: "on",
    newsletter_optin_text: "",
  }
  for (const prefix of ["home_stats", "about_impact"]) {
    for (let index = 0; index < 4; index++) {
      fields[`${prefix}_${index}_value`] = `${index + 1}0+`
      fields[`${prefix}_${index}_label`] = `Legenda ${index}`
    }
  }
  return settingsFormInput({ ...fields, ...overrides })
}

describe("reaisToCents", () => {
  it("reads reais with a comma or a dot as integer centavos", () => {
    expect(reaisToCents("12,50")).toBe(1250)
    expect(reaisToCents("R$ 7.5")).toBe(750)
    expect(reaisToCents("10")).toBe(1000)
  })

  it("refuses anything else", () => {
    for (const raw of ["", "abc", "1,234", "-5", "1e3"]) expect(reaisToCents(raw)).toBeNaN()
  })
})

describe("settingsInputSchema", () => {
  it("accepts the form, lower-cases the e-mail and turns blanks into null", () => {
    const parsed = settingsInputSchema.parse(form())
    expect(parsed).toMatchObject({
      contact_email: "contato@exemplo.org",
      contact_phone: null,
      social_facebook: null,
      commission_amount_cents: 1250,
      referral_window_days: 30,
      directory_listing_approval: true,
      directory_review_approval: false,
    })
    expect(parsed.home_stats).toHaveLength(4)
  })

  it("refuses non-https social links, bad numbers and blank figures", () => {
    for (const overrides of <Record<string, string>[]>[
      { social_youtube: "javascript:alert(1)" },
      { social_linkedin: "http://linkedin.com/x" },
      { commission_amount: "-1" },
      { referral_window_days: "0" },
      { referral_window_days: "400" },
      { home_stats_2_label: "" },
      { site_name: "" },
    ]) {
      expect(settingsInputSchema.safeParse(form(overrides)).success, JSON.stringify(overrides)).toBe(false)
    }
  })
})
