import { describe, expect, it } from "vitest"
import {
  AUTH_TEXT,
  recoverySchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth"

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

const validSignUp = {
  fullName: "Ana Souza",
  email: "Ana@Example.com ",
  phone: "",
  password: "segredo1",
  confirmPassword: "segredo1",
  newsletter: "on",
  captchaToken: "",
}

describe("signInSchema", () => {
  it("accepts and normalises a valid sign-in", () => {
    const result = signInSchema.parse({ email: " Maria@Exemplo.COM ", password: "x", from: "/admin" })
    expect(result).toMatchObject({ email: "maria@exemplo.com", password: "x", captchaToken: "", from: "/admin" })
  })

  it.each([
    [{ email: "", password: "x" }, AUTH_TEXT.emailRequired],
    [{ password: "x" }, AUTH_TEXT.emailRequired],
    [{ email: "a@b.co", password: "" }, AUTH_TEXT.passwordRequired],
    [{ email: "nao-e-email", password: "x" }, AUTH_TEXT.emailInvalid],
    [{ email: "a@b.co\r\nBcc: vitima@x.com", password: "x" }, AUTH_TEXT.emailInvalid],
    [{ email: "a@b.co%0aBcc:x@y.z", password: "x" }, AUTH_TEXT.emailInvalid],
    [{ email: `${"a".repeat(250)}@b.co`, password: "x" }, AUTH_TEXT.emailInvalid],
    [{ email: "<script>@x.com", password: "x" }, AUTH_TEXT.emailInvalid],
    [{ email: "a@b.co", password: "x".repeat(73) }, AUTH_TEXT.passwordTooLong],
    [{ email: "a@b.co", password: "ç".repeat(37) }, AUTH_TEXT.passwordTooLong],
  ])("rejects %j", (input, message) => {
    expect(firstMessage(signInSchema.safeParse(input))).toBe(message)
  })

  it("never crashes on a very long password", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x".repeat(1_000_000) }).success).toBe(false)
  })
})

describe("signUpSchema", () => {
  it("accepts a valid sign-up and reads the consent box", () => {
    const result = signUpSchema.parse(validSignUp)
    expect(result).toMatchObject({ email: "ana@example.com", newsletter: true, phone: "" })
    expect(signUpSchema.parse({ ...validSignUp, newsletter: undefined }).newsletter).toBe(false)
  })

  it("accepts Brazilian phone formats", () => {
    for (const phone of ["(11) 98765-4321", "+55 11 98765-4321", "11987654321"]) {
      expect(signUpSchema.safeParse({ ...validSignUp, phone }).success).toBe(true)
    }
  })

  it.each([
    [{ fullName: "" }, AUTH_TEXT.nameRequired],
    [{ fullName: "   " }, AUTH_TEXT.nameRequired],
    [{ fullName: "a".repeat(101) }, AUTH_TEXT.nameTooLong],
    [{ fullName: "Ana\r\nBcc: x@y.z" }, AUTH_TEXT.nameInvalid],
    [{ phone: "abc" }, AUTH_TEXT.phoneInvalid],
    [{ phone: "1".repeat(41) }, AUTH_TEXT.phoneInvalid],
    [{ password: "12345", confirmPassword: "12345" }, "A senha deve ter pelo menos 6 caracteres"],
    [{ confirmPassword: "outra-senha" }, "As senhas não coincidem"],
    [{ email: "x@y" }, AUTH_TEXT.emailInvalid],
  ])("rejects %j", (override, message) => {
    expect(firstMessage(signUpSchema.safeParse({ ...validSignUp, ...override }))).toBe(message)
  })

  it("reports every field at once", () => {
    const result = signUpSchema.safeParse({ fullName: "", email: "", password: "1", confirmPassword: "1" })
    const paths = result.error?.issues.map((issue) => issue.path[0])
    expect(paths).toEqual(expect.arrayContaining(["fullName", "email", "password"]))
  })
})

describe("recoverySchema", () => {
  it("needs a valid e-mail", () => {
    expect(recoverySchema.safeParse({ email: "ana@example.com" }).success).toBe(true)
    expect(firstMessage(recoverySchema.safeParse({ email: "" }))).toBe(AUTH_TEXT.emailRequired)
  })
})

describe("resendConfirmationSchema", () => {
  it("needs a valid e-mail, normalised, and keeps nothing else", () => {
    expect(resendConfirmationSchema.parse({ email: " Ana@Example.com", tab: "cadastrar", captchaToken: "t" })).toEqual({
      email: "ana@example.com",
      captchaToken: "t",
    })
    expect(firstMessage(resendConfirmationSchema.safeParse({ email: "a@b.co\r\nBcc: x@y.z" }))).toBe(
      AUTH_TEXT.emailInvalid
    )
    expect(firstMessage(resendConfirmationSchema.safeParse({}))).toBe(AUTH_TEXT.emailRequired)
  })
})

describe("resetPasswordSchema", () => {
  it.each([
    [{ password: "123", confirmPassword: "123" }, "A senha deve ter pelo menos 6 caracteres."],
    [{ password: "123456", confirmPassword: "1234567" }, "As senhas não coincidem."],
    [{}, "A senha deve ter pelo menos 6 caracteres."],
  ])("rejects %j", (input, message) => {
    expect(firstMessage(resetPasswordSchema.safeParse(input))).toBe(message)
  })

  it("accepts matching passwords", () => {
    expect(resetPasswordSchema.safeParse({ password: "nova-senha", confirmPassword: "nova-senha" }).success).toBe(true)
  })
})
