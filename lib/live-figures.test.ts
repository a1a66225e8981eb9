import { describe, expect, it } from "vitest"

import { liveSource, parseLiveCounts, roundedDown, withLiveCounts } from "./live-figures"

describe("live figures", () => {
  it("rounds a count down, with + for at least", () => {
    expect(roundedDown(0)).toBe("0")
    expect(roundedDown(7)).toBe("7")
    expect(roundedDown(48)).toBe("40+")
    expect(roundedDown(487)).toBe("450+")
    expect(roundedDown(1234)).toBe("1.200+")
    expect(roundedDown(12_345)).toBe("12.000+")
  })

  it("reads what a figure counts from its label", () => {
    expect(liveSource("Mulheres conectadas")).toBe("members")
    expect(liveSource("Negócios apoiados")).toBe("businesses")
    expect(liveSource("Projetos")).toBe("projects")
    expect(liveSource("Cidades")).toBe("cities")
    expect(liveSource("Satisfação")).toBeNull()
  })

  it("replaces only the live figures, and nothing when the setting is off", () => {
    const figures = [
      { value: "500+", label: "Mulheres conectadas" },
      { value: "95%", label: "Satisfação" },
    ]
    const counts = parseLiveCounts({ members: 1234, businesses: 3, projects: 9, cities: 12 })
    expect(withLiveCounts(figures, counts)).toEqual([
      { value: "1.200+", label: "Mulheres conectadas" },
      { value: "95%", label: "Satisfação" },
    ])
    expect(withLiveCounts(figures, parseLiveCounts(null))).toBe(figures)
    expect(parseLiveCounts({ members: "1" })).toBeNull()
  })
})
