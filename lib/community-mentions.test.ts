import { describe, expect, it } from "vitest"

import { keepMentionsOf, parseMentions, sanitizeCommunityHtml } from "@/lib/community-html"
import { mentionHtml, mentionQueryBefore, suggestMentions } from "@/lib/community-mentions"
import { sanitizePostHtml } from "@/lib/html/sanitize"

const JOANA = "a1000000-0000-4000-a000-000000000001"
const JOSEFA = "a1000000-0000-4000-a000-000000000002"
const ANA = "a1000000-0000-4000-a000-000000000003"
const JOANA_TOO = "a1000000-0000-4000-a000-000000000004"
const STRANGER = "a1000000-0000-4000-a000-000000000009"

const MEMBERS = [
  { id: JOSEFA, name: "Josefa Lima" },
  { id: ANA, name: "Ana Jordão" },
  { id: JOANA, name: "Joana Batista" },
  { id: JOANA_TOO, name: "Joana Batista" },
]

describe("mentionQueryBefore", () => {
  it("reads the @ word she is typing, at the start or after a space", () => {
    expect(mentionQueryBefore("Oi @Jo")).toBe("Jo")
    expect(mentionQueryBefore("@")).toBe("")
    expect(mentionQueryBefore("(@Joana Ba")).toBe("Joana Ba")
    expect(mentionQueryBefore("Oi, @João")).toBe("João")
  })

  it("ignores e-mail addresses, finished words and long runs", () => {
    expect(mentionQueryBefore("ana@jo")).toBeNull()
    expect(mentionQueryBefore("Oi @Jo ")).toBeNull()
    expect(mentionQueryBefore("sem arroba")).toBeNull()
    expect(mentionQueryBefore(`@${"a".repeat(61)}`)).toBeNull()
    expect(mentionQueryBefore("@uma frase inteira com muitas palavras")).toBeNull()
  })
})

describe("suggestMentions", () => {
  it("matches the start of any of her names, accents and case aside, full-name matches first", () => {
    expect(suggestMentions("jo", MEMBERS).map((m) => m.name)).toEqual([
      "Joana Batista",
      "Joana Batista",
      "Josefa Lima",
      "Ana Jordão",
    ])
    expect(suggestMentions("JORDAO", MEMBERS).map((m) => m.id)).toEqual([ANA])
    expect(suggestMentions("Joana B", MEMBERS).map((m) => m.id)).toEqual([JOANA, JOANA_TOO])
    expect(suggestMentions("oana", MEMBERS)).toEqual([])
  })

  it("lists everyone for a bare @, and at most the limit", () => {
    expect(suggestMentions("", MEMBERS, 2)).toHaveLength(2)
    expect(suggestMentions("", MEMBERS)).toHaveLength(4)
  })
})

describe("mention markup", () => {
  it("is a span naming the member by id, with her name as text", () => {
    expect(mentionHtml({ id: JOANA, name: "Joana <b>Batista</b>" })).toBe(
      `<span data-mention="${JOANA}">@Joana &lt;b&gt;Batista&lt;/b&gt;</span>`
    )
  })

  it("survives the community sanitiser, and nothing else on it does", () => {
    const html = `<p>Oi <span data-mention="${JOANA}" class="x" style="color:red" onclick="alert(1)" data-x="1">@Joana Batista</span>!</p>`
    expect(sanitizeCommunityHtml(html)).toBe(`<p>Oi <span data-mention="${JOANA}">@Joana Batista</span>!</p>`)
  })

  it("is unwrapped (text kept) when it names no one, and plain spans go", () => {
    expect(sanitizeCommunityHtml('<p><span data-mention="javascript:alert(1)">@Joana</span></p>')).toBe("<p>@Joana</p>")
    expect(sanitizeCommunityHtml('<p><span class="x">texto</span> <span>solto</span></p>')).toBe("<p>texto solto</p>")
    expect(
      sanitizeCommunityHtml(`<p><span data-mention="${JOANA}"><a href="https://x.test">@Joana</a></span></p>`)
    ).toBe(`<p><span data-mention="${JOANA}">@Joana</span></p>`)
  })

  it("is not blog markup: the blog's sanitiser unwraps it", () => {
    expect(sanitizePostHtml(`<p><span data-mention="${JOANA}">@Joana Batista</span></p>`)).toBe("<p>@Joana Batista</p>")
  })

  it("keeps only the group's members when a message is saved", () => {
    const html = `<p><span data-mention="${JOANA}">@Joana Batista</span> e <span data-mention="${STRANGER}">@Estranha</span></p>`
    expect(keepMentionsOf(html, new Set([JOANA]))).toBe(
      `<p><span data-mention="${JOANA}">@Joana Batista</span> e @Estranha</p>`
    )
  })
})

describe("parseMentions with markup", () => {
  it("notifies the member the markup names, even when another member has the same name", () => {
    const html = `<p>Oi <span data-mention="${JOANA_TOO}">@Joana Batista</span></p>`
    expect(parseMentions(html, MEMBERS)).toEqual([JOANA_TOO])
  })

  it("ignores markup naming someone outside the group, and the author", () => {
    expect(parseMentions(`<p><span data-mention="${STRANGER}">@Estranha</span></p>`, MEMBERS)).toEqual([])
    expect(parseMentions(`<p><span data-mention="${JOSEFA}">@Josefa Lima</span></p>`, MEMBERS, JOSEFA)).toEqual([])
  })
})
