import { describe, expect, it } from "vitest"

import { hasProjectParams, parseProjectParams, projectsHref } from "@/lib/projects"

describe("projects URL state", () => {
  it("parses kind, format, state and status, ignoring unknown values", () => {
    expect(parseProjectParams({ tipo: "curso", formato: "online", uf: "ba", situacao: "encerrado" })).toEqual({
      kind: "curso",
      format: "online",
      state: "BA",
      status: "encerrado",
    })
    expect(parseProjectParams({ tipo: "toString", uf: "ZZ" })).toEqual({ kind: "", format: "", state: "", status: "" })
  })

  it("builds addresses without defaults and recognises filtered ones", () => {
    expect(projectsHref({ kind: "feira", state: "PE" })).toBe("/projetos?tipo=feira&uf=PE")
    expect(projectsHref({})).toBe("/projetos")
    expect(hasProjectParams(new URLSearchParams("tipo=curso"))).toBe(true)
    expect(hasProjectParams(new URLSearchParams("utm_source=x"))).toBe(false)
  })
})
