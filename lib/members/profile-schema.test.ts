import { describe, expect, it } from "vitest"

import { memberProfileFields, memberProfileSchema } from "./profile-schema"

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

const parse = (entries: [string, string][]) => memberProfileSchema.safeParse(memberProfileFields(form(entries)))

describe("memberProfileSchema", () => {
  it("reads a full public profile", () => {
    const result = parse([
      ["visibility", "public"],
      ["handle", "@Doces-da-Ju"],
      ["bio", "Confeiteira em BH.\nEncomendas para festas."],
      ["city", " Belo Horizonte "],
      ["state", "MG"],
      ["offers", "confeitaria"],
      ["offers", "confeitaria"],
      ["offers", "fotografia"],
      ["needs", "financas"],
      ["offersNote", ""],
      ["needsNote", "Quero aprender a precificar."],
      ["social_instagram", "instagram.com/docesdaju"],
      ["social_site", ""],
    ])
    expect(result.success).toBe(true)
    expect(result.data).toEqual({
      visibility: "public",
      handle: "doces-da-ju",
      bio: "Confeiteira em BH.\nEncomendas para festas.",
      city: "Belo Horizonte",
      state: "MG",
      offers: ["confeitaria", "fotografia"],
      needs: ["financas"],
      offersNote: null,
      needsNote: "Quero aprender a precificar.",
      socialLinks: { instagram: "https://instagram.com/docesdaju" },
    })
  })

  it("lets a hidden profile go without a handle, and asks one of a visible profile", () => {
    expect(parse([["visibility", "hidden"]]).data?.handle).toBeNull()
    const members = parse([["visibility", "members"]])
    expect(members.success).toBe(false)
    expect(members.error?.issues[0]?.path).toEqual(["handle"])
  })

  it("names each field's problem", () => {
    const result = parse([
      ["visibility", "todos"],
      ["handle", "admin"],
      ["bio", "x".repeat(501)],
      ["city", "Belo\nHorizonte"],
      ["state", "XX"],
      ["offers", "<script>"],
      ...Array.from({ length: 11 }, (_, index) => ["needs", `skill-${index}`] as [string, string]),
      ["social_instagram", "https://golpe.example/instagram"],
    ])
    expect(result.success).toBe(false)
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]))
    expect(fields).toEqual(
      new Set(["visibility", "handle", "bio", "city", "state", "offers", "needs", "social_instagram"])
    )
  })

  it("reads anything but a form as an empty one", () => {
    expect(memberProfileFields("x")).toEqual({})
    expect(memberProfileSchema.safeParse(memberProfileFields(null)).success).toBe(false)
  })
})
