import { describe, expect, it } from "vitest"
import { confirmationEmail, newsletterLinks } from "@/lib/mail/newsletter-mail"
import { verifyUnsubscribeToken } from "@/lib/mail/newsletter-token"

const SECRET = "a-test-secret-that-is-long-enough-0123456789"
const ID = "40000000-0000-4000-a000-000000000007"
const TOKEN = "Abc_-".repeat(8) + "xyz"

describe("newsletterLinks", () => {
  it("points at the site's confirmation and unsubscribe paths with their tokens", () => {
    const links = newsletterLinks("https://convergencia.example/", ID, SECRET, TOKEN)
    expect(links.confirm).toBe(`https://convergencia.example/newsletter/confirmar?token=${TOKEN}`)
    const unsubscribe = new URL(links.unsubscribe)
    expect(unsubscribe.pathname).toBe("/newsletter/descadastrar")
    expect(verifyUnsubscribeToken(unsubscribe.searchParams.get("token"), SECRET)).toBe(ID)
    const now = new URL(links.unsubscribeNow)
    expect(now.pathname).toBe("/newsletter/descadastrar/um-clique")
    expect(now.searchParams.get("token")).toBe(unsubscribe.searchParams.get("token"))
  })
})

describe("confirmationEmail", () => {
  const links = newsletterLinks("https://convergencia.example", ID, SECRET, TOKEN)

  it("carries the confirmation link, a visible unsubscribe link and RFC 8058's headers", () => {
    const mail = confirmationEmail({
      name: "Maria",
      siteName: "Convergência Empreendedora",
      siteUrl: "https://convergencia.example",
      links,
    })
    expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Convergência Empreendedora")
    expect(mail.text).toContain("Olá, Maria!")
    expect(mail.text).toContain(links.confirm)
    expect(mail.text).toContain(links.unsubscribe)
    expect(mail.html).toContain(`href="${links.confirm}"`)
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeNow}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
  })

  it("escapes the name in the HTML part", () => {
    const mail = confirmationEmail({
      name: '<img src=x onerror="alert(1)">',
      siteName: "Convergência Empreendedora",
      siteUrl: "https://convergencia.example",
      links,
    })
    expect(mail.html).not.toContain("<img")
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
  })

  it("greets without a name", () => {
    const mail = confirmationEmail({ name: "  ", siteName: "X", siteUrl: "https://x.example", links })
    expect(mail.text.startsWith("Olá!\n")).toBe(true)
  })

  it("adds the settings' paragraph, escaped in the HTML", () => {
    const intro = "Toda semana: <b>eventos</b> & oportunidades."
    const mail = confirmationEmail({ name: null, siteName: "X", siteUrl: "https://x.example", links, intro })
    expect(mail.text).toContain(intro)
    expect(mail.html).toContain("Toda semana: &lt;b&gt;eventos&lt;/b&gt; &amp; oportunidades.")
  })
})
