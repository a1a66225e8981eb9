import { describe, expect, it } from "vitest"

import {
  displayableCoverUrl,
  hasProjectParams,
  parseProjectParams,
  projectsHref,
  storedCoverPath,
} from "@/lib/projects"

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

describe("project covers", () => {
  // vitest.config.ts sets NEXT_PUBLIC_SUPABASE_URL to the local backend's address.
  const PUBLIC = "http://127.0.0.1:54321/storage/v1/object/public"
  const PROJECT = "d1000000-0000-4000-a000-000000000001"
  const OTHER = "d1000000-0000-4000-a000-000000000004"

  it("knows the covers stored in the project's own folder", () => {
    const url = `${PUBLIC}/project-covers/${PROJECT}/capa-1.webp`
    expect(storedCoverPath(url, PROJECT)).toBe(`${PROJECT}/capa-1.webp`)
    expect(displayableCoverUrl(url, PROJECT)).toBe(url)
  })

  it("shows nothing written into cover_url by other means", () => {
    for (const url of [
      `${PUBLIC}/project-covers/${OTHER}/capa.png`,
      `${PUBLIC}/avatars/${PROJECT}/capa.png`,
      `${PUBLIC}/project-covers/${PROJECT}/../${OTHER}/capa.png`,
      "https://rastreador.example/capa.png",
      "/images/logo.png",
      null,
    ]) {
      expect(displayableCoverUrl(url, PROJECT), String(url)).toBeNull()
    }
  })
})
