import { describe, expect, it } from "vitest"
import { fixtureSchema, contractBackend, userToken } from "./backend"

// Contract of the /rest/v1 call shapes the app makes (tests/contract/README.md), through
// supabase-js, on the REST fixture schema (tests/fixtures/local-backend). Expectations cite
// PostgREST v13.0.0's source (github.com/PostgREST/postgrest; the status and range rules below are
// the same in v12.2) and supabase-js
// packages/core/postgrest-js, which turns the wire answer into { data, error, count, status }.
const backend = contractBackend(fixtureSchema("local-backend"))
const ALICE = "11111111-1111-1111-1111-111111111111"
const BOB = "22222222-2222-2222-2222-222222222222"

const alice = async () => backend.withToken(await userToken(backend.local, ALICE))
const ids = (rows: unknown[] | null) => (rows ?? []).map((row) => (row as { id: number }).id)

describe("reads: select with filters", () => {
  // Query/QueryBuilder.hs readPlanToQuery: each filter is a WHERE clause on the caller's RLS-visible
  // rows (anon sees the published posts 1, 2, 4); Response.hs answers 200 with a JSON array.
  it.each([
    ["eq", (q: Query) => q.eq("category_id", 1), [1, 4]],
    ["neq (null is not 'not equal')", (q: Query) => q.neq("category_id", 1), [2]],
    ["gte", (q: Query) => q.gte("published_at", "2025-02-01T10:00:00Z"), [2, 4]],
    ["lt", (q: Query) => q.lt("published_at", "2025-02-01T10:00:00Z"), [1]],
    ["in", (q: Query) => q.in("id", [1, 4, 99]), [1, 4]],
    ["is null", (q: Query) => q.is("score", null), [2]],
    ["like (case-sensitive)", (q: Query) => q.like("title", "h%"), []],
    ["ilike", (q: Query) => q.ilike("title", "h%"), [1, 2]],
    ["or", (q: Query) => q.or("id.eq.1,title.ilike.*pitch*"), [1, 2]],
    ["or with is.null and gt", (q: Query) => q.or("score.is.null,score.gt.3"), [1, 2]],
    ["not", (q: Query) => q.not("score", "is", null), [1, 4]],
  ])("%s", async (_name, filter, expected) => {
    const { data, error, status } = await filter(backend.anon().from("posts").select("id")).order("id")
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(ids(data)).toEqual(expected)
  })

  // QueryParams.hs order: `order=col.desc`/`.asc` (postgrest-js `order(col, { ascending })`,
  // nulls last by default for asc, first for desc: PostgreSQL's default); limit → LIMIT.
  it("order ascending and descending, limit", async () => {
    const desc = await backend.anon().from("posts").select("id").order("published_at", { ascending: false }).limit(2)
    expect(ids(desc.data)).toEqual([4, 2])
    const asc = await backend.anon().from("posts").select("id").order("published_at", { ascending: true }).limit(2)
    expect(ids(asc.data)).toEqual([1, 2])
  })

  // QueryParams.hs pOrder: `order=col.desc.nullslast` (postgrest-js `nullsFirst: false`) puts the
  // rows without a value after the others; without it, desc puts them first (PostgreSQL's default).
  it("order descending with nulls last", async () => {
    const nullsLast = await backend
      .anon()
      .from("posts")
      .select("id")
      .order("score", { ascending: false, nullsFirst: false })
    expect(nullsLast.error).toBeNull()
    expect(ids(nullsLast.data)).toEqual([1, 4, 2])
    const byDefault = await backend.anon().from("posts").select("id").order("score", { ascending: false })
    expect(ids(byDefault.data)).toEqual([2, 1, 4])
  })

  // RangeQuery.hs rangeStatusHeader: with count=exact the answer is 206 when the page is smaller
  // than the total and 200 when it holds it all; Content-Range `lower-upper/total`, which
  // postgrest-js reads into `count`. Without a count the total is "*", and the status 200.
  it("range with count: exact answers 206 for a partial page with the total", async () => {
    const page = await backend.anon().from("posts").select("id", { count: "exact" }).order("id").range(0, 1)
    expect(page.error).toBeNull()
    expect(page.status).toBe(206)
    expect(page.count).toBe(3)
    expect(ids(page.data)).toEqual([1, 2])
    const whole = await backend.anon().from("posts").select("id", { count: "exact" }).order("id").range(0, 9)
    expect(whole.status).toBe(200)
    expect(whole.count).toBe(3)
    const uncounted = await backend.anon().from("posts").select("id").order("id").range(1, 1)
    expect(uncounted.status).toBe(200)
    expect(uncounted.count).toBeNull()
    expect(ids(uncounted.data)).toEqual([2])
  })

  // postgrest-js `select(cols, { head: true })` sends HEAD; Response.hs drops the body for a
  // headers-only read (wrHdrsOnly) and keeps Content-Range, so data is null and count the total.
  it("count: exact with head: true answers the count and no rows", async () => {
    const { data, error, count, status } = await backend
      .anon()
      .from("posts")
      .select("id", { count: "exact", head: true })
      .eq("category_id", 1)
    expect(error).toBeNull()
    expect(data).toBeNull()
    expect(count).toBe(2)
    expect(status).toBe(200)
  })
})

