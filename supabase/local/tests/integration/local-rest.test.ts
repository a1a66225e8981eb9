import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "../../config"
import { signJwt } from "../../jwt"
import type { LocalSupabase } from "../../server"
import { clientFor, fixtureSchema, startBackend } from "../helpers/backend"

// Contract tests for /rest/v1, driven only through supabase-js against the fixture schema.
const ALICE = "11111111-1111-1111-1111-111111111111"
const BOB = "22222222-2222-2222-2222-222222222222"

let local: LocalSupabase
let anon: SupabaseClient
let service: SupabaseClient
let alice: SupabaseClient
let bob: SupabaseClient

async function userToken(sub: string, extra: Record<string, unknown> = {}) {
  const exp = Math.floor(Date.now() / 1000) + 3600
  return signJwt(
    { sub, role: "authenticated", aud: "authenticated", exp, email: `${sub}@example.test`, ...extra },
    LOCAL_JWT_SECRET
  )
}

function clientWithToken(token: string) {
  return clientFor(local, LOCAL_ANON_KEY, { global: { headers: { Authorization: `Bearer ${token}` } } })
}

async function reset() {
  await local.db.restoreSnapshot()
}

beforeAll(async () => {
  local = await startBackend(fixtureSchema("local-backend"))
  anon = clientFor(local, LOCAL_ANON_KEY)
  service = clientFor(local, LOCAL_SERVICE_ROLE_KEY)
  alice = clientWithToken(await userToken(ALICE))
  bob = clientWithToken(await userToken(BOB))
})

afterAll(async () => {
  await local?.close()
})

