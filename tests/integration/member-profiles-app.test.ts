/**
 * Member profiles through the app's own code (issue #37), against the real local backend: her
 * public-profile form's schema and write (lib/members/profile-schema.ts, updateMemberProfile),
 * what she and others read through lib/data/member-profiles.ts under their sessions (the member
 * twins' reads), the directory for a member, and the authors' handles. Only next/headers' cookie
 * jar and connection() are stood in for (Vitest has no request); nothing of ours is mocked. The
 * visitors' reads run under "use cache", which needs Next; the browser spec covers them.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as MemberProfiles from "@/lib/data/member-profiles"
import { memberProfileFields, memberProfileSchema } from "@/lib/members/profile-schema"
import { socialLinksOf } from "@/lib/members/vocabulary"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { type LearningWorld, type Person, startLearningWorld } from "@/tests/helpers/learning"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"
const TAKEN = "Este endereço já está em uso. Escolha outro."

let w: LearningWorld
let data: typeof MemberProfiles
let createClient: typeof CreateClient
let ana: Person
let bia: Person

async function actAs(email: string, password = PASSWORD) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  if (error) throw error
}

/** The form as the browser posts it, parsed by the action's schema. */
function parsed(entries: [string, string][]) {
  const form = new FormData()
  for (const [key, value] of entries) form.append(key, value)
  const result = memberProfileSchema.safeParse(memberProfileFields(form))
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "))
  return result.data
}

const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  w = await startLearningWorld()
  process.env.NEXT_PUBLIC_SUPABASE_URL = w.local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = w.local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = w.local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = await import("@/lib/data/member-profiles")
  ;({ createClient } = await import("@/lib/supabase/server"))
  ana = await w.member("ana")
  bia = await w.member("bia")
})

afterAll(async () => {
  await w?.local.close()
})

describe("her public profile", () => {
  it("starts hidden without a handle, and saves what the form sends", async () => {
    await actAs(ana.email)
    const before = await data.getOwnMemberProfile(ana.id)
    expect(before).toMatchObject({ handle: null, visibility: "hidden", visibilityChangedAt: null, offers: [] })

    // Joana's handle (the seed's) is taken: the database's pt-BR refusal, nothing written.
    const taken = await data.updateMemberProfile(
      parsed([
        ["visibility", "public"],
        ["handle", "joana-batista"],
      ])
    )
    expect(taken.error).toMatchObject({ code: "P0001", message: TAKEN })
    expect((await data.getOwnMemberProfile(ana.id))?.visibility).toBe("hidden")

    const handle = `ana-${unique()}`
    const saved = await data.updateMemberProfile(
      parsed([
        ["visibility", "members"],
        ["handle", `@${handle.toUpperCase()}`],
        ["bio", "Faço pão de fermentação natural."],
        ["city", "Goiânia"],
        ["state", "GO"],
        ["offers", "confeitaria"],
        ["needs", "mentoria"],
        ["social_instagram", "instagram.com/pao.da.ana"],
      ])
    )
    expect(saved.error).toBeNull()
    const after = await data.getOwnMemberProfile(ana.id)
    expect(after).toMatchObject({
      handle,
      visibility: "members",
      bio: "Faço pão de fermentação natural.",
      city: "Goiânia",
      state: "GO",
      offers: ["confeitaria"],
      needs: ["mentoria"],
      socialLinks: { instagram: "https://instagram.com/pao.da.ana" },
    })
    expect(after?.visibilityChangedAt).not.toBeNull()

    // She reads her own profile in full; another member reads it too (members-only), with her
    // businesses and groups as lists.
    expect(await data.getMemberProfileForViewer(handle)).toMatchObject({ kind: "full", id: ana.id, handle })
    await actAs(bia.email)
    const seen = await data.getMemberProfileForViewer(handle)
    expect(seen).toMatchObject({ kind: "full", id: ana.id, visibility: "members", businesses: [], groups: [] })
    expect(JSON.stringify(seen)).not.toContain(ana.email)
  })

  it("reads a seeded public profile with its listings, products and links", async () => {
    await actAs(bia.email)
    const joana = await data.getMemberProfileForViewer("joana-batista")
    expect(joana?.kind).toBe("full")
    if (joana?.kind !== "full") return
    expect(joana.offers).toEqual(expect.arrayContaining(["confeitaria"]))
    expect(joana.businesses.map((business) => business.slug).length).toBeGreaterThan(0)
    for (const business of joana.businesses) {
      expect(business.name).toBeTruthy()
      for (const product of business.products) expect(product.slug).toMatch(/^[a-z0-9-]+$/)
    }
    expect(socialLinksOf(joana.socialLinks).map((link) => link.network)).toEqual(["instagram", "facebook"])
  })

  it("keeps a hidden profile to herself, and refuses what cannot be a handle without asking", async () => {
    await actAs(bia.email)
    const handle = `bia-${unique()}`
    expect(
      (
        await data.updateMemberProfile(
          parsed([
            ["visibility", "hidden"],
            ["handle", handle],
          ])
        )
      ).error
    ).toBeNull()
    expect(await data.getMemberProfileForViewer(handle)).toMatchObject({ kind: "full", visibility: "hidden" })
    await actAs(ana.email)
    expect(await data.getMemberProfileForViewer(handle)).toBeNull()
    expect(await data.getMemberProfileForViewer("gabriela-souza")).toBeNull()
    expect(await data.getMemberProfileForViewer("%ff")).toBeNull()
    expect(await data.getMemberProfileForViewer("-membro")).toBeNull()
  })
})