describe("reads: one row", () => {
  // Error.hs SingularityError: 406, PGRST116, "Cannot coerce the result to a single JSON object"
  // (v13; v12 said "JSON object requested, multiple (or no) rows returned", changed by PostgREST
  // #3795), details "The result contains N rows" (`.single()` asks for vnd.pgrst.object+json).
  it("single answers the row, or 406 PGRST116 when there is none", async () => {
    const one = await backend.anon().from("posts").select("id, title").eq("id", 1).single()
    expect(one).toMatchObject({ data: { id: 1, title: "Hello world" }, error: null, status: 200 })
    const none = await backend.anon().from("posts").select("id").eq("id", 3).single()
    expect(none.data).toBeNull()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 0 rows",
    })
  })

  // postgrest-js PostgrestBuilder (isMaybeSingle): reads an array and answers null for none;
  // more than one row is its own PGRST116 "Results contain N rows, …requires 1 row".
  it("maybeSingle answers null for none and PGRST116 for several", async () => {
    const none = await backend.anon().from("posts").select("id").eq("id", 3).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null, status: 200 })
    const one = await backend.anon().from("posts").select("id").eq("id", 2).maybeSingle()
    expect(one.data).toEqual({ id: 2 })
    const many = await backend.anon().from("posts").select("id").eq("category_id", 1).maybeSingle()
    expect(many.data).toBeNull()
    expect(many.error).toMatchObject({
      code: "PGRST116",
      details: "Results contain 2 rows, application/vnd.pgrst.object+json requires 1 row",
    })
  })
})

describe("reads: embedded resources", () => {
  // Plan/ReadPlan.hs: `alias:table!fk(cols)` disambiguates two FKs to the same table (a to-one
  // embed is an object or null), `table(cols)` to-many is an array (empty when RLS hides the rows:
  // comments are members-only); `!inner` turns the embed into an INNER JOIN, so a filter on it
  // (`embed.col=eq.x`) drops the parent rows.
  it("to-one with a hint, to-many, and !inner filtering the parents", async () => {
    const { data, error } = await backend
      .anon()
      .from("posts")
      .select("id, author:profiles!posts_author_id_fkey(username), comments(body)")
      .eq("id", 1)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: 1, author: { username: "alice" }, comments: [] })
    const member = await (
      await alice()
    )
      .from("posts")
      .select("id, comments(body)")
      .eq("id", 1)
      .single<{ id: number; comments: unknown[] }>()
    expect(member.data?.comments).toHaveLength(2)

    const inner = await backend
      .anon()
      .from("posts")
      .select("id, categories!inner(slug)")
      .eq("categories.slug", "news")
      .order("id")
    expect(inner.error).toBeNull()
    // The same join counts: head + count with an !inner embed filter (lib/data/shop.ts) counts the
    // parents the join keeps (Query/QueryBuilder.hs readPlanToCountQuery: an EXISTS per !inner embed).
    const counted = await backend
      .anon()
      .from("posts")
      .select("id, categories!inner(slug)", { count: "exact", head: true })
      .eq("categories.slug", "news")
    expect(counted).toMatchObject({ data: null, error: null, count: 2, status: 200 })
    expect(inner.data).toEqual([
      { id: 1, categories: { slug: "news" } },
      { id: 4, categories: { slug: "news" } },
    ])
  })
})

