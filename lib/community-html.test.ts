import { describe, expect, it } from "vitest"

import {
  browserSignedImageUrl,
  isEmptyMessage,
  MENTION_LIMIT,
  parseMentions,
  plainText,
  privateImagePaths,
  sanitizeCommunityHtml,
  storableCommunityHtml,
  withSignedImages,
} from "@/lib/community-html"

import { localPublicBucket } from "@/tests/helpers/storage-address"

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
    const own = `${localPublicBucket("community-images")}/g/u/foto.webp`
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

describe("private pictures in messages (issue #32)", () => {
  const GROUP = "c1000000-0000-4000-a000-000000000001"
  const AUTHOR = "00000000-0000-4000-a000-000000000003"
  const PATH = `${GROUP}/${AUTHOR}/foto.webp`
  const STORED = `http://127.0.0.1:54321/storage/v1/object/authenticated/private-community-images/${PATH}`
  const SIGNED = `http://127.0.0.1:54321/storage/v1/object/sign/private-community-images/${PATH}?token=abc.def-ghi`

  it("keeps the stored and signed addresses of the private bucket, and saves the stored one", () => {
    const clean = sanitizeCommunityHtml(`<p><img src="${SIGNED}"></p>`)
    expect(clean).toContain(SIGNED)
    expect(storableCommunityHtml(clean)).toBe(`<p><img src="${STORED}" loading="lazy" /></p>`)
    expect(sanitizeCommunityHtml(`<p><img src="${STORED}"></p>`)).toContain(STORED)
    expect(sanitizeCommunityHtml(`<p><img src="https://outro.example/storage/v1/object/sign/x.png"></p>`)).toBe(
      "<p></p>"
    )
  })

  it("lists the stored pictures and swaps them for signed URLs (escaped), leaving unsigned ones", () => {
    const other = STORED.replace("foto.webp", "outra.webp")
    const html = `<p><img src="${STORED}" /><img src="${other}" /></p>`
    expect(privateImagePaths(html)).toEqual([PATH, `${GROUP}/${AUTHOR}/outra.webp`])
    const shown = withSignedImages(html, new Map([[PATH, `${SIGNED}&x=1`]]))
    expect(shown).toBe(`<p><img src="${SIGNED}&amp;x=1" /><img src="${other}" /></p>`)
  })

  it("puts a signed URL made through a private address on the public one", () => {
    expect(
      browserSignedImageUrl(`http://kong:8000/storage/v1/object/sign/private-community-images/${PATH}?token=t`)
    ).toBe(`http://127.0.0.1:54321/storage/v1/object/sign/private-community-images/${PATH}?token=t`)
    expect(browserSignedImageUrl("http://kong:8000/storage/v1/object/sign/outro-bucket/x.png?token=t")).toBeNull()
  })
})
