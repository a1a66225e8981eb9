/**
 * Member profiles and the members' directory (issue #37) through /rest/v1 with the official
 * client, against the real local backend: update_member_profile's rules and pt-BR refusals, the
 * LGPD record of each visibility choice, and that a hidden profile never leaks through any API
 * (get_member_profile, list_member_profiles, get_profile_handles, member_handle_refs, a direct
 * select on profiles) to visitors or other members, that members-only ones reach members and not
 * visitors, and that a block hides each from the other.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db } from "../helpers/community"
import { member, saveProfile, serviceOf, setProfile } from "../helpers/members-connect"

let local: LocalSupabase
let service: Db
let anon: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
})

afterAll(async () => {
  await local?.close()
})

type Member = Awaited<ReturnType<typeof member>>

const profileOf = async (db: Db, handle: string) => {
  const { data, error } = await db.rpc("get_member_profile", { p_handle: handle })
  expect(error).toBeNull()
  return data as Record<string, unknown> | null
}

const listed = async (
  db: Db,
  query: string,
  filters: { skill?: string; need?: string; city?: string; state?: string } = {}
) => {
  const { data, error } = await db.rpc("list_member_profiles", {
    p_query: query,
    p_skill: filters.skill ?? (null as unknown as string),
    p_need: filters.need ?? (null as unknown as string),
    p_city: filters.city ?? (null as unknown as string),
    p_state: filters.state ?? (null as unknown as string),
    p_limit: 50,
    p_offset: 0,
  })
  expect(error).toBeNull()
  return (data ?? []).map((row) => row.id)
}

const handles = async (db: Db, ids: string[]) => {
  const { data, error } = await db.rpc("get_profile_handles", { p_ids: ids })
  expect(error).toBeNull()
  return new Set((data ?? []).map((row) => row.user_id))
}

const refs = async (db: Db) => {
  const { data, error } = await db.rpc("member_handle_refs")
  expect(error).toBeNull()
  return new Set((data ?? []).map((row) => row.handle))
}

describe("update_member_profile", () => {
  it("saves every field and records each visibility choice once", async () => {
    const ana = await member(local, "ana")
    const handle = `ana-costura-${randomUUID().slice(0, 6)}`
    await setProfile(ana, {
      handle: handle.toUpperCase(),
      visibility: "public",
      bio: "Costureira em Belo Horizonte, faço ajustes e peças sob medida.",
      city: "Belo Horizonte",
      state: "mg",
      offers: ["costura", "mentoria", "costura"],
      needs: ["fotografia"],
      offersNote: "Ajustes em até 3 dias.",
      socialLinks: { instagram: "https://www.instagram.com/ana.costura", site: "https://anacostura.com.br" },
    })
    const own = await ana.db
      .from("profiles")
      .select("handle, profile_visibility, profile_visibility_changed_at, state, offers, needs, social_links")
      .eq("id", ana.id)
      .single()
    expect(own.data).toMatchObject({
      handle,
      profile_visibility: "public",
      state: "MG",
      offers: ["costura", "mentoria"],
      needs: ["fotografia"],
      social_links: { instagram: "https://www.instagram.com/ana.costura", site: "https://anacostura.com.br" },
    })
    expect(own.data?.profile_visibility_changed_at).toBeTruthy()

    // The same visibility again adds no consent row; a change does.
    await setProfile(ana, { handle, visibility: "public", bio: "Outra apresentação." })
    await setProfile(ana, { handle, visibility: "members" })
    const consents = await ana.db.from("profile_visibility_consents").select("visibility").order("created_at")
    expect(consents.data?.map((row) => row.visibility)).toEqual(["hidden", "public", "members"])
  })

  it("refuses bad input with pt-BR messages", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana"), member(local, "bia")])
    const cases: [Parameters<typeof saveProfile>[1], string][] = [
      [{ handle: bia.handle, visibility: "public" }, "Este endereço já está em uso. Escolha outro."],
      [{ handle: "admin", visibility: "public" }, "Este endereço é reservado. Escolha outro."],
      [{ handle: "ab", visibility: "public" }, expect.stringContaining("de 3 a 30") as unknown as string],
      [{ handle: "ana--silva", visibility: "public" }, expect.stringContaining("sem hífen") as unknown as string],
      [{ handle: "-ana", visibility: "public" }, expect.stringContaining("sem hífen") as unknown as string],
      [{ handle: null, visibility: "members" }, "Escolha um endereço para o seu perfil antes de mostrá-lo."],
      [{ handle: ana.handle, bio: "x".repeat(501) }, "A apresentação pode ter no máximo 500 caracteres."],
      [{ handle: ana.handle, city: "x".repeat(81) }, "A cidade pode ter no máximo 80 caracteres."],
      [{ handle: ana.handle, state: "XX" }, "Escolha um estado (UF) da lista."],
      [{ handle: ana.handle, offers: ["hackers"] }, "Escolha os itens da lista."],
      [
        {
          handle: ana.handle,
          needs: [
            "marketing-digital",
            "redes-sociais",
            "fotografia",
            "design",
            "vendas-online",
            "financas",
            "capital-de-giro",
            "contabilidade",
            "juridico-mei",
            "fornecedores",
            "logistica",
          ],
        },
        "Escolha no máximo 10 itens em cada lista.",
      ],
      [{ handle: ana.handle, offersNote: "x".repeat(301) }, "Cada observação pode ter no máximo 300 caracteres."],
      [
        { handle: ana.handle, socialLinks: { instagram: "https://golpe.example.com/instagram.com" } },
        "Informe um endereço https:// válido para o Instagram.",
      ],
      [
        { handle: ana.handle, socialLinks: { site: "http://semhttps.com.br" } },
        "Informe um endereço https:// válido para o site.",
      ],
      [{ handle: ana.handle, socialLinks: { whatsapp: "https://wa.me/5511999990000" } }, "Rede social desconhecida."],
    ]
    for (const [input, message] of cases) {
      const { error } = await saveProfile(ana, input)
      expect(error, JSON.stringify(input).slice(0, 80)).toMatchObject({ code: "P0001", message })
    }
  })

  it("is the only way to write the directory fields", async () => {
    const ana = await member(local, "ana")
    const direct = await ana.db.from("profiles").update({ profile_visibility: "public" }).eq("id", ana.id)
    expect(direct.error?.code).toBe("42501")
    const consent = await ana.db.from("profile_visibility_consents").insert({ user_id: ana.id, visibility: "public" })
    expect(consent.error?.code).toBe("42501")
    expect((await anon.rpc("update_member_profile", {} as never)).error).not.toBeNull()
  })
})

describe("visibility", () => {
  let publicOne: Member
  let membersOne: Member
  let hiddenOne: Member
  let viewer: Member
  let marker: string

  beforeAll(async () => {
    marker = `marcador${randomUUID().slice(0, 6)}`
    ;[publicOne, membersOne, hiddenOne, viewer] = await Promise.all([
      member(local, "publica", "public"),
      member(local, "membros", "members"),
      member(local, "oculta", "hidden"),
      member(local, "leitora", "members"),
    ])
    for (const [person, visibility] of [
      [publicOne, "public"],
      [membersOne, "members"],
      [hiddenOne, "hidden"],
    ] as const) {
      await setProfile(person, {
        handle: person.handle,
        visibility,
        bio: `Apresentação ${marker}`,
        city: "Recife",
        state: "PE",
        offers: ["confeitaria"],
        needs: ["capital-de-giro"],
      })
    }
  })

  const all = () => [publicOne.id, membersOne.id, hiddenOne.id]

  it("gets visitors the public profile, the members-only stub and nothing of the hidden one", async () => {
    const full = await profileOf(anon, publicOne.handle)
    expect(full).toMatchObject({ id: publicOne.id, handle: publicOne.handle, visibility: "public", city: "Recife" })
    // Never contact data.
    expect(Object.keys(full!)).not.toEqual(expect.arrayContaining(["email"]))
    expect(JSON.stringify(full)).not.toContain(publicOne.email)
    expect(Object.keys(full!)).not.toContain("phone")

    expect(await profileOf(anon, membersOne.handle)).toEqual({ handle: membersOne.handle, visibility: "members" })
    expect(await profileOf(anon, hiddenOne.handle)).toBeNull()
    expect(await listed(anon, marker)).toEqual([publicOne.id])
    expect(await handles(anon, all())).toEqual(new Set([publicOne.id]))
    const publicRefs = await refs(anon)
    expect(publicRefs.has(publicOne.handle)).toBe(true)
    expect(publicRefs.has(membersOne.handle)).toBe(false)
    expect(publicRefs.has(hiddenOne.handle)).toBe(false)
    // profiles itself is not the visitors'.
    const direct = await anon.from("profiles").select("id").in("id", all())
    expect(direct.data ?? []).toEqual([])
  })

  it("gets members the public and members-only profiles, never the hidden one", async () => {
    expect(await profileOf(viewer.db, publicOne.handle)).toMatchObject({ id: publicOne.id })
    expect(await profileOf(viewer.db, membersOne.handle)).toMatchObject({
      id: membersOne.id,
      bio: `Apresentação ${marker}`,
    })
    expect(await profileOf(viewer.db, hiddenOne.handle)).toBeNull()
    expect(new Set(await listed(viewer.db, marker))).toEqual(new Set([publicOne.id, membersOne.id]))
    expect(await handles(viewer.db, all())).toEqual(new Set([publicOne.id, membersOne.id]))
    const memberRefs = await refs(viewer.db)
    expect(memberRefs.has(hiddenOne.handle)).toBe(false)
    expect(memberRefs.has(membersOne.handle)).toBe(false)
    const direct = await viewer.db.from("profiles").select("id, handle, bio").in("id", all())
    expect(direct.error).toBeNull()
    expect(direct.data).toEqual([])
  })

  it("shows the hidden profile to herself only", async () => {
    expect(await profileOf(hiddenOne.db, hiddenOne.handle)).toMatchObject({ id: hiddenOne.id, visibility: "hidden" })
    expect(await handles(hiddenOne.db, [hiddenOne.id])).toEqual(new Set([hiddenOne.id]))
    // Not even in her own directory view.
    expect(await listed(hiddenOne.db, marker)).not.toContain(hiddenOne.id)
  })

  it("filters by skill, need, city and UF", async () => {
    expect(await listed(viewer.db, marker, { skill: "confeitaria" })).toHaveLength(2)
    expect(await listed(viewer.db, marker, { skill: "costura" })).toEqual([])
    expect(await listed(viewer.db, marker, { need: "capital-de-giro" })).toHaveLength(2)
    expect(await listed(viewer.db, marker, { city: "recife" })).toHaveLength(2)
    expect(await listed(viewer.db, marker, { state: "SP" })).toEqual([])
    // Wildcards in the search are plain characters.
    expect(await listed(viewer.db, "%")).toEqual([])
  })

  it("hides each side of a block from the other, in every API", async () => {
    const [blocker, blocked] = await Promise.all([
      member(local, "bloqueadora", "public"),
      member(local, "bloqueada", "public"),
    ])
    const tag = `bloqueio${randomUUID().slice(0, 6)}`
    await setProfile(blocker, { handle: blocker.handle, visibility: "public", bio: tag })
    await setProfile(blocked, { handle: blocked.handle, visibility: "public", bio: tag })
    expect((await blocker.db.rpc("block_member", { p_user: blocked.id })).error).toBeNull()

    expect(await profileOf(blocked.db, blocker.handle)).toBeNull()
    expect(await profileOf(blocker.db, blocked.handle)).toBeNull()
    // Each finds herself, never the other.
    expect(await listed(blocked.db, tag)).toEqual([blocked.id])
    expect(await listed(blocker.db, tag)).toEqual([blocker.id])
    expect(await handles(blocked.db, [blocker.id])).toEqual(new Set())
    // Others still see both.
    expect(new Set(await listed(viewer.db, tag))).toEqual(new Set([blocker.id, blocked.id]))
    expect(new Set(await listed(anon, tag))).toEqual(new Set([blocker.id, blocked.id]))
  })

  it("lists her listed businesses and public groups in the full profile", async () => {
    const owner = await member(local, "dona", "public")
    const slug = `doces-${randomUUID().slice(0, 8)}`
    const business = await service
      .from("businesses")
      .insert({ name: "Doces da Dona", slug, owner_id: owner.id, status: "approved", active: true })
      .select("id")
      .single()
    expect(business.error).toBeNull()
    const product = await service.from("products").insert({
      business_id: business.data!.id,
      slug: `brigadeiro-${randomUUID().slice(0, 8)}`,
      name: "Brigadeiro gourmet",
      category: "alimentacao",
      price_cents: 350,
    })
    expect(product.error).toBeNull()
    await service.from("businesses").insert({
      name: "Negócio pendente",
      slug: `pendente-${randomUUID().slice(0, 8)}`,
      owner_id: owner.id,
      status: "pending",
      active: true,
    })
    const full = (await profileOf(anon, owner.handle)) as {
      businesses: { name: string; products: { name: string }[] }[]
    }
    expect(full.businesses.map((b) => b.name)).toEqual(["Doces da Dona"])
    expect(full.businesses[0]!.products.map((p) => p.name)).toEqual(["Brigadeiro gourmet"])
  })
})

describe("demo data", () => {
  it("seeds public, members-only and hidden profiles of the demo members", async () => {
    expect(await profileOf(anon, "joana-batista")).toMatchObject({
      full_name: "Joana Batista",
      visibility: "public",
      state: "MG",
      businesses: expect.arrayContaining([expect.objectContaining({ slug: "atelie-fios-de-minas" })]),
    })
    expect(await profileOf(anon, "helena-duarte")).toEqual({ handle: "helena-duarte", visibility: "members" })
    expect(await profileOf(anon, "gabriela-souza")).toBeNull()
    const visitors = await anon.rpc("list_member_profiles", {
      p_query: null as unknown as string,
      p_skill: null as unknown as string,
      p_need: null as unknown as string,
      p_city: null as unknown as string,
      p_state: null as unknown as string,
      p_limit: 100,
      p_offset: 0,
    })
    expect(visitors.data?.map((row) => row.handle)).toEqual(
      expect.arrayContaining(["joana-batista", "marina-albuquerque", "beatriz-nogueira", "daniela-rocha"])
    )
    expect(visitors.data?.map((row) => row.handle)).not.toContain("carla-mendes")
    // Rafael (membro@) never chose: hidden, no handle.
    const rafael = await service
      .from("profiles")
      .select("handle, profile_visibility")
      .eq("id", "00000000-0000-4000-a000-000000000003")
      .single()
    expect(rafael.data).toEqual({ handle: null, profile_visibility: "hidden" })
  })
})