describe("select", () => {
  it("reads columns with aliases, casts and JSON paths, serialised by PostgreSQL", async () => {
    const { data, error, status } = await anon
      .from("posts")
      .select("id, heading:title, score, score_text:score::text, lang:meta->>lang, views:meta->views, published_at")
      .eq("id", 1)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([
      {
        id: 1,
        heading: "Hello world",
        score: 4.5,
        score_text: "4.50",
        lang: "pt",
        views: 10,
        published_at: "2025-01-01T10:00:00+00:00",
      },
    ])
  })

  it("applies RLS per role: anon and other users see published posts only", async () => {
    const anonRows = await anon.from("posts").select("id").order("id")
    expect(anonRows.data).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }])
    const aliceRows = await alice.from("posts").select("id").order("id")
    expect(aliceRows.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }])
    const serviceRows = await service.from("posts").select("id").order("id")
    expect(serviceRows.data?.map((row) => row.id)).toEqual([1, 2, 3, 4, 5])
  })

  it("supports every comparison operator", async () => {
    const ids = async (query: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>) => {
      const { data, error } = await query
      expect(error).toBeNull()
      return data!.map((row) => row.id)
    }
    const posts = () => service.from("posts").select("id").order("id")
    expect(await ids(posts().eq("status", "draft"))).toEqual([3, 5])
    expect(await ids(posts().neq("status", "draft"))).toEqual([1, 2, 4])
    expect(await ids(posts().gt("id", 3))).toEqual([4, 5])
    expect(await ids(posts().gte("id", 3))).toEqual([3, 4, 5])
    expect(await ids(posts().lt("id", 3))).toEqual([1, 2])
    expect(await ids(posts().lte("id", 3))).toEqual([1, 2, 3])
    expect(await ids(posts().like("title", "%draft"))).toEqual([3, 5])
    expect(await ids(posts().ilike("title", "bob%"))).toEqual([4, 5])
    expect(await ids(posts().is("score", null))).toEqual([2, 3, 5])
    expect(await ids(posts().not("score", "is", null))).toEqual([1, 4])
    expect(await ids(posts().in("slug", ["hello-world", "bob-news", "a,b(c)"]))).toEqual([1, 4])
    expect(await ids(posts().contains("tags", ["news"]))).toEqual([1, 4])
    expect(await ids(posts().containedBy("tags", ["news", "guide"]))).toEqual([2, 3, 4, 5])
    expect(await ids(posts().contains("meta", { lang: "pt" }))).toEqual([1, 4])
    expect(await ids(posts().or("id.eq.2,and(status.eq.draft,author_id.eq." + BOB + ")"))).toEqual([2, 5])
    expect(await ids(posts().not("status", "eq", "draft").gt("id", 1))).toEqual([2, 4])
    expect(await ids(posts().filter("title", "in", '("Hello world","Bob news")'))).toEqual([1, 4])
    expect(await ids(posts().eq("meta->>lang", "en"))).toEqual([2])
    expect(await ids(posts().gt("published_at", "2025-01-15T00:00:00Z"))).toEqual([2, 4])
    expect(await ids(posts().match({ status: "published", category_id: 1 }))).toEqual([1, 4])
  })

  it("orders with nulls first/last and paginates with limit, offset and range", async () => {
    const nullsFirst = await service
      .from("posts")
      .select("id")
      .order("score", { ascending: false, nullsFirst: true })
      .order("id")
    expect(nullsFirst.data?.map((row) => row.id)).toEqual([2, 3, 5, 1, 4])
    const nullsLast = await service.from("posts").select("id").order("score", { ascending: true, nullsFirst: false })
    expect(nullsLast.data?.slice(0, 2).map((row) => row.id)).toEqual([4, 1])
    const page = await service.from("posts").select("id").order("id").range(1, 2)
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }])
    const limited = await service.from("posts").select("id").order("id", { ascending: false }).limit(2)
    expect(limited.data).toEqual([{ id: 5 }, { id: 4 }])
  })

  it("honours the Range header", async () => {
    const response = await fetch(`${local.url}/rest/v1/posts?select=id&order=id`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Range: "1-2", Prefer: "count=exact" },
    })
    expect(response.status).toBe(206)
    expect(response.headers.get("content-range")).toBe("1-2/5")
    expect(await response.json()).toEqual([{ id: 2 }, { id: 3 }])
  })

  it("counts with Content-Range (exact, planned, estimated, head)", async () => {
    const exact = await anon.from("posts").select("id", { count: "exact" }).order("id").range(0, 1)
    expect(exact.count).toBe(3)
    expect(exact.status).toBe(206)
    expect(exact.data).toHaveLength(2)
    const planned = await anon.from("posts").select("*", { count: "planned" })
    expect(planned.count).toBe(3)
    expect(planned.status).toBe(200)
    const head = await service.from("posts").select("*", { count: "estimated", head: true }).eq("status", "draft")
    expect(head.count).toBe(2)
    expect(head.data).toBeNull()
    const beyond = await anon.from("posts").select("id", { count: "exact" }).range(10, 12)
    expect(beyond.status).toBe(416)
    expect(beyond.error?.code).toBe("PGRST103")
  })

  it("returns one object for single() and PGRST116 otherwise; maybeSingle() works", async () => {
    const one = await anon.from("posts").select("id, title").eq("id", 1).single()
    expect(one.data).toEqual({ id: 1, title: "Hello world" })
    const none = await anon.from("posts").select("id").eq("id", 3).single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" })
    const many = await anon.from("posts").select("id").single()
    expect(many.error?.code).toBe("PGRST116")
    const maybe = await anon.from("posts").select("id").eq("id", 3).maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })
})

