import { describe, expect, it } from "vitest"

import { isEmptyMessage, MENTION_LIMIT, parseMentions, plainText, sanitizeCommunityHtml } from "@/lib/community-html"

const MEMBERS = [
  { id: "ana", name: "Ana Lúcia Santos" },
  { id: "anabela", name: "Anabela Rocha" },
  { id: "joana", name: "Joana Batista" },
  { id: "carla1", name: "Carla Mendes" },
  { id: "carla2", name: "Carla Souza" },
]

describe("parseMentions", () => {
  it("finds full names, accents and case aside, in order, once each", () => {
    expect(parseMentions("<p>Oi @ana lucia santos e @JOANA BATISTA, e de novo @Joana Batista!</p>", MEMBERS)).toEqual([
      "ana",
      "joana",
    ])
  })

  it("takes a first name only when no other member shares it", () => {
    expect(parseMentions("<p>@Joana e @Carla, vejam</p>", MEMBERS)).toEqual(["joana"])
    expect(parseMentions("<p>@Carla Souza vem?</p>", MEMBERS)).toEqual(["carla2"])
  })

  it("prefers the longer name and stops at the end of a word", () => {
    expect(parseMentions("<p>@Anabela Rocha</p>", MEMBERS)).toEqual(["anabela"])
    expect(parseMentions("<p>@Anabelas</p>", MEMBERS)).toEqual([])
    // "Ana" is nobody else's first name ("Anabela" is a name of its own).
    expect(parseMentions("<p>@Ana, tudo bem?</p>", MEMBERS)).toEqual(["ana"])
  })

  it("reads the text, not the markup, and never mentions the author", () => {
    expect(parseMentions('<p>@<strong>Joana</strong> <a href="mailto:x@joana.com">x</a></p>', MEMBERS)).toEqual([
      "joana",
    ])
    expect(parseMentions("<p>@Joana Batista</p>", MEMBERS, "joana")).toEqual([])
    expect(parseMentions("<p>sem menção nenhuma</p>", MEMBERS)).toEqual([])
  })

  it("notifies at most MENTION_LIMIT people", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, name: `Pessoa Número${i}` }))
    const text = many.map((person) => `@${person.name}`).join(" ")
    expect(parseMentions(`<p>${text}</p>`, many)).toHaveLength(MENTION_LIMIT)
  })
})

describe("sanitizeCommunityHtml", () => {
  it("applies the blog's allowlist", () => {
    const html = sanitizeCommunityHtml(
      '<p onclick="x()">oi<script>alert(1)</script></p><a href="javascript:alert(1)">l</a>'
    )
    expect(html).not.toMatch(/script|onclick|javascript:/)
    expect(html).toContain("<p>oi</p>")
  })

  it("keeps only images stored by this project or the site's own", () => {
    const own = "http://127.0.0.1:54321/storage/v1/object/public/community-images/g/u/foto.webp"
    const html = sanitizeCommunityHtml(
      `<p>a</p><img src="https://rastreador.example/pixel.gif" alt="x"><img src="${own}" alt="foto"><img src="/images/hero.jpg" alt="capa"><img src="/images/../segredo" alt="y">`
    )
    expect(html).not.toContain("rastreador.example")
    expect(html).not.toContain("segredo")
    expect(html).toContain(own)
    expect(html).toContain('src="/images/hero.jpg"')
  })

  it("answers an empty string for nothing", () => {
    expect(sanitizeCommunityHtml(null)).toBe("")
    expect(sanitizeCommunityHtml("")).toBe("")
  })
})

describe("plainText and isEmptyMessage", () => {
  it("reads what a person would see", () => {
    expect(plainText("<p>Olá&nbsp;<b>mundo</b></p><p>&amp; mais</p>")).toBe("Olá mundo & mais")
    expect(isEmptyMessage("<p> </p><p></p>")).toBe(true)
    expect(isEmptyMessage('<p><img src="/images/hero.jpg"></p>')).toBe(false)
    expect(isEmptyMessage("<p>oi</p>")).toBe(false)
  })
})
