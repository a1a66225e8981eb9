/**
 * The site search (issue #42) through /rest/v1 with the official client, against the real local
 * backend: every item the public site hides is never found (a draft post, a pending and a paused
 * business, a hidden product, a members-only material for visitors, a hidden group and its topics,
 * topics of request-only groups, a hidden profile, a members-only profile for visitors, a blocked
 * pair both ways), while the same search finds what is visible; Portuguese as people type it
 * (accents, plural and verb forms, a typo through search_correct, a phrase in quotes); and the area
 * searches take the list's select, filters, range and exact count.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, DEMO, newGroup, signedIn, type Db } from "../helpers/community"
import { member, serviceOf, setProfile } from "../helpers/members-connect"

let local: LocalSupabase
let service: Db
let anon: Db
let joana: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
  joana = await signedIn(local, DEMO.member2.email)
})

afterAll(async () => {
  await local?.close()
})

type Kind = "posts" | "businesses" | "products" | "projects" | "materials" | "groups" | "topics" | "members"

const found = async (db: Db, query: string, kind?: Kind) => {
  const { data, error } = await db.rpc("search_site", {
    p_query: query,
    ...(kind ? { p_kind: kind } : {}),
    p_limit: 50,
  })
  expect(error).toBeNull()
  return data ?? []
}
const ids = async (db: Db, query: string, kind?: Kind) => new Set((await found(db, query, kind)).map((row) => row.id))
const counts = async (db: Db, query: string) => {
  const { data, error } = await db.rpc("search_site_counts", { p_query: query })
  expect(error).toBeNull()
  return Object.fromEntries((data ?? []).map((row) => [row.kind, Number(row.total)]))
}

const one = async <T>(request: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> => {
  const { data, error } = await request
  expect(error).toBeNull()
  expect(data).not.toBeNull()
  return data as NonNullable<T>
}

describe("what the search never finds", () => {
  it("finds published posts and never drafts, scheduled or archived ones", async () => {
    const posts = await one(service.from("blog_posts").select("id, title, status"))
    const published = posts.find((p) => p.status === "published")!
    expect(await ids(anon, published.title, "posts")).toContain(published.id)
    for (const post of posts.filter((p) => p.status !== "published")) {
      expect(await ids(anon, post.title), post.status).not.toContain(post.id)
      expect(await ids(joana, post.title), post.status).not.toContain(post.id)
    }
  })

  it("finds listed businesses only: never pending ones nor paused ones, nor their products", async () => {
    const listed = await one(
      service.from("businesses").select("id, name").eq("status", "approved").eq("active", true).limit(1).single()
    )
    expect(await ids(anon, listed.name, "businesses")).toContain(listed.id)
    const pending = await one(service.from("businesses").select("id, name").neq("status", "approved"))
    expect(pending.length).toBeGreaterThan(0)
    for (const business of pending) expect(await ids(anon, business.name)).not.toContain(business.id)

    // Paused: the same listing, found before, never after.
    const product = await one(
      service.from("products").select("id, name, business_id").eq("hidden", false).eq("business_id", listed.id).limit(1)
    )
    await one(service.from("businesses").update({ active: false }).eq("id", listed.id).select("id"))
    try {
      expect(await ids(anon, listed.name)).not.toContain(listed.id)
      expect(await ids(joana, listed.name)).not.toContain(listed.id)
      for (const p of product) expect(await ids(anon, p.name, "products")).not.toContain(p.id)
      const { data } = await anon.rpc("search_businesses", { p_query: listed.name })
      expect((data ?? []).map((row) => row.id)).not.toContain(listed.id)
    } finally {
      await one(service.from("businesses").update({ active: true }).eq("id", listed.id).select("id"))
    }
    expect(await ids(anon, listed.name)).toContain(listed.id)
  })

  it("never finds a hidden product", async () => {
    const product = await one(
      service.from("products").select("id, name").eq("hidden", false).order("name").limit(1).single()
    )
    expect(await ids(anon, product.name, "products")).toContain(product.id)
    await one(
      service
        .from("products")
        .update({ hidden: true, hidden_reason: "Teste da busca", hidden_at: new Date().toISOString() })
        .eq("id", product.id)
        .select("id")
    )
    try {
      expect(await ids(anon, product.name)).not.toContain(product.id)
      expect(await ids(joana, product.name)).not.toContain(product.id)
      const { data } = await anon.rpc("search_products", { p_query: product.name })
      expect((data ?? []).map((row) => row.id)).not.toContain(product.id)
    } finally {
      await one(
        service
          .from("products")
          .update({ hidden: false, hidden_reason: null, hidden_at: null })
          .eq("id", product.id)
          .select("id")
      )
    }
  })

  it("finds members-only materials for members only, drafts for nobody", async () => {
    const materials = await one(service.from("learning_materials").select("id, title, access, status"))
    const membersOnly = materials.find((m) => m.access === "members" && m.status === "published")!
    expect(await ids(anon, membersOnly.title)).not.toContain(membersOnly.id)
    expect(await ids(joana, membersOnly.title, "materials")).toContain(membersOnly.id)
    for (const draft of materials.filter((m) => m.status !== "published")) {
      expect(await ids(anon, draft.title)).not.toContain(draft.id)
      expect(await ids(joana, draft.title)).not.toContain(draft.id)
    }
    // Visitors cannot read a members-only body's lexemes, neither from the table nor the area search.
    const direct = await anon.from("learning_materials").select("search_vector").limit(1)
    expect(direct.error?.code).toBe("42501")
    const { data } = await anon.rpc("search_learning_materials", { p_query: membersOnly.title })
    for (const row of data ?? []) expect(row.search_vector).toBe("")
  })

  it("finds listed groups and topics of open groups only; never hidden groups, their topics or request-only topics", async () => {
    const admin = await signedIn(local, DEMO.admin.email)
    const word = `zabumba${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 6)}`
    const groups = {
      open: await newGroup(admin, "open"),
      request: await newGroup(admin, "request"),
      hidden: await newGroup(admin, "hidden"),
    }
    const topics: Record<string, string> = {}
    for (const [kind, group] of Object.entries(groups)) {
      await one(
        service
          .from("community_groups")
          .update({ name: `Grupo ${word} ${kind}` })
          .eq("id", group.id)
          .select("id")
      )
      // Written as the server: an admin is not a member of the hidden group.
      const created = await one(
        service
          .from("community_topics")
          .insert({
            group_id: group.id,
            author_id: DEMO.admin.id,
            author_name: "Admin",
            title: `Conversa sobre ${word} ${kind}`,
          })
          .select("id")
          .single()
      )
      await one(
        service
          .from("community_posts")
          .insert({
            topic_id: created.id,
            group_id: group.id,
            author_id: DEMO.admin.id,
            author_name: "Admin",
            is_opening: true,
            body: "<p>Começando a conversa.</p>",
          })
          .select("id")
      )
      topics[kind] = created.id
    }
    for (const db of [anon, joana, admin]) {
      const groupHits = await ids(db, word, "groups")
      expect(groupHits).toContain(groups.open.id)
      expect(groupHits).toContain(groups.request.id)
      expect(groupHits).not.toContain(groups.hidden.id)
      const topicHits = await ids(db, word, "topics")
      expect(topicHits).toContain(topics.open)
      expect(topicHits).not.toContain(topics.request)
      expect(topicHits).not.toContain(topics.hidden)
    }
    const row = (await found(anon, word, "topics")).find((r) => r.id === topics.open)!
    expect(row.slug).toBe(topics.open)
    expect(row.parent_slug).toBe(groups.open.slug)
    expect(row.snippet).toContain("Começando a conversa")
  })

  it("finds profiles by their visibility and never across a block, either way", async () => {
    const word = `rendeira${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 6)}`
    const shown = await member(local, "bia", "public")
    const membersOnly = await member(local, "cida", "members")
    const hidden = await member(local, "duda", "hidden")
    const viewer = await member(local, "eva", "public")
    for (const person of [shown, membersOnly, hidden])
      await setProfile(person, {
        handle: person.handle,
        visibility: person === shown ? "public" : person === membersOnly ? "members" : "hidden",
        bio: `Faço renda de bilro, sou ${word}.`,
      })

    const visitor = await ids(anon, word, "members")
    expect(visitor).toContain(shown.id)
    expect(visitor).not.toContain(membersOnly.id)
    expect(visitor).not.toContain(hidden.id)
    const signed = await ids(viewer.db, word, "members")
    expect(signed).toContain(shown.id)
    expect(signed).toContain(membersOnly.id)
    expect(signed).not.toContain(hidden.id)
    // Even herself: the search is the public one.
    expect(await ids(hidden.db, word, "members")).not.toContain(hidden.id)

    // She blocks the public one: neither finds the other.
    expect((await viewer.db.rpc("block_member", { p_user: shown.id })).error).toBeNull()
    expect(await ids(viewer.db, word, "members")).not.toContain(shown.id)
    await setProfile(viewer, { handle: viewer.handle, visibility: "public", bio: `Outra ${word} aqui.` })
    expect(await ids(shown.db, word, "members")).not.toContain(viewer.id)
    expect(await ids(membersOnly.db, word, "members")).toContain(viewer.id)
    const { data } = await viewer.db.rpc("search_member_profiles", { p_query: word })
    expect((data ?? []).map((row) => row.id)).not.toContain(shown.id)

    // search_correct never suggests a hidden profile's word.
    const secret = `xilogravurista${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 4)}`
    await setProfile(hidden, { handle: hidden.handle, visibility: "hidden", bio: `Sou ${secret}.` })
    const { data: corrected } = await anon.rpc("search_correct", { p_query: secret.slice(0, -1) + "q" })
    expect(corrected).toBeNull()
  })
})

describe("Portuguese as people type it", () => {
  it("ignores accents and case, matches plurals and verb forms, corrects a typo, keeps quoted phrases", async () => {
    const mei = await one(
      service.from("blog_posts").select("id, title").eq("status", "published").ilike("title", "%MEI%").limit(1).single()
    )
    // "negócio" typed without the accent, in the plural, upper case.
    expect(await ids(anon, "NEGOCIOS", "posts")).toContain(mei.id)
    expect(await ids(anon, "formalizar", "posts")).toContain(mei.id)
    expect(await ids(anon, "formalizando", "posts")).toContain(mei.id)

    const { data: corrected } = await anon.rpc("search_correct", { p_query: "confetaria" })
    expect(corrected).toBe("confeitaria")
    expect((await counts(anon, "confetaria")).groups).toBe(0)
    expect((await counts(anon, corrected!)).groups).toBeGreaterThan(0)
    const { data: nothing } = await anon.rpc("search_correct", { p_query: "confeitaria" })
    expect(nothing).toBeNull()

    const groups = await one(service.from("community_groups").select("id, name").ilike("name", "%Confeitaria%"))
    const group = groups[0]!
    expect(await ids(anon, '"gastronomia e confeitaria"', "groups")).toContain(group.id)
    expect(await ids(anon, '"confeitaria e gastronomia"', "groups")).not.toContain(group.id)

    const snippet = (await found(anon, "confeitaria", "groups")).find((r) => r.id === group.id)
    expect(snippet?.title).toBe(group.name)
    expect(snippet?.snippet).not.toMatch(/[<>]/)
  })

  it("answers nothing, not an error, for empty, odd or unknown input", async () => {
    expect(await found(anon, "")).toEqual([])
    expect(await found(anon, "!!! ''' \" -- ;")).toEqual([])
    expect(await found(anon, "mei", "desconhecido" as Kind)).toEqual([])
    expect(await found(anon, "a".repeat(5000))).toEqual([])
    const all = await counts(anon, "")
    expect(Object.keys(all)).toEqual([
      "posts",
      "businesses",
      "products",
      "projects",
      "materials",
      "groups",
      "topics",
      "members",
    ])
  })
})

describe("ranking beyond the candidate cap", () => {
  it("puts a title match first when more bodies match than are ranked, and never one the query excludes", async () => {
    const word = `xaropeira${randomUUID().slice(0, 6)}`
    const now = new Date().toISOString()
    const post = (n: number, title: string, content: string) => ({
      slug: `${word}-${n}`,
      title,
      content: `<p>${content}</p>`,
      status: "published",
      published_at: now,
    })
    // 120 bodies first (the index's order is the rows' order, so the first 100 candidates are all
    // bodies), then the two titles.
    const bodies = Array.from({ length: 120 }, (_, n) => post(n, `Receita ${n}`, `Uma receita com ${word}.`))
    const inserted = await service.from("blog_posts").insert(bodies)
    expect(inserted.error).toBeNull()
    const titled = await one(
      service
        .from("blog_posts")
        .insert([post(200, `Tudo sobre ${word}`, "Sem mais."), post(201, `${word} com limão`, "Com limão.")])
        .select("id, title")
    )
    const [best, excluded] = titled

    const posts = await found(anon, word, "posts")
    expect(
      posts
        .slice(0, 2)
        .map((row) => row.id)
        .sort()
    ).toEqual(titled.map((row) => row.id).sort())
    expect((await found(anon, word))[0]?.id).toBeOneOf(titled.map((row) => row.id))
    expect((await counts(anon, word)).posts).toBe(100)

    const without = await found(anon, `${word} -limão`, "posts")
    expect(without[0]?.id).toBe(best!.id)
    expect(without.map((row) => row.id)).not.toContain(excluded!.id)
  })
})

describe("the area searches through PostgREST", () => {
  it("apply the list's select, filters, range and exact count to a set-returning rpc", async () => {
    const all = await one(anon.rpc("search_blog_posts", { p_query: "negócio" }).select("id"))
    expect(all.length).toBeGreaterThan(1)
    const page = await anon
      .rpc("search_blog_posts", { p_query: "negócio" }, { count: "exact" })
      .select("id, title, category:blog_categories(name, slug)")
      .eq("status", "published")
      .range(1, 1)
    expect(page.error).toBeNull()
    expect(page.count).toBe(all.length)
    expect(page.data).toHaveLength(1)
    expect(page.data![0]!.id).toBe(all[1]!.id)
    expect(page.data![0]!.category).toHaveProperty("slug")

    const business = await one(
      anon.rpc("search_businesses", { p_query: "contabilidade" }).select("id, state").eq("state", "ZZ")
    )
    expect(business).toEqual([])
  })
})
