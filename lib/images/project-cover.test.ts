import { describe, expect, it } from "vitest"

import { displayableCoverUrl, storedCoverPath } from "@/lib/images/project-cover"

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