describe("writes", () => {
  // Response.hs (MutationCreate): 201; `return=minimal` (postgrest-js's default without .select())
  // has no body, so data is null; `return=representation` (.select()) answers the rows.
  it("insert answers 201, with the rows only when .select() asks for them", async () => {
    const client = await alice()
    const minimal = await client.from("posts").insert({ author_id: ALICE, title: "contract insert" })
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 })
    const rows = await client.from("posts").insert({ author_id: ALICE, title: "contract insert 2" }).select("title")
    expect(rows).toMatchObject({ data: [{ title: "contract insert 2" }], error: null, status: 201 })
  })

  // Error.hs pgErrorStatus: 23505 unique_violation → 409; 42501 (an RLS WITH CHECK refusal) → 403
  // for an authenticated caller, with PostgreSQL's message.
  it("insert refusals: 409 for a duplicate, 403 42501 for a row the policy refuses", async () => {
    const client = await alice()
    const duplicate = await client.from("posts").insert({ author_id: ALICE, title: "dup", slug: "hello-world" })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.code).toBe("23505")
    const refused = await client.from("posts").insert({ author_id: BOB, title: "not mine" })
    expect(refused.status).toBe(403)
    expect(refused.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "posts"',
    })
  })

  // Response.hs (MutationUpdate / MutationDelete): 204 without a body for return=minimal, 200 with
  // the rows for representation; rows RLS hides are not touched, so the answer is 200 [].
  it("update and delete answer 204 bare or 200 with the affected rows", async () => {
    const client = await alice()
    const created = await client.from("posts").insert({ author_id: ALICE, title: "to change" }).select("id").single()
    const id = created.data!.id as number
    expect(await client.from("posts").update({ body: "b" }).eq("id", id)).toMatchObject({
      data: null,
      error: null,
      status: 204,
    })
    const updated = await client.from("posts").update({ body: "c" }).eq("id", id).select("id, body")
    expect(updated).toMatchObject({ data: [{ id, body: "c" }], error: null, status: 200 })
    const hidden = await client.from("posts").update({ body: "x" }).eq("id", 5).select("id")
    expect(hidden).toMatchObject({ data: [], error: null, status: 200 })

    const removed = await client.from("posts").delete().eq("id", id).select("id")
    expect(removed).toMatchObject({ data: [{ id }], error: null, status: 200 })
    const again = await client.from("posts").delete().eq("id", id)
    expect(again).toMatchObject({ data: null, error: null, status: 204 })
  })
})

describe("rpc", () => {
  // Response.hs (DbCallResult): a scalar function answers 200 with the JSON value; a set-returning
  // one an array that takes filters and limits like a table read; a void one 204 without a body
  // (Routine.funcReturnsVoid), which postgrest-js turns into data null.
  it("scalar, set-returning with filters and .single()/.maybeSingle(), and void", async () => {
    expect(await backend.anon().rpc("add_numbers", { a: 1, b: 2 })).toMatchObject({
      data: 3,
      error: null,
      status: 200,
    })
    const set = await backend.anon().rpc("posts_by_status", { p_status: "published" }).eq("category_id", 1).limit(1)
    expect(set.error).toBeNull()
    expect(set.data).toHaveLength(1)
    const single = await backend.anon().rpc("post_summary", { p_id: 1 }).single()
    expect(single.data).toMatchObject({ id: 1, title: "Hello world" })
    const none = await backend.anon().rpc("post_summary", { p_id: 999 }).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null })
    const done = await backend.service().rpc("add_category", { p_slug: "rpc-void", p_name: "Void" })
    expect(done).toMatchObject({ data: null, error: null, status: 204 })
  })

  // Error.hs pgErrorStatus: P0001 (a plain `raise exception`) → 400, with message, hint and code.
  it("a raised exception answers 400 P0001 with its message and hint", async () => {
    const { data, error, status } = await backend.anon().rpc("fail_with", { msg: "não pode" })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: "P0001", message: "não pode", hint: "raised on purpose" })
  })
})

type Query = ReturnType<ReturnType<ReturnType<typeof backend.anon>["from"]>["select"]>
