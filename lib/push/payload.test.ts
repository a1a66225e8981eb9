import { describe, expect, it } from "vitest"

import { buildPushPayload, encodePushPayload, MAX_PAYLOAD_BYTES, pushUrl } from "@/lib/push/payload"

const SITE = "https://convergencia.test:3100"
const bytes = (text: string) => new TextEncoder().encode(text).length

describe("pushUrl", () => {
  it("makes a path of this site absolute", () => {
    expect(pushUrl("/mensagens/abc?x=1#fim", SITE)).toBe("https://convergencia.test:3100/mensagens/abc?x=1#fim")
    expect(pushUrl("https://convergencia.test:3100/projetos/oficina", SITE)).toBe(
      "https://convergencia.test:3100/projetos/oficina"
    )
  })

  it("sends a link elsewhere, a protocol-relative one or none to the dashboard", () => {
    for (const url of [
      null,
      undefined,
      "",
      "https://outro.example/x",
      "//outro.example/x",
      "http://convergencia.test:3100/x",
    ]) {
      expect(pushUrl(url, SITE), String(url)).toBe("https://convergencia.test:3100/dashboard")
    }
  })
})

describe("buildPushPayload", () => {
  it("carries title, body, absolute url and tag", () => {
    expect(
      buildPushPayload(
        {
          title: " Nova mensagem de Bia ",
          body: "Oi!\n\nVamos   conversar?",
          url: "/mensagens",
          tag: "notification-1",
        },
        SITE
      )
    ).toEqual({
      title: "Nova mensagem de Bia",
      body: "Oi! Vamos conversar?",
      url: "https://convergencia.test:3100/mensagens",
      tag: "notification-1",
    })
  })

  it("shortens a long body with an ellipsis, never splitting a character", () => {
    const payload = buildPushPayload({ title: "T", body: "ç😀".repeat(400), url: null, tag: "t" }, SITE)
    expect(Array.from(payload.body)).toHaveLength(300)
    expect(payload.body.endsWith("…")).toBe(true)
    expect(payload.body).not.toMatch(/\uD83D(?!\uDE00)/)
  })
})

describe("encodePushPayload", () => {
  it("is the payload's JSON when it fits", () => {
    const payload = { title: "Título", body: "Corpo", url: `${SITE}/dashboard`, tag: "t" }
    expect(JSON.parse(encodePushPayload(payload, SITE))).toEqual(payload)
  })

  it("stays within the push services' budget, shortening body, then title, then the url", () => {
    const huge = {
      title: "😀".repeat(400),
      body: "😀".repeat(1000),
      url: `${SITE}/${"a".repeat(3000)}`,
      tag: "notification-x",
    }
    const json = encodePushPayload(huge, SITE)
    expect(bytes(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES)
    const parsed = JSON.parse(json) as typeof huge
    expect(parsed.url).toBe(`${SITE}/dashboard`)
    expect(parsed.tag).toBe("notification-x")
    expect(parsed.title.length).toBeGreaterThan(0)
  })
})