describe("embedding", () => {
  it("embeds to-one with an FK-name hint, to-many and many-to-many, nested", async () => {
    const { data, error } = await anon
      .from("posts")
      .select(
        "id, author:profiles!posts_author_id_fkey(username), editor:profiles!editor_id(username), category:categories(slug), tags(name), comments(body, author:profiles(username))"
      )
      .eq("id", 1)
      .order("name", { referencedTable: "tags" })
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      id: 1,
      author: { username: "alice" },
      editor: { username: "bob" },
      category: { slug: "news" },
      tags: [{ name: "finance" }, { name: "startup" }],
      comments: [], // anon may not read comments: embedded rows obey their own RLS
    })
    const member = await alice
      .from("posts")
      .select("id, comments(body, author:profiles(username))")
      .eq("id", 1)
      .single()
    expect(member.data?.comments).toHaveLength(2)
    expect(member.data?.comments).toContainEqual({ body: "Agreed", author: { username: "carol" } })
  })

  it("embeds one-to-many from the parent side, with embedded filters, order and limit", async () => {
    const { data, error } = await service
      .from("categories")
      .select("slug, posts(id)")
      .eq("posts.status", "published")
      .order("id", { referencedTable: "posts", ascending: false })
      .order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "news", posts: [{ id: 4 }, { id: 1 }] },
      { slug: "guides", posts: [{ id: 2 }] },
      { slug: "empty", posts: [] },
    ])
    const limited = await service
      .from("categories")
      .select("slug, posts(id)")
      .limit(1, { referencedTable: "posts" })
      .eq("slug", "news")
      .single()
    expect(limited.data?.posts).toHaveLength(1)
  })

  it("drops parents without matches with !inner and filters on the embed", async () => {
    const { data, error } = await anon
      .from("posts")
      .select("id, category:categories!inner(slug)")
      .eq("category.slug", "news")
      .order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, category: { slug: "news" } },
      { id: 4, category: { slug: "news" } },
    ])
    const withTags = await service.from("posts").select("id, tags!inner(name)").eq("tags.name", "startup").order("id")
    expect(withTags.data?.map((row) => row.id)).toEqual([1, 2])
    const notNull = await service.from("categories").select("slug, posts(id)").not("posts", "is", null).order("id")
    expect(notNull.data?.map((row) => row.slug)).toEqual(["news", "guides"])
    const innerCount = await service
      .from("posts")
      .select("id, tags!inner(name)", { count: "exact", head: true })
      .eq("tags.name", "startup")
    expect(innerCount.count).toBe(2)
    const notNullCount = await service
      .from("categories")
      .select("slug, posts(id)", { count: "exact" })
      .not("posts", "is", null)
    expect(notNullCount.count).toBe(2)
    const leftCount = await service
      .from("categories")
      .select("slug, posts(id)", { count: "exact" })
      .eq("posts.status", "draft")
    expect(leftCount.count).toBe(3)
  })

  it("orders the parent by a to-one embedded column", async () => {
    const { data, error } = await service
      .from("posts")
      .select("id, author:profiles!author_id(username)")
      .order("author(username)", { ascending: false })
      .order("id")
    expect(error).toBeNull()
    expect(data?.map((row) => row.id)).toEqual([4, 5, 1, 2, 3])
  })

  it("reports ambiguous (300 PGRST201) and missing (400 PGRST200) relationships", async () => {
    const ambiguous = await anon.from("posts").select("id, profiles(username)")
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe("PGRST201")
    expect(ambiguous.error?.hint).toContain("profiles!posts_author_id_fkey")
    const missing = await anon.from("tags").select("id, profiles(username)")
    expect(missing.status).toBe(400)
    expect(missing.error?.code).toBe("PGRST200")
    const notEmbedded = await anon.from("posts").select("id").eq("category.slug", "x")
    expect(notEmbedded.error?.code).toBe("PGRST108")
  })
})

