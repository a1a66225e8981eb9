import { describe, expect, it } from "vitest"

import { notificationUnsubscribeLinks } from "@/lib/mail/notification-links"
import {
  DIGEST_SHOWN_ITEMS,
  digestEmail,
  type DigestItem,
  notificationEmail,
  reminderEmail,
  siteActionUrl,
} from "@/lib/mail/notification-mail"

const SECRET = "a-test-secret-that-is-long-enough-0123456789"
const USER = "40000000-0000-4000-a000-000000000007"
const SITE = { siteUrl: "https://convergencia.example", siteName: "Convergência Empreendedora" }
const links = (category: Parameters<typeof notificationUnsubscribeLinks>[2]) =>
  notificationUnsubscribeLinks(SITE.siteUrl, USER, category, SECRET)

/** Every href of an HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"))

describe("siteActionUrl", () => {
  it("puts a same-site path on the site's own address", () => {
    expect(siteActionUrl(SITE.siteUrl, "/mensagens/abc?x=1#fim")).toBe(
      "https://convergencia.example/mensagens/abc?x=1#fim"
    )
    expect(siteActionUrl("https://convergencia.example/", "/projetos/oficina")).toBe(
      "https://convergencia.example/projetos/oficina"
    )
  })

  it("keeps an absolute address of this site, replaces any other by the dashboard", () => {
    expect(siteActionUrl(SITE.siteUrl, "https://convergencia.example/loja")).toBe("https://convergencia.example/loja")
    for (const foreign of [
      "https://evil.example/phish",
      "http://convergencia.example/loja", // another origin: the scheme differs
      "//evil.example/x",
      "/.//evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(siteActionUrl(SITE.siteUrl, foreign), String(foreign)).toBe("https://convergencia.example/dashboard")
    }
  })
})

describe("notificationEmail", () => {
  const unsubscribe = links("messages")
  const mail = notificationEmail({
    ...SITE,
    unsubscribe,
    category: "messages",
    notification: {
      title: "Nova mensagem de Ana",
      message: "Ana: Oi! Vi seu perfil.",
      actionUrl: "/mensagens/11111111-1111-4111-8111-111111111111",
      createdAt: "2026-12-15T01:30:00.000Z",
    },
  })

  it("says what happened, in pt-BR, with the link on the site's own host", () => {
    expect(mail.subject).toBe("Nova mensagem de Ana")
    const action = "https://convergencia.example/mensagens/11111111-1111-4111-8111-111111111111"
    expect(mail.text).toContain("Ana: Oi! Vi seu perfil.")
    expect(mail.text).toContain(`Ler a mensagem no site: ${action}`)
    // São Paulo's time, not UTC's (01:30 UTC is 22:30 the day before).
    expect(mail.text).toContain("Em 14/12/2026, 22:30 (horário de Brasília).")
    expect(mail.html).toContain(`<a href="${action}"`)
    expect(mail.html).toContain(">Ler a mensagem no site</a>")
    for (const href of hrefs(mail.html)) expect(new URL(href).origin).toBe("https://convergencia.example")
  })

  it("is an accessible pt-BR document with a real heading", () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/)
    expect(mail.html).toContain("<title>Nova mensagem de Ana</title>")
    expect(mail.html).toMatch(/<h1[^>]*>Nova mensagem de Ana<\/h1>/)
  })

  it("says why she got it and links her preferences and the unsubscribe page", () => {
    expect(mail.text).toContain(
      'Você recebe este e-mail porque escolheu receber "Mensagens diretas" por e-mail na hora.'
    )
    expect(mail.text).toContain("https://convergencia.example/dashboard/notificacoes")
    expect(mail.text).toContain(unsubscribe.page)
    expect(hrefs(mail.html)).toEqual(
      expect.arrayContaining(["https://convergencia.example/dashboard/notificacoes", unsubscribe.page])
    )
  })

  it("carries RFC 8058's one-click headers for its category", () => {
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
    expect(new URL(unsubscribe.oneClick).searchParams.get("c")).toBe("messages")
  })

  it("replaces a foreign action_url by the dashboard, and says so on the button", () => {
    const foreign = notificationEmail({
      ...SITE,
      unsubscribe,
      category: "messages",
      notification: { title: "Oi", message: "", actionUrl: "https://evil.example/login" },
    })
    expect(foreign.html).not.toContain("evil.example")
    expect(foreign.text).not.toContain("evil.example")
    expect(foreign.text).toContain("Abrir o painel: https://convergencia.example/dashboard")
  })

  it("escapes stored text in the HTML part and keeps the subject on one line", () => {
    const hostile = notificationEmail({
      ...SITE,
      unsubscribe,
      category: "community",
      notification: {
        title: "<b>Oi</b>\r\nBcc: x@evil.example",
        message: '<img src=x onerror="alert(1)">',
        actionUrl: "/",
      },
    })
    expect(hostile.subject).toBe("<b>Oi</b> Bcc: x@evil.example")
    expect(hostile.html).not.toContain("<img")
    expect(hostile.html).not.toContain("<b>Oi")
    expect(hostile.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
  })

  it("names the key a database category falls under", () => {
    const shop = notificationEmail({
      ...SITE,
      unsubscribe: links("directory"),
      category: "shop",
      notification: { title: "Nova avaliação", message: "", actionUrl: "/loja/x" },
    })
    expect(shop.text).toContain('"Diretório, loja e avaliações"')
  })
})

describe("digestEmail", () => {
  const unsubscribe = links("digest")
  const item = (n: number, category: string): DigestItem => ({
    title: `Aviso ${n}`,
    message: `Texto ${n}`,
    actionUrl: `/comunidade/topico-${n}`,
    category,
    // One a minute, the highest number newest.
    createdAt: new Date(Date.UTC(2026, 11, 15, 12, n)).toISOString(),
  })

  it("groups by category in the preferences' order, newest first, with every link on the site", () => {
    const mail = digestEmail({
      ...SITE,
      unsubscribe,
      frequency: "daily",
      periodKey: "2026-12-15",
      items: [item(1, "community"), item(2, "shop"), item(3, "community"), item(4, "learning")],
      total: 4,
    })
    expect(mail.subject).toBe("Seu resumo diário: 4 novidades na Convergência Empreendedora")
    expect(mail.html).toMatch(/<h1[^>]*>Seu resumo de 15\/12\/2026<\/h1>/)
    const order = [
      "Comunidade: respostas e menções",
      "Aviso 3",
      "Aviso 1",
      "Diretório, loja e avaliações",
      "Aviso 2",
      "Aprendizagem",
      "Aviso 4",
    ]
    const positions = order.map((text) => mail.text.indexOf(text))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(mail.html).toMatch(/<h2[^>]*>Comunidade: respostas e menções<\/h2>/)
    // 12:03 UTC is 09:03 in São Paulo.
    expect(mail.text).toContain("Aviso 3 (15/12/2026, 09:03)")
    expect(mail.text).not.toContain("e mais")
    for (const href of hrefs(mail.html)) expect(new URL(href).origin).toBe("https://convergencia.example")
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${unsubscribe.oneClick}>`)
    expect(mail.text).toContain(`Não receber mais o resumo por e-mail: ${unsubscribe.page}`)
  })

  it(`shows the newest ${DIGEST_SHOWN_ITEMS} and counts the rest as "e mais N"`, () => {
    const items = Array.from({ length: 30 }, (_, n) => item(n, "community"))
    const mail = digestEmail({ ...SITE, unsubscribe, frequency: "weekly", periodKey: "2026-W51", items, total: 57 })
    expect(mail.subject).toBe("Seu resumo semanal: 57 novidades na Convergência Empreendedora")
    expect(mail.html).toMatch(/<h1[^>]*>Seu resumo da semana<\/h1>/)
    expect(mail.text).toContain("Aviso 29")
    expect(mail.text).toContain("Aviso 10 ")
    expect(mail.text).not.toContain("Aviso 9 ")
    expect(mail.text).toContain("E mais 37 notificações no seu painel: https://convergencia.example/dashboard")
    expect(mail.html).toContain("E mais 37 notificações no seu painel")
    expect(mail.html.match(/<li /g)).toHaveLength(DIGEST_SHOWN_ITEMS)
  })

  it("says one in the singular", () => {
    const mail = digestEmail({
      ...SITE,
      unsubscribe,
      frequency: "daily",
      periodKey: "2026-12-15",
      items: [item(1, "orders")],
    })
    expect(mail.subject).toBe("Seu resumo diário: 1 novidade na Convergência Empreendedora")
  })
})

describe("reminderEmail", () => {
  const unsubscribe = links("projects")
  const reminder = {
    title: "Lembrete: Oficina de preços",
    message: "Precificação — começa em 16/12 às 19:00 (horário de Brasília)",
    actionUrl: "/projetos/precificacao",
    // 19h in São Paulo.
    startsAt: "2026-12-16T22:00:00.000Z",
    projectTitle: "Precificação",
    sessionTitle: "Oficina de preços",
    kind: "24h" as const,
  }

  it("says when, in São Paulo's time, relative to the moment it is sent", () => {
    const mail = reminderEmail({ ...SITE, unsubscribe, reminder, now: new Date("2026-12-15T22:00:00.000Z") })
    expect(mail.subject).toBe("Lembrete: Oficina de preços amanhã às 19h")
    expect(mail.html).toMatch(/<h1[^>]*>Oficina de preços começa amanhã às 19h<\/h1>/)
    expect(mail.text).toContain("Encontro do projeto Precificação: 16/12/2026, 19h (horário de Brasília).")
    expect(mail.text).toContain("Ver o projeto Precificação: https://convergencia.example/projetos/precificacao")
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${unsubscribe.oneClick}>`)
    const hour = reminderEmail({
      ...SITE,
      unsubscribe,
      reminder: { ...reminder, kind: "1h" },
      now: new Date("2026-12-16T21:00:00.000Z"),
    })
    expect(hour.subject).toBe("Lembrete: Oficina de preços hoje às 19h")
  })

  it("reads as a mentoring reminder for a mentoring session (issue #40)", () => {
    const mail = reminderEmail({
      ...SITE,
      unsubscribe,
      reminder: {
        ...reminder,
        title: "Lembrete: mentoria — Precificar bolos",
        actionUrl: "/dashboard/mentoria",
        projectTitle: "Mentoria com Joana Batista",
        sessionTitle: "Precificar bolos",
      },
      now: new Date("2026-12-15T22:00:00.000Z"),
    })
    expect(mail.subject).toBe("Lembrete: mentoria amanhã às 19h — Precificar bolos")
    expect(mail.html).toMatch(/<h1[^>]*>Sua mentoria começa amanhã às 19h<\/h1>/)
    expect(mail.text).toContain("Mentoria com Joana Batista: Precificar bolos, 16/12/2026, 19h (horário de Brasília).")
    expect(mail.text).toContain("Ver minhas mentorias: https://convergencia.example/dashboard/mentoria")
    expect(mail.text).toContain("porque tem uma mentoria marcada")
    expect(mail.text).not.toContain("projeto")
  })
})
