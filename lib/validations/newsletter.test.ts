import { describe, expect, it } from "vitest"
import {
  isHoneypotFilled,
  isNewsletterResultCode,
  NEWSLETTER_RESULTS,
  isNewsletterLinkResultCode,
  NEWSLETTER_TEXT,
  newsletterSchema,
  parseStatusParam,
  rpcValidationError,
  validationCode,
} from "./newsletter"

const parse = (fields: Record<string, string>) => newsletterSchema.safeParse(fields)
const firstMessage = (fields: Record<string, string>) => {
  const result = parse(fields)
  return result.success ? null : result.error.issues[0]?.message
}

describe("newsletterSchema", () => {
  it("trims the name, trims and lowercases the e-mail", () => {
    const result = parse({ name: "  Maria da Silva ", email: "  Maria.Silva+news@Exemplo.COM.br " })
    expect(result.success && result.data).toEqual({
      name: "Maria da Silva",
      email: "maria.silva+news@exemplo.com.br",
      website: "",
    })
  })

  it.each([
    ["", NEWSLETTER_TEXT.emailRequired],
    ["   ", NEWSLETTER_TEXT.emailRequired],
    ["maria", NEWSLETTER_TEXT.emailInvalid],
    ["maria@", NEWSLETTER_TEXT.emailInvalid],
    ["maria@exemplo", NEWSLETTER_TEXT.emailInvalid],
    ["maria@exemplo.c", NEWSLETTER_TEXT.emailInvalid],
    ["ma ria@exemplo.com", NEWSLETTER_TEXT.emailInvalid],
    ["maria@exemplo.com\nBcc: x@y.com", NEWSLETTER_TEXT.emailInvalid],
    ["maria@-exemplo.com", NEWSLETTER_TEXT.emailInvalid],
    ['"maria"@exemplo.com', NEWSLETTER_TEXT.emailInvalid],
    [`${"a".repeat(250)}@b.co`, NEWSLETTER_TEXT.emailInvalid],
  ])("refuses the e-mail %j", (email, message) => {
    expect(firstMessage({ name: "Maria", email })).toBe(message)
  })

  it.each(["maria@exemplo.com", "o'neil@exemplo.org", "a_b-c.d%e@sub.exemplo.com.br"])("accepts %s", (email) => {
    expect(parse({ name: "Maria", email }).success).toBe(true)
  })

  it.each([
    ["", NEWSLETTER_TEXT.nameRequired],
    ["   ", NEWSLETTER_TEXT.nameRequired],
    ["a".repeat(121), NEWSLETTER_TEXT.nameTooLong],
    ["Maria\u0000", NEWSLETTER_TEXT.nameInvalid],
    ["Maria\r\nBcc", NEWSLETTER_TEXT.nameInvalid],
  ])("refuses the name %j", (name, message) => {
    expect(firstMessage({ name, email: "maria@exemplo.com" })).toBe(message)
  })

  it.each([
    "Veja https://golpe.example",
    "Ganhe em www.premio.net",
    "Ana x.com/premio",
    "Promo em golpe.com.br",
    "Loja Bella.COM",
    '<a href="https://x.y">Ana</a>',
    "< a>Ana",
  ])("refuses a name with a link: %j (issue #32)", (name) => {
    expect(firstMessage({ name, email: "maria@exemplo.com" })).toBe(NEWSLETTER_TEXT.nameHasLink)
    expect(validationCode("name", NEWSLETTER_TEXT.nameHasLink)).toBe("name_link")
  })

  it.each(["Ana Maria S. Costa", "J.R. Tolkien", "Dra.Silva", "Maria Comunicação", "Ana-Clara d'Ávila"])(
    "accepts the name %j",
    (name) => {
      expect(parse({ name, email: "maria@exemplo.com" }).success).toBe(true)
    }
  )

  it("requires both fields", () => {
    const result = newsletterSchema.safeParse({})
    expect(result.success).toBe(false)
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0])
    expect(paths).toEqual(["name", "email"])
  })
})

describe("honeypot", () => {
  it("is filled only by a non-blank value", () => {
    expect(isHoneypotFilled({ website: "" })).toBe(false)
    expect(isHoneypotFilled({ website: "   " })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true)
  })
})

describe("answers and database errors", () => {
  it("has one success, which does not say whether the address was already subscribed", () => {
    expect(Object.keys(NEWSLETTER_RESULTS).sort()).toEqual(
      [
        "check_email",
        "email_required",
        "failed",
        "invalid_email",
        "invalid_name",
        "name_link",
        "name_required",
        "rate_limited",
      ].sort()
    )
    expect(NEWSLETTER_RESULTS.check_email).toBe(NEWSLETTER_TEXT.checkEmail)
    expect(NEWSLETTER_TEXT.checkEmail).not.toMatch(/já (está|estava) inscrit|reativad/i)
  })

  it("maps subscribe_newsletter's 22023 errors to fields", () => {
    expect(rpcValidationError({ code: "22023", message: "invalid_email" })).toEqual({
      field: "email",
      code: "invalid_email",
      message: NEWSLETTER_TEXT.emailInvalid,
    })
    expect(rpcValidationError({ code: "22023", message: "invalid_name" })?.field).toBe("name")
    expect(rpcValidationError({ code: "22023", message: "name_has_link" })).toEqual({
      field: "name",
      code: "name_link",
      message: NEWSLETTER_TEXT.nameHasLink,
    })
    expect(rpcValidationError({ code: "22023", message: "invalid_origin" })).toBeNull()
    expect(rpcValidationError({ code: "42501", message: "invalid_email" })).toBeNull()
  })
})

describe("result codes (a plain form post is answered with /newsletter/<code>)", () => {
  it("knows only its own codes", () => {
    expect(isNewsletterResultCode("check_email")).toBe(true)
    expect(isNewsletterResultCode("created")).toBe(false)
    expect(isNewsletterResultCode("already_subscribed")).toBe(false)
    expect(isNewsletterLinkResultCode("confirmed")).toBe(true)
    expect(isNewsletterLinkResultCode("unsubscribed")).toBe(true)
    expect(isNewsletterLinkResultCode("constructor")).toBe(false)
    expect(isNewsletterResultCode("rate_limited")).toBe(true)
    expect(isNewsletterResultCode("toString")).toBe(false)
    expect(isNewsletterResultCode("<script>")).toBe(false)
    expect(isNewsletterResultCode(undefined)).toBe(false)
  })

  it("names the field and whether it was empty", () => {
    expect(validationCode("email", NEWSLETTER_TEXT.emailRequired)).toBe("email_required")
    expect(validationCode("email", NEWSLETTER_TEXT.emailInvalid)).toBe("invalid_email")
    expect(validationCode("name", NEWSLETTER_TEXT.nameRequired)).toBe("name_required")
    expect(validationCode("name", NEWSLETTER_TEXT.nameTooLong)).toBe("invalid_name")
    expect(validationCode("website", "x")).toBe("failed")
    expect(NEWSLETTER_RESULTS.invalid_email).toBe("Informe um e-mail válido.")
  })
})

describe("status filter (?status= of /admin/newsletter)", () => {
  it("reads the pt-BR values and ignores anything else", () => {
    expect(parseStatusParam("confirmado")).toBe("confirmed")
    expect(parseStatusParam("pendente")).toBe("pending")
    expect(parseStatusParam("descadastrado")).toBe("unsubscribed")
    expect(parseStatusParam("confirmed")).toBeNull()
    expect(parseStatusParam(undefined)).toBeNull()
    expect(parseStatusParam(["pendente"])).toBeNull()
  })
})