describe("writes", () => {
  it("inserts an object (201, empty body by default) and arrays with representation and count", async () => {
    await reset()
    const minimal = await alice.from("posts").insert({ author_id: ALICE, title: "New" })
    expect(minimal).toMatchObject({ status: 201, data: null, error: null })
    const nulls = await alice.from("posts").insert([
      { author_id: ALICE, title: "A", status: "published" },
      { author_id: ALICE, title: "B" },
    ])
    // supabase-js sends ?columns=… (union of keys): B's missing status becomes NULL and fails NOT NULL
    expect(nulls.status).toBe(400)
    expect(nulls.error?.code).toBe("23502")
    const many = await alice
      .from("posts")
      .insert(
        [
          { author_id: ALICE, title: "A", status: "published" },
          { author_id: ALICE, title: "B" },
        ],
        { count: "exact", defaultToNull: false }
      )
      .select("title, status, tags, author:profiles!author_id(username)")
    expect(many.error).toBeNull()
    expect(many.status).toBe(201)
    expect(many.count).toBe(2)
    expect(many.data).toEqual([
      { title: "A", status: "published", tags: [], author: { username: "alice" } },
      { title: "B", status: "draft", tags: [], author: { username: "alice" } },
    ])
    const single = await alice
      .from("posts")
      .insert({ author_id: ALICE, title: "One", meta: { a: [1, 2] }, tags: ["x", "y"] })
      .select("id, meta, tags")
      .single()
    expect(single.data).toMatchObject({ meta: { a: [1, 2] }, tags: ["x", "y"] })
  })

  it("enforces RLS on writes: anon 401, other users 403, and RETURNING needs a SELECT policy", async () => {
    await reset()
    const anonInsert = await anon.from("posts").insert({ author_id: ALICE, title: "x" })
    expect(anonInsert.status).toBe(401)
    expect(anonInsert.error?.code).toBe("42501")
    const forged = await bob.from("posts").insert({ author_id: ALICE, title: "x" })
    expect(forged.status).toBe(403)
    expect(forged.error?.code).toBe("42501")
    const notes = await anon.from("private_notes").select("*")
    expect(notes.status).toBe(401)
    expect(notes.error?.code).toBe("42501")
    const own = await alice.from("private_notes").select("note")
    expect(own.data).toEqual([{ note: "alice note" }])
    const created = await bob.from("private_notes").insert({ note: "second" }).select("note, owner_id").single()
    expect(created.data).toEqual({ note: "second", owner_id: BOB })
  })

  it("maps constraint violations: unique 409, check 400, FK 409, bad literal 400", async () => {
    await reset()
    const duplicate = await alice.from("posts").insert({ author_id: ALICE, title: "Dup", slug: "hello-world" })
    expect(duplicate.status).toBe(409)
    // PostgreSQL omits the key from the detail when RLS applies to the caller, as in production.
    expect(duplicate.error).toMatchObject({ code: "23505", details: null })
    const asService = await service.from("categories").insert({ slug: "news", name: "x" })
    expect(asService.error).toMatchObject({ code: "23505", details: "Key (slug)=(news) already exists." })
    const check = await alice.from("posts").insert({ author_id: ALICE, title: "" })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe("23514")
    const fk = await service.from("comments").insert({ post_id: 999, author_id: ALICE, body: "x" })
    expect(fk.status).toBe(409)
    expect(fk.error?.code).toBe("23503")
    const literal = await anon.from("posts").select("id").eq("id", "abc")
    expect(literal.status).toBe(400)
    expect(literal.error?.code).toBe("22P02")
  })

  it("upserts with merge-duplicates and ignore-duplicates on a chosen conflict target", async () => {
    await reset()
    const merged = await service
      .from("categories")
      .upsert(
        [
          { slug: "news", name: "Notícias" },
          { slug: "events", name: "Events" },
        ],
        { onConflict: "slug" }
      )
      .select("slug, name")
    expect(merged.error).toBeNull()
    expect(merged.data).toEqual([
      { slug: "news", name: "Notícias" },
      { slug: "events", name: "Events" },
    ])
    const ignored = await service
      .from("categories")
      .upsert(
        [
          { slug: "news", name: "Ignored" },
          { slug: "jobs", name: "Jobs" },
        ],
        { onConflict: "slug", ignoreDuplicates: true }
      )
      .select("slug")
    expect(ignored.data).toEqual([{ slug: "jobs" }])
    const byPk = await service.from("tags").upsert({ id: 1, name: "startups" }).select().single()
    expect(byPk.data).toEqual({ id: 1, name: "startups" })
    const { data } = await anon.from("categories").select("name").eq("slug", "news").single()
    expect(data?.name).toBe("Notícias")
  })

  it("updates and deletes under RLS, with representation and single() rollback", async () => {
    await reset()
    const update = await alice.from("posts").update({ title: "Edited" }).eq("id", 1)
    expect(update).toMatchObject({ status: 204, data: null, error: null })
    const others = await alice.from("posts").update({ title: "Hijack" }).eq("id", 4).select()
    expect(others.status).toBe(200)
    expect(others.data).toEqual([]) // bob's post is invisible to alice's UPDATE policy
    const returned = await alice
      .from("posts")
      .update({ status: "published" })
      .eq("status", "draft")
      .select("id, status")
    expect(returned.data).toEqual([{ id: 3, status: "published" }])
    const tooMany = await service.from("posts").update({ body: "x" }).in("id", [1, 2]).select("id").single()
    expect(tooMany.error?.code).toBe("PGRST116")
    const unchanged = await service.from("posts").select("body").eq("id", 1).single()
    expect(unchanged.data?.body).toBe("first")
    const noWhere = await service.from("posts").update({ body: "x" })
    expect(noWhere.status).toBe(400)
    expect(noWhere.error?.code).toBe("21000")
    const deleted = await bob.from("posts").delete().eq("id", 5).select("id")
    expect(deleted.data).toEqual([{ id: 5 }])
    const denied = await bob.from("posts").delete({ count: "exact" }).eq("id", 1)
    expect(denied.status).toBe(204)
    expect(denied.count).toBe(0)
    const still = await anon.from("posts").select("id").eq("id", 1)
    expect(still.data).toEqual([{ id: 1 }])
  })
})

