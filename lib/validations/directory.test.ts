import { describe, expect, it } from "vitest"

import {
  businessInputSchema,
  DIRECTORY_TEXT,
  normalizeInstagram,
  normalizeWebsite,
  rejectionSchema,
  replyInputSchema,
  reviewInputSchema,
  reviewStatus,
} from "./directory"

const VALID = {
  name: "  Doceria da Ana  ",
  slug: "",
  description: "Bolos e doces caseiros feitos com carinho para festas e encomendas.",
  category: "alimentacao",
  city: "  Belo   Horizonte ",
  state: "MG",
  whatsapp: "(31) 99123-4567",
  instagram: "@doceriadaana",
  website: "",
  email: "",
  acceptsOrders: "on",
}

const errorsOf = (input: Record<string, string>) => {
  const parsed = businessInputSchema.safeParse(input)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]))
}

describe("businessInputSchema", () => {
  it("tidies a valid listing into the columns it stores", () => {
    expect(businessInputSchema.parse(VALID)).toEqual({
      name: "Doceria da Ana",
      slug: null,
      description: VALID.description,
      category: "alimentacao",
      city: "Belo Horizonte",
      state: "MG",
      whatsapp: "+5531991234567",
      instagram: "https://instagram.com/doceriadaana",
      website: null,
      email: null,
      acceptsOrders: true,
      sellsOnline: false,
    })
  })

  it("answers each wrong field with its own pt-BR message", () => {
    expect(
      errorsOf({
        ...VALID,
        name: " ",
        slug: "Com Espaço",
        description: "curta",
        category: "armas",
        state: "XX",
        whatsapp: "123",
        website: "javascript:alert(1)",
        email: "sem-arroba",
      })
    ).toEqual({
      name: DIRECTORY_TEXT.nameRequired,
      slug: DIRECTORY_TEXT.slugInvalid,
      description: DIRECTORY_TEXT.descriptionShort,
      category: DIRECTORY_TEXT.categoryRequired,
      state: DIRECTORY_TEXT.stateRequired,
      whatsapp: DIRECTORY_TEXT.whatsappInvalid,
      website: DIRECTORY_TEXT.websiteInvalid,
      email: DIRECTORY_TEXT.emailInvalid,
    })
  })

  it("asks for at least one way to make contact", () => {
    expect(errorsOf({ ...VALID, whatsapp: "", instagram: "" })).toEqual({ whatsapp: DIRECTORY_TEXT.contactRequired })
  })
})

describe("contact normalisers", () => {
  it("accepts the ways people write an Instagram profile", () => {
    for (const raw of [
      "@fiosdeminas",
      "fiosdeminas",
      "instagram.com/fiosdeminas",
      "https://www.instagram.com/fiosdeminas/?hl=pt",
    ]) {
      expect(normalizeInstagram(raw), raw).toBe("https://instagram.com/fiosdeminas")
    }
    expect(normalizeInstagram("https://evil.example/x")).toBeNull()
    expect(normalizeInstagram("dois perfis")).toBeNull()
  })

  it("keeps only http(s) sites with a host", () => {
    expect(normalizeWebsite("site.com.br")).toBe("https://site.com.br/")
    expect(normalizeWebsite("http://site.com.br/loja")).toBe("http://site.com.br/loja")
    for (const raw of ["javascript:alert(1)", "ftp://site.com.br", "localhost", "https://user:pw@site.com.br"]) {
      expect(normalizeWebsite(raw), raw).toBeNull()
    }
  })
})

describe("reviews, answers and refusals", () => {
  const BUSINESS = "60000000-0000-4000-a000-000000000003"

  it("takes a 1-5 rating and a comment of 10 to 2000 characters", () => {
    expect(reviewInputSchema.parse({ businessId: BUSINESS, rating: "5", comment: " Ótimo atendimento! " })).toEqual({
      businessId: BUSINESS,
      rating: 5,
      comment: "Ótimo atendimento!",
    })
    for (const rating of ["0", "6", "4.5", "", "cinco"]) {
      expect(
        reviewInputSchema.safeParse({ businessId: BUSINESS, rating, comment: "Muito bom mesmo." }).success,
        rating
      ).toBe(false)
    }
    expect(reviewInputSchema.safeParse({ businessId: BUSINESS, rating: "4", comment: "curto" }).success).toBe(false)
    expect(reviewInputSchema.safeParse({ businessId: "x", rating: "4", comment: "Muito bom mesmo." }).success).toBe(
      false
    )
  })

  it("requires the reason of a refusal and the text of an answer", () => {
    expect(rejectionSchema.safeParse({ id: BUSINESS, reason: "   " }).error?.issues[0]?.message).toBe(
      DIRECTORY_TEXT.reasonRequired
    )
    expect(rejectionSchema.safeParse({ id: BUSINESS, reason: "x".repeat(501) }).success).toBe(false)
    expect(replyInputSchema.safeParse({ reviewId: BUSINESS, reply: "" }).error?.issues[0]?.message).toBe(
      DIRECTORY_TEXT.replyRequired
    )
  })

  it("names a review's moderation state", () => {
    expect(reviewStatus({ approved: true, rejectionReason: null })).toBe("approved")
    expect(reviewStatus({ approved: false, rejectionReason: "Spam" })).toBe("rejected")
    expect(reviewStatus({ approved: false, rejectionReason: null })).toBe("pending")
  })
})
