import { describe, expect, it } from "vitest"

import { displayableCoverUrl, storedCoverPath } from "@/lib/images/project-cover"

import { localPublicBucket } from "@/tests/helpers/storage-address"

describe("project covers", () => {
  const COVERS = localPublicBucket("project-covers")
  const PROJECT = "d1000000-0000-4000-a000-000000000001"
  const OTHER = "d1000000-0000-4000-a000-000000000004"

  it("knows the covers stored in the project's own folder", () => {
    const url = `${COVERS}/${PROJECT}/capa-1.webp`
    expect(storedCoverPath(url, PROJECT)).toBe(`${PROJECT}/capa-1.webp`)
    expect(displayableCoverUrl(url, PROJECT)).toBe(url)
  })

  it("shows nothing written into cover_url by other means", () => {
    for (const url of [
      `${COVERS}/${OTHER}/capa.png`,
      `${localPublicBucket("avatars")}/${PROJECT}/capa.png`,
      `${COVERS}/${PROJECT}/../${OTHER}/capa.png`,
      "https://rastreador.example/capa.png",
      "/images/logo.png",
      null,
    ]) {
      expect(displayableCoverUrl(url, PROJECT), String(url)).toBeNull()
    }
  })
})