describe("rpc", () => {
  beforeAll(reset)

  it("calls scalar functions by POST and GET with named args and defaults", async () => {
    expect((await anon.rpc("add_numbers", { a: 2, b: 3 })).data).toBe(5)
    expect((await anon.rpc("add_numbers", { a: 2 })).data).toBe(2)
    expect((await anon.rpc("add_numbers", { a: 4, b: 1 }, { get: true })).data).toBe(5)
    expect((await alice.rpc("whoami")).data).toBe(ALICE)
    expect((await anon.rpc("whoami")).data).toBeNull()
    expect((await anon.rpc("count_all_posts")).data).toBe(5) // security definer bypasses RLS
    expect((await anon.rpc("echo_json", { nested: { a: [1, "two"] } })).data).toEqual({ nested: { a: [1, "two"] } })
  })

  it("returns sets with filters, order, select, count and single()", async () => {
    const posts = await anon
      .rpc("posts_by_status", { p_status: "published" })
      .select("id, title")
      .order("id", { ascending: false })
    expect(posts.data).toEqual([
      { id: 4, title: "Bob news" },
      { id: 2, title: "How to pitch" },
      { id: 1, title: "Hello world" },
    ])
    const filtered = await anon
      .rpc("posts_by_status", { p_status: "published" }, { get: true })
      .gt("id", 1)
      .select("id, author:profiles!author_id(username)")
    expect(filtered.data).toEqual([
      { id: 2, author: { username: "alice" } },
      { id: 4, author: { username: "bob" } },
    ])
    const counted = await anon.rpc("posts_by_status", { p_status: "published" }, { count: "exact" })
    expect(counted.count).toBe(3)
    expect((await anon.rpc("tag_names")).data).toEqual(["finance", "startup", "unused"])
    const table = await alice.rpc("post_summary", { p_id: 1 }).single()
    expect(table.data).toEqual({ id: 1, title: "Hello world", comment_count: 2 })
  })

  it("handles void functions, volatile writes, errors and unknown functions", async () => {
    await reset()
    const added = await anon.rpc("add_category", { p_slug: "rpc", p_name: "RPC" })
    expect(added).toMatchObject({ status: 204, data: null, error: null })
    const viaGet = await anon.rpc("add_category", { p_slug: "get", p_name: "GET" }, { get: true })
    expect(viaGet.status).toBe(405)
    expect(viaGet.error?.code).toBe("25006")
    const raised = await anon.rpc("fail_with", { msg: "boom" })
    expect(raised.status).toBe(400)
    expect(raised.error).toMatchObject({ code: "P0001", message: "boom", hint: "raised on purpose" })
    const unknown = await anon.rpc("nope", { a: 1 })
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe("PGRST202")
    const wrongArgs = await anon.rpc("add_numbers", { z: 1 })
    expect(wrongArgs.error?.code).toBe("PGRST202")
  })
})

