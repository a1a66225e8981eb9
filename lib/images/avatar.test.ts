import { describe, expect, it } from "vitest"

import {
  avatarObjectPath,
  avatarPublicUrl,
  displayableAvatarUrl,
  initialsOf,
  storedAvatarPath,
} from "@/lib/images/avatar"

import { localPublicBucket } from "@/tests/helpers/storage-address"

const USER = "00000000-0000-4000-a000-000000000003"
const OTHER = "00000000-0000-4000-a000-000000000004"
const PUBLIC = localPublicBucket("avatars")

describe("avatar addresses", () => {
  it("names objects inside the member's own folder, by the sniffed type", () => {
    expect(avatarObjectPath(USER, "image/webp", "abc123")).toBe(`${USER}/avatar-abc123.webp`)
    expect(avatarObjectPath(USER, "image/jpeg", "x")).toBe(`${USER}/avatar-x.jpg`)
  })

  it("round-trips a stored object's public address", () => {
    const path = avatarObjectPath(USER, "image/png", "f00d")
    const url = avatarPublicUrl(path)
    expect(url).toBe(`${PUBLIC}/${USER}/avatar-f00d.png`)
    expect(storedAvatarPath(url)).toBe(path)
    expect(storedAvatarPath(url, USER)).toBe(path)
    expect(displayableAvatarUrl(url)).toBe(url)
  })

  it("knows nothing of addresses it did not store", () => {
    for (const url of [
      "https://evil.example/avatar.png",
      `${PUBLIC}/../post-images/x.png`,
      `${PUBLIC}/${USER}/../../${OTHER}/avatar.png`,
      `${PUBLIC}/${USER}/sub/avatar.png`,
      `${localPublicBucket("post-images")}/x.png`,
      "/images/logo.png",
      "",
      null,
    ]) {
      expect(storedAvatarPath(url), String(url)).toBeNull()
      expect(displayableAvatarUrl(url), String(url)).toBeNull()
    }
    // Someone else's folder, when the owner is given.
    expect(storedAvatarPath(`${PUBLIC}/${OTHER}/avatar-x.webp`, USER)).toBeNull()
  })
})

// One initialsOf serves every avatar (issue #35): before, the community's took the first UTF-16
// unit of each space-separated word, so the header and the group page disagreed on a member.
describe("initialsOf", () => {
  it.each([
    ["Ana Maria Souza", "AS"],
    ["ana", "A"],
    ["  Lúcia   Santos ", "LS"],
    ["élida ômega", "ÉÔ"],
    ["(Ana) Souza", "AS"],
    ["Ana - Souza", "AS"],
    ["maria.souza@example.com", "MS"],
    ["joana@example.com", "J"],
    ["𝓐na Souza", "𝓐S"],
    ["", "?"],
    ["  ", "?"],
    ["---", "?"],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})
