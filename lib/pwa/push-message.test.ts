import { describe, expect, it } from "vitest"

import { BADGE_PATH, clickTarget, ICON_PATH, notificationFor, readPushPayload } from "./push-message"

const ORIGIN = "https://convergencia.example"

describe("readPushPayload", () => {
  it("reads the sender's JSON", () => {
    expect(
      readPushPayload(JSON.stringify({ title: "Nova mensagem", body: "Ana: oi", url: "/mensagens/1", tag: "m1" }))
    ).toEqual({ title: "Nova mensagem", body: "Ana: oi", url: "/mensagens/1", tag: "m1" })
  })

  it("falls back to a generic notice on empty, malformed or titleless payloads", () => {
    for (const text of [
      null,
      "",
      "not json",
      "[]",
      JSON.stringify({ body: "sem título" }),
      JSON.stringify({ title: "  " }),
    ]) {
      expect(readPushPayload(text).title).toBe("Convergência Empreendedora")
    }
  })
})

describe("clickTarget", () => {
  it("keeps paths and absolute addresses of this site", () => {
    expect(clickTarget("/projetos/feira?x=1#topo", ORIGIN)).toBe(`${ORIGIN}/projetos/feira?x=1#topo`)
    expect(clickTarget(`${ORIGIN}/mensagens`, ORIGIN)).toBe(`${ORIGIN}/mensagens`)
  })

  it("sends anything else to the dashboard", () => {
    for (const url of [
      "https://evil.example/phish",
      "//evil.example/x",
      "http://convergencia.example/mensagens", // another scheme is another origin
      "javascript:alert(1)",
      "data:text/html,x",
      "",
      42,
      undefined,
    ]) {
      expect(clickTarget(url, ORIGIN)).toBe(`${ORIGIN}/dashboard`)
    }
  })
})

describe("notificationFor", () => {
  it("builds the notification with the site's icon, badge, tag and a same-site link", () => {
    const { title, options } = notificationFor(
      { title: "Pedido", body: "Seu pedido saiu", url: "https://evil.example", tag: "o1" },
      ORIGIN
    )
    expect(title).toBe("Pedido")
    expect(options).toMatchObject({ body: "Seu pedido saiu", icon: ICON_PATH, badge: BADGE_PATH, tag: "o1" })
    expect(options.data).toEqual({ url: `${ORIGIN}/dashboard` })
  })

  it("cuts long titles and bodies", () => {
    const { title, options } = notificationFor({ title: "t".repeat(500), body: "b".repeat(5000) }, ORIGIN)
    expect(title.length).toBe(120)
    expect(options.body?.length).toBe(400)
    expect(title.endsWith("…")).toBe(true)
  })
})
