import { describe, expect, it } from "vitest"

import { describeSmtpError, isSmtpConfigured, smtpOptionsFromEnv, smtpTransportFromEnv } from "@/lib/mail/smtp"

describe("smtpOptionsFromEnv", () => {
  it("is null without SMTP_URL or SMTP_HOST", () => {
    expect(smtpOptionsFromEnv({})).toBeNull()
    expect(smtpOptionsFromEnv({ smtpUser: "x", smtpPassword: "y" })).toBeNull()
    expect(isSmtpConfigured({})).toBe(false)
    expect(smtpTransportFromEnv({})).toBeNull()
  })

  it("reads SMTP_URL: smtps is TLS on 465, smtp is STARTTLS on 587, credentials decoded", () => {
    expect(smtpOptionsFromEnv({ smtpUrl: "smtps://ana%40x.example:p%3Ass%2Fw@smtp.example.com" })).toMatchObject({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      auth: { user: "ana@x.example", pass: "p:ss/w" },
    })
    expect(smtpOptionsFromEnv({ smtpUrl: "smtp://u:p@smtp.example.com" })).toMatchObject({ port: 587, secure: false })
    expect(smtpOptionsFromEnv({ smtpUrl: "smtp://u:p@127.0.0.1:54325" })).toMatchObject({
      host: "127.0.0.1",
      port: 54325,
      secure: false,
    })
    // The URL wins over the parts.
    expect(smtpOptionsFromEnv({ smtpUrl: "smtp://relay.example", smtpHost: "other.example" })).toMatchObject({
      host: "relay.example",
    })
    expect(smtpOptionsFromEnv({ smtpUrl: "smtp://relay.example" })?.auth).toBeUndefined()
  })

  it("reads the parts, TLS from the first byte on 465 or with SMTP_SECURE", () => {
    expect(
      smtpOptionsFromEnv({ smtpHost: "smtp.example.com", smtpUser: "u", smtpPassword: "p", smtpPort: 2525 })
    ).toMatchObject({ host: "smtp.example.com", port: 2525, secure: false, auth: { user: "u", pass: "p" } })
    expect(smtpOptionsFromEnv({ smtpHost: "h", smtpPort: 465 })).toMatchObject({ secure: true })
    expect(smtpOptionsFromEnv({ smtpHost: "h", smtpSecure: true })).toMatchObject({ port: 465, secure: true })
    expect(smtpOptionsFromEnv({ smtpHost: "h" })).toMatchObject({ port: 587, secure: false })
  })

  it("never lets a message read files or URLs, and gives up on a silent server", () => {
    expect(smtpOptionsFromEnv({ smtpHost: "h" })).toMatchObject({
      disableFileAccess: true,
      disableUrlAccess: true,
      connectionTimeout: 10_000,
    })
  })
})

describe("describeSmtpError", () => {
  const error = (fields: Record<string, unknown>) => Object.assign(new Error("x"), fields)

  it("takes a refused login or an unreachable server for an outage of the provider", () => {
    expect(
      describeSmtpError(error({ code: "EAUTH", responseCode: 535, response: "535 5.7.8 Authentication failed" }))
    ).toEqual({
      kind: "auth",
      outage: true,
      message: "O servidor SMTP recusou o usuário ou a senha: 535 5.7.8 Authentication failed",
    })
    const refused = describeSmtpError(
      error({ code: "ESOCKET", originalCode: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:9" })
    )
    expect(refused).toMatchObject({ kind: "connection", outage: true })
    expect(refused.message).toContain("ECONNREFUSED")
    expect(describeSmtpError(error({ code: "ETIMEDOUT" }))).toMatchObject({ outage: true })
    expect(describeSmtpError(error({ code: "EPROTOCOL", responseCode: 421 }))).toMatchObject({ outage: true })
  })

  it("takes a refused recipient or a busy mailbox for this e-mail's trouble alone", () => {
    expect(
      describeSmtpError(error({ code: "EENVELOPE", responseCode: 550, permanent: true, response: "550 No such user" }))
    ).toEqual({
      kind: "rejected",
      outage: false,
      message: "O servidor SMTP recusou o destinatário (550): 550 No such user",
    })
    expect(describeSmtpError(error({ code: "EMESSAGE", responseCode: 452 }))).toMatchObject({
      kind: "temporary",
      outage: false,
    })
    expect(describeSmtpError("boom")).toMatchObject({ kind: "other", outage: false })
  })
})
