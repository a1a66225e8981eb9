/**
 * The SMTP stand-in (tests/stand-ins/smtp.ts) as the app meets it: nodemailer, configured through
 * lib/mail/smtp.ts from an SMTP_URL, sends a notification e-mail over real SMTP; the stand-in's
 * JSON lists it with its headers. A wrong password is refused with an auth error, and after the
 * provider "rotates" the password (POST /_stand-in/password) the configured one fails until it is
 * set back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { notificationUnsubscribeLinks } from "@/lib/mail/notification-links"
import { notificationEmail } from "@/lib/mail/notification-mail"
import { describeSmtpError, smtpTransportFromEnv } from "@/lib/mail/smtp"
import { type ReceivedMail, SMTP_STAND_IN, type SmtpStandIn, startSmtpStandIn } from "@/tests/stand-ins/smtp"

const SECRET = "a-test-secret-that-is-long-enough-0123456789"
const USER = "40000000-0000-4000-a000-000000000007"
const SITE = { siteUrl: "https://convergencia.example", siteName: "Convergência Empreendedora" }

let standIn: SmtpStandIn
/** The app's SMTP_URL, fixed at the start (the provider may change its password later). */
let configuredUrl: string

beforeAll(async () => {
  standIn = await startSmtpStandIn()
  configuredUrl = standIn.smtpUrl
})
afterAll(async () => {
  await standIn?.close()
})
beforeEach(async () => {
  await fetch(`${standIn.httpUrl}/_stand-in/emails`, { method: "DELETE" })
})

const unsubscribe = notificationUnsubscribeLinks(SITE.siteUrl, USER, "messages", SECRET)
const mail = notificationEmail({
  ...SITE,
  unsubscribe,
  category: "messages",
  notification: { title: "Nova mensagem de Ana Ção", message: "Olá! Tudo bem?", actionUrl: "/mensagens/x" },
})

function send(smtpUrl: string, to: string) {
  const transport = smtpTransportFromEnv({ smtpUrl })!
  return transport
    .sendMail({
      from: { name: "Convergência Empreendedora", address: "noreply@convergencia.example" },
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
    .finally(() => transport.close())
}

async function received(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${standIn.httpUrl}/_stand-in/emails?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ReceivedMail[]
}

const setPassword = (password: string) =>
  fetch(`${standIn.httpUrl}/_stand-in/password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password }),
  })

describe("the SMTP stand-in", () => {
  it("receives what nodemailer sends through lib/mail/smtp.ts, and lists it with its headers", async () => {
    expect(configuredUrl).toBe(`smtp://${SMTP_STAND_IN.user}:${SMTP_STAND_IN.password}@127.0.0.1:${standIn.smtpPort}`)
    const info = (await send(configuredUrl, "Joana@Example.com")) as { accepted: string[] }
    expect(info.accepted).toHaveLength(1)

    const [email, ...others] = await received("joana@example.com")
    expect(others).toEqual([])
    expect(email).toMatchObject({
      to: ["joana@example.com"],
      from: '"Convergência Empreendedora" <noreply@convergencia.example>',
      subject: "Nova mensagem de Ana Ção",
    })
    expect(email!.text).toContain("Olá! Tudo bem?")
    expect(email!.html).toContain('<html lang="pt-BR">')
    expect(email!.headers["list-unsubscribe"]).toBe(`<${unsubscribe.oneClick}>`)
    expect(email!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")
    expect(email!.links).toContain("https://convergencia.example/mensagens/x")
    expect(Number.isNaN(Date.parse(email!.date))).toBe(false)

    // People read the same list on the page.
    const page = await (await fetch(`${standIn.httpUrl}/`)).text()
    expect(page).toContain('<html lang="pt-BR">')
    expect(page).toContain("Nova mensagem de Ana Ção")
    expect(page).toContain('<a href="https://convergencia.example/mensagens/x">')
  })

  it("refuses a wrong password with an auth error, which the outbox takes for an outage", async () => {
    const wrong = `smtp://${SMTP_STAND_IN.user}:not-the-password@127.0.0.1:${standIn.smtpPort}`
    const error = await send(wrong, "ana@example.com").then(
      () => null,
      (caught: unknown) => caught
    )
    expect(error).toMatchObject({ code: "EAUTH", responseCode: 535 })
    expect(describeSmtpError(error)).toMatchObject({ kind: "auth", outage: true })
    expect(await received("ana@example.com")).toEqual([])
  })

  it("after the provider rotates the password the configured one fails, until it is set back", async () => {
    expect((await setPassword("rotated-password")).status).toBe(200)
    try {
      await expect(send(configuredUrl, "bia@example.com")).rejects.toMatchObject({ code: "EAUTH" })
      expect(await received("bia@example.com")).toEqual([])
    } finally {
      expect((await setPassword(SMTP_STAND_IN.password)).status).toBe(200)
    }
    await send(configuredUrl, "bia@example.com")
    expect(await received("bia@example.com")).toHaveLength(1)
  })

  it("refuses a password change without a password", async () => {
    for (const body of ["{}", '{"password": ""}', "not json"]) {
      const response = await fetch(`${standIn.httpUrl}/_stand-in/password`, { method: "POST", body })
      expect(response.status, body).toBe(400)
    }
  })

  it("forgets everything on DELETE", async () => {
    await send(configuredUrl, "clara@example.com")
    expect(await received("clara@example.com")).toHaveLength(1)
    expect((await fetch(`${standIn.httpUrl}/_stand-in/emails`, { method: "DELETE" })).status).toBe(204)
    expect(await (await fetch(`${standIn.httpUrl}/_stand-in/emails`)).json()).toEqual([])
  })
})
