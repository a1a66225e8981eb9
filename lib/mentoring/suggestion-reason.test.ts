import { describe, expect, it } from "vitest"

import { suggestionReason } from "@/lib/mentoring/suggestion-reason"

const LABELS: Record<string, string> = {
  financas: "Finanças e precificação",
  mei: "Formalização (MEI)",
  marketing: "Marketing digital",
  vendas: "Vendas online",
}
const label = (slug: string) => LABELS[slug] ?? ""
const base = { topics: ["financas"], matchedTopics: [], sameCity: false, sameState: false, city: null, state: null }

describe("suggestionReason", () => {
  it("names the matched topics and the shared city", () => {
    expect(
      suggestionReason(
        { ...base, matchedTopics: ["financas"], sameCity: true, sameState: true, city: "Recife", state: "PE" },
        label
      )
    ).toBe("Oferece: Finanças e precificação · Também em Recife/PE")
  })

  it("joins up to three topics as people write them", () => {
    expect(suggestionReason({ ...base, matchedTopics: ["financas", "mei"] }, label)).toBe(
      "Oferece: Finanças e precificação e Formalização (MEI)"
    )
    expect(suggestionReason({ ...base, matchedTopics: ["financas", "mei", "marketing", "vendas"] }, label)).toBe(
      "Oferece: Finanças e precificação, Formalização (MEI) e Marketing digital"
    )
  })

  it("says the state when only the state is shared", () => {
    expect(suggestionReason({ ...base, sameState: true, city: "Olinda", state: "PE" }, label)).toBe("Também em PE")
  })

  it("falls back to what she offers when nothing matched", () => {
    expect(suggestionReason({ ...base, topics: ["marketing", "vendas", "mei"] }, label)).toBe(
      "Mentora em Marketing digital e Vendas online"
    )
    expect(suggestionReason({ ...base, topics: [] }, label)).toBe("Tem horários livres")
  })
})
