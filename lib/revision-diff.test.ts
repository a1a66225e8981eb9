import { describe, expect, it } from "vitest"

import { postText, revisionDiff } from "@/lib/revision-diff"

describe("revision diff", () => {
  it("reads the words of a post's HTML", () => {
    expect(postText("<p>Feira &amp; praça</p><h2>Como&nbsp;participar</h2><p>Até&#32;sábado</p>")).toBe(
      "Feira & praça\nComo participar\nAté sábado"
    )
  })

  it("marks removed and added words against the current text", () => {
    const parts = revisionDiff(
      "<p>Feira na praça central no sábado.</p>",
      "<p>Feira na praça do mercado no domingo.</p>"
    )
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["central", "sábado"])
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["do mercado", "domingo"])
    expect(parts.map((p) => (p.kind === "removed" ? "" : p.text)).join("")).toBe(
      "Feira na praça do mercado no domingo."
    )
  })

  it("has nothing to mark for the same text", () => {
    expect(revisionDiff("<p>Igual</p>", "<p>Igual</p>")).toEqual([{ kind: "same", text: "Igual" }])
  })
})