describe("bad input", () => {
  it("rejects bad, forged and expired JWTs and unknown roles with 401", async () => {
    const expired = await signJwt(
      { sub: ALICE, role: "authenticated", exp: Math.floor(Date.now() / 1000) - 10 },
      LOCAL_JWT_SECRET
    )
    const result = await clientWithToken(expired).from("posts").select("id")
    expect(result.status).toBe(401)
    expect(result.error).toMatchObject({ code: "PGRST303", message: "JWT expired" })
    const forged = await signJwt({ sub: ALICE, role: "service_role" }, "another-secret-with-at-least-32-characters!!")
    const forgedResult = await clientWithToken(forged).from("posts").select("id")
    expect(forgedResult.status).toBe(401)
    expect(forgedResult.error?.code).toBe("PGRST301")
    const garbage = await clientWithToken("not-a-jwt").from("posts").select("id")
    expect(garbage.error?.code).toBe("PGRST301")
    const unknownRole = await clientWithToken(await userToken(ALICE, { role: "wizard" }))
      .from("posts")
      .select("id")
    expect(unknownRole.status).toBe(401)
    const superuser = await clientWithToken(await userToken(ALICE, { role: "postgres" }))
      .from("posts")
      .select("id")
    expect(superuser.status).toBe(403)
  })

  it("answers unknown tables, columns and schemas with PostgREST errors", async () => {
    const table = await anon.from("nope").select("*")
    expect(table.status).toBe(404)
    expect(table.error?.code).toBe("PGRST205")
    const column = await anon.from("posts").select("id, nope")
    expect(column.status).toBe(400)
    expect(column.error?.code).toBe("42703")
    const filterColumn = await anon.from("posts").select("id").eq("nope", 1)
    expect(filterColumn.error?.code).toBe("42703")
    const payloadColumn = await alice.from("posts").insert({ author_id: ALICE, title: "x", nope: 1 })
    expect(payloadColumn.status).toBe(400)
    expect(payloadColumn.error?.code).toBe("PGRST204")
    const schema = await anon.schema("private").from("posts").select("*")
    expect(schema.status).toBe(406)
    expect(schema.error?.code).toBe("PGRST106")
  })

  it("answers malformed select, filter, order, JSON and oversized bodies without crashing", async () => {
    const select = await anon.from("posts").select("id, author(")
    expect(select.status).toBe(400)
    expect(select.error?.code).toBe("PGRST100")
    const operator = await anon.from("posts").select("id").filter("id", "nope", "1")
    expect(operator.error?.code).toBe("PGRST100")
    const order = await anon
      .from("posts")
      .select("id")
      .order("id.sideways" as "id")
    expect(order.status).toBe(400)
    const headers = { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" }
    const json = await fetch(`${local.url}/rest/v1/categories`, { method: "POST", headers, body: "{not json" })
    expect(json.status).toBe(400)
    expect((await json.json()).code).toBe("PGRST102")
    const keys = await fetch(`${local.url}/rest/v1/categories`, {
      method: "POST",
      headers,
      body: JSON.stringify([{ slug: "a" }, { name: "b" }]),
    })
    expect((await keys.json()).code).toBe("PGRST102")
    const big = await fetch(`${local.url}/rest/v1/categories`, {
      method: "POST",
      headers,
      body: JSON.stringify({ slug: "x".repeat(2 * 1024 * 1024) }),
    })
    expect(big.status).toBe(413)
    const deep = await anon.from("posts").select("id, " + "profiles!author_id(".repeat(40) + "id" + ")".repeat(40))
    expect(deep.error?.code).toBe("PGRST100")
    const badPath = await fetch(`${local.url}/rest/v1/po%E0%A4%A`, { headers })
    expect(badPath.status).toBe(404)
    const limit = await fetch(`${local.url}/rest/v1/posts?limit=-1`, { headers })
    expect(limit.status).toBe(400)
    const body = await limit.json()
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"])
  })

  it("binds or rejects SQL-injection attempts and leaves the table intact", async () => {
    await reset()
    const attempts = [
      await anon.from("posts").select("id").eq("title", "x'; drop table posts; --"),
      await anon.from("posts").select("id").eq("id", "1 or 1=1"),
      await anon.from("posts").select("id").in("slug", ["a') or ('1'='1"]),
      await anon.from("posts").select("id").or("title.eq.x),id.gt.(0"),
      await anon.from("posts").select("id").ilike("title", "%' or '1'='1"),
      await anon.from("posts").select('id, "title; drop table posts"'),
      await anon.from("posts").select("id::int; drop table posts").eq("id", 1),
      await anon.from("posts").select("id").eq('title" = title or "1', "1"),
      await anon.from("posts").select("id").order("id; drop table posts"),
      await anon.from("posts").select("id").eq("meta->>x' or '1'='1", "1"),
      await anon.from("posts; drop table posts").select("*"),
      await service.from("posts").update({ "title = 'pwned' --": "x" }).eq("id", 1),
      await anon.rpc("add_numbers", { "a := 1); drop table posts; --": 1 }),
    ]
    for (const attempt of attempts) {
      expect(attempt.status === 200 || attempt.status === 206 || (attempt.status >= 400 && attempt.status < 500)).toBe(
        true
      )
      if (attempt.status === 200) expect(attempt.data).toEqual([])
    }
    const { count } = await service.from("posts").select("*", { count: "exact", head: true })
    expect(count).toBe(5)
    const { data } = await service.from("posts").select("title").eq("id", 1).single()
    expect(data?.title).toBe("Hello world")
  })
})