describe("the directory and authors' handles for a member", () => {
  it("finds members-only profiles by skill and UF, and nobody across a block", async () => {
    const carla = await w.member("carla")
    await actAs(carla.email)
    const handle = `carla-${unique()}`
    const write = await data.updateMemberProfile(
      parsed([
        ["visibility", "members"],
        ["handle", handle],
        ["city", "Palmas"],
        ["state", "TO"],
        ["offers", "artesanato"],
      ])
    )
    expect(write.error).toBeNull()
    const state = {
      search: "",
      offers: "artesanato",
      needs: "",
      city: "",
      state: "TO" as const,
      mentoring: "" as const,
      page: 1,
    }

    await actAs(bia.email)
    const found = await data.listMemberProfilesForViewer(state)
    expect(found.members.map((member) => member.handle)).toContain(handle)
    expect(found.total).toBeGreaterThanOrEqual(1)
    const handles = await data.getVisibleProfileHandles([carla.id, ana.id, carla.id, null])
    expect(handles[carla.id]).toBe(handle)

    // Carla blocks Bia: neither finds the other any more.
    await actAs(carla.email)
    const blocked = await (await createClient()).rpc("block_member", { p_user: bia.id })
    expect(blocked.error).toBeNull()
    await actAs(bia.email)
    expect((await data.listMemberProfilesForViewer(state)).members.map((member) => member.handle)).not.toContain(handle)
    expect(await data.getMemberProfileForViewer(handle)).toBeNull()
    expect((await data.getVisibleProfileHandles([carla.id]))[carla.id]).toBeUndefined()
  })

  it("asks nothing for a page without authors", async () => {
    jar.clear()
    expect(await data.getVisibleProfileHandles([])).toEqual({})
    expect(await data.getVisibleProfileHandles([null, undefined])).toEqual({})
  })
})

describe("the proxy's 404 for a member's profile page (lib/routing/member-route.ts)", () => {
  it("refuses hidden, unknown and malformed profiles before the member twin streams", async () => {
    const { isMissingMemberProfile } = await import("@/lib/routing/member-route")
    const dani = await w.member("dani")
    const missing = (pathname: string, userId: string | null = dani.id) =>
      isMissingMemberProfile(dani.db, pathname, userId)
    expect(await missing("/associadas/joana-batista")).toBe(false)
    expect(await missing("/associadas/carla-mendes/")).toBe(false)
    expect(await missing("/associadas/gabriela-souza")).toBe(true)
    expect(await missing("/associadas/perfil-que-nao-existe")).toBe(true)
    expect(await missing("/associadas/%ff")).toBe(true)
    expect(await missing("/associadas/Joana")).toBe(true)
    // Not this step's: the directory, its twins, other pages, and visitors (their page is static).
    expect(await missing("/associadas")).toBe(false)
    expect(await missing("/associadas/-lista")).toBe(false)
    expect(await missing("/associadas/-membro")).toBe(false)
    expect(await missing("/associadas/joana-batista/opengraph-image")).toBe(false)
    expect(await missing("/associadas/gabriela-souza", null)).toBe(false)
  })
})
