import { describe, expect, it } from "vitest"

import {
  BRAZILIAN_STATES,
  changePasswordSchema,
  deleteAccountSchema,
  formatBrazilianPhone,
  normalizeBrazilianPhone,
  PROFILE_TEXT,
  profileBasicsSchema,
  profileSchema,
  rolesSchema,
} from "@/lib/validations/profile"

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe("normalizeBrazilianPhone", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["55 (81) 99876-1001", "+5581998761001"],
    ["011 98765-4321", "+5511987654321"],
    ["(31) 3456-7890", "+553134567890"],
    ["61 2345.6789", "+556123456789"],
  ])("%s → %s", (typed, stored) => {
    expect(normalizeBrazilianPhone(typed)).toBe(stored)
  })

  it.each([
    "1234",
    "(11) 8765-432", // too short
    "(11) 88765-4321", // 9 digits not starting with 9
    "(20) 98765-4321", // area code not in use
    "(11) 1234-5678", // landlines start with 2 to 5
    "+1 415 555 0100", // not Brazil
    "(11) 98765-4321 ramal 2",
    "abc",
  ])("refuses %s", (typed) => {
    expect(normalizeBrazilianPhone(typed)).toBeNull()
  })

  it("formats stored numbers for reading, and leaves anything else as stored", () => {
    expect(formatBrazilianPhone("+5511987654321")).toBe("(11) 98765-4321")
    expect(formatBrazilianPhone("+55 81 99876-1001")).toBe("(81) 99876-1001")
    expect(formatBrazilianPhone("+553134567890")).toBe("(31) 3456-7890")
    expect(formatBrazilianPhone("+1 415 555 0100")).toBe("+1 415 555 0100")
    expect(formatBrazilianPhone("  ")).toBeNull()
    expect(formatBrazilianPhone(null)).toBeNull()
  })
})

describe("profileSchema", () => {
  it("stores the phone normalised and empty fields as null", () => {
    const result = profileSchema.safeParse({
      fullName: "  Ana Souza ",
      phone: "(11) 98765-4321",
      bio: " Doceira.\r\nCaruaru ",
      city: " Caruaru ",
      state: "PE",
    })
    expect(result.data).toEqual({
      full_name: "Ana Souza",
      phone: "+5511987654321",
      bio: "Doceira.\nCaruaru",
      city: "Caruaru",
      state: "PE",
    })
    expect(profileSchema.safeParse({ fullName: "Ana", phone: "", bio: "", city: "", state: "" }).data).toEqual({
      full_name: "Ana",
      phone: null,
      bio: null,
      city: null,
      state: null,
    })
  })

  it("answers every bad field in pt-BR at once", () => {
    const result = profileSchema.safeParse({
      fullName: "",
      phone: "123",
      bio: "a".repeat(501),
      city: "c".repeat(121),
      state: "XX",
    })
    expect(result.success).toBe(false)
    expect(fieldErrors(result)).toEqual({
      fullName: PROFILE_TEXT.nameRequired,
      phone: PROFILE_TEXT.phoneInvalid,
      bio: PROFILE_TEXT.bioTooLong,
      city: PROFILE_TEXT.cityTooLong,
      state: PROFILE_TEXT.stateInvalid,
    })
  })

  it("takes a 500-character bio with line breaks, but no other control characters", () => {
    expect(profileSchema.safeParse({ fullName: "Ana", bio: "a".repeat(500) }).success).toBe(true)
    expect(profileSchema.safeParse({ fullName: "Ana", bio: "linha 1\nlinha 2" }).success).toBe(true)
    expect(fieldErrors(profileSchema.safeParse({ fullName: "Ana", bio: "sino\u0007" }))).toEqual({
      bio: PROFILE_TEXT.bioInvalid,
    })
    expect(fieldErrors(profileSchema.safeParse({ fullName: "Ana\u0000", city: "Rio\u001b" }))).toEqual({
      fullName: PROFILE_TEXT.nameInvalid,
      city: PROFILE_TEXT.cityInvalid,
    })
  })

  it("accepts exactly the 27 UFs, in capitals", () => {
    expect(BRAZILIAN_STATES).toHaveLength(27)
    for (const { code } of BRAZILIAN_STATES) {
      expect(profileBasicsSchema.safeParse({ fullName: "Ana", state: code }).data?.state).toBe(code)
    }
    for (const state of ["sp", "São Paulo", "BR", "XX", " SP"]) {
      expect(fieldErrors(profileBasicsSchema.safeParse({ fullName: "Ana", state }))).toEqual({
        state: PROFILE_TEXT.stateInvalid,
      })
    }
  })
})

describe("rolesSchema", () => {
  it("reads ticked boxes as true and absent ones as false", () => {
    expect(rolesSchema.safeParse({ business_owner: "on" }).data).toEqual({
      business_owner: true,
      community_member: false,
      instructor_interest: false,
    })
  })

  it("refuses any other value, such as a role name smuggled in", () => {
    const result = rolesSchema.safeParse({ business_owner: "admin", instructor_interest: "true" })
    expect(fieldErrors(result)).toEqual({
      business_owner: PROFILE_TEXT.choiceInvalid,
      instructor_interest: PROFILE_TEXT.choiceInvalid,
    })
  })
})

describe("account schemas", () => {
  it("change password: current password required, new one checked like the reset form", () => {
    expect(
      fieldErrors(changePasswordSchema.safeParse({ currentPassword: "", password: "curta", confirmPassword: "outra" }))
    ).toEqual({
      currentPassword: PROFILE_TEXT.currentPasswordRequired,
      password: "A senha deve ter pelo menos 6 caracteres.",
      confirmPassword: "As senhas não coincidem.",
    })
    expect(
      changePasswordSchema.safeParse({ currentPassword: "x", password: "nova-senha", confirmPassword: "nova-senha" })
        .success
    ).toBe(true)
  })

  it("delete account: password and the typed word EXCLUIR", () => {
    expect(deleteAccountSchema.safeParse({ password: "segredo", confirmation: " EXCLUIR " }).success).toBe(true)
    expect(fieldErrors(deleteAccountSchema.safeParse({ password: "", confirmation: "excluir" }))).toEqual({
      password: PROFILE_TEXT.passwordRequired,
      confirmation: PROFILE_TEXT.confirmationMismatch,
    })
  })
})
