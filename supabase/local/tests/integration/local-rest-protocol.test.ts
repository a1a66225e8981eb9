import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../config"
import type { LocalSupabase } from "../../server"
import { clientFor, fixtureSchema, startBackend } from "../helpers/backend"

// Wire details of /rest/v1 that the clients rely on but rarely exercise: keys, media types, schema cache.
let local: LocalSupabase
let anon: SupabaseClient
let service: SupabaseClient

beforeAll(async () => {
  local = await startBackend(fixtureSchema("local-backend"))
  anon = clientFor(local, LOCAL_ANON_KEY)
  service = clientFor(local, LOCAL_SERVICE_ROLE_KEY)
})

afterAll(async () => {
  await local?.close()
})

// The gateway needs an apikey on every /rest/v1 request (kong.yml's key-auth), header or query.
const rest = (pathAndQuery: string, init: RequestInit = {}) =>
  fetch(`${local.url}/rest/v1${pathAndQuery}`, {
    ...init,
    headers: pathAndQuery.includes("apikey=")
      ? init.headers
      : { apikey: LOCAL_ANON_KEY, ...(init.headers as Record<string, string> | undefined) },
  })

describe("request context", () => {
  it("treats a lone anon apikey as anon, accepts the apikey query parameter, and answers 401 without a key", async () => {
    const bare = await rest("/posts?select=id&order=id")
    expect(bare.status).toBe(200)
    expect(await bare.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }])
    expect((await fetch(`${local.url}/rest/v1/posts?select=id`)).status).toBe(401)
    const byParam = await rest(`/posts?select=id&status=eq.draft&apikey=${LOCAL_SERVICE_ROLE_KEY}`)
    expect(await byParam.json()).toEqual([{ id: 3 }, { id: 5 }])
  })

  it("answers HEAD with headers only and exposes Content-Range to browsers", async () => {
    const response = await rest("/posts?select=id", {
      method: "HEAD",
      headers: { Prefer: "count=exact", Origin: "http://localhost:3000" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-range")).toBe("0-2/3")
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range")
    expect(await response.text()).toBe("")
  })

  it("rejects media types it cannot produce and unknown paths", async () => {
    const xml = await rest("/posts", { headers: { Accept: "application/xml" } })
    expect(xml.status).toBe(406)
    expect((await xml.json()).code).toBe("PGRST107")
    const deep = await rest("/posts/1")
    expect(deep.status).toBe(404)
    expect((await deep.json()).code).toBe("PGRST125")
    const put = await rest("/rpc/add_numbers", {
      method: "PATCH",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    })
    expect(put.status).toBe(405)
  })
})

describe("select extras", () => {
  it("spreads a to-one embed into the parent and embeds on function results", async () => {
    const { data, error } = await anon.from("posts").select("id, ...categories(category:slug)").eq("id", 2).single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: 2, category: "guides" })
  })

  it("embeds views through the foreign keys of the tables they expose", async () => {
    const { data, error } = await anon
      .from("posts")
      .select("id, writer:authors!author_id(username)")
      .eq("id", 4)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ id: 4, writer: { username: "bob" } })
    const reverse = await anon
      .from("authors")
      .select("username, posts!author_id(id)")
      .order("username")
      .order("id", { referencedTable: "posts" })
    expect(reverse.data).toEqual([
      { username: "alice", posts: [{ id: 1 }, { id: 2 }] },
      { username: "bob", posts: [{ id: 4 }] },
    ])
  })

  it("strips null-valued keys for stripNulls()", async () => {
    const list = await anon.from("profiles").select("username, display_name").eq("username", "carol").stripNulls()
    expect(list.data).toEqual([{ username: "carol" }])
    const one = await anon
      .from("profiles")
      .select("username, display_name")
      .eq("username", "carol")
      .stripNulls()
      .single()
    expect(one.data).toEqual({ username: "carol" })
  })

  it("answers rpc by HEAD with a count and no body", async () => {
    const result = await anon.rpc("posts_by_status", { p_status: "published" }, { head: true, count: "exact" })
    expect(result.error).toBeNull()
    expect(result.count).toBe(3)
    expect(result.data).toBeNull()
  })

  it("keeps numeric, timestamp and jsonb formatting as PostgreSQL's JSON renders it", async () => {
    const response = await rest("/posts?select=score,published_at,meta&id=eq.1", {
      headers: { apikey: LOCAL_ANON_KEY },
    })
    expect(await response.text()).toBe(
      '[{"score":4.50,"published_at":"2025-01-01T10:00:00+00:00","meta":{"lang": "pt", "views": 10}}]'
    )
  })
})

describe("operators", () => {
  const ids = async (query: PromiseLike<{ data: Array<{ id: number }> | null; error: unknown }>) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return data!.map((row) => row.id)
  }
  const posts = () => service.from("posts").select("id").order("id")

  it("handles negated lists and trees, regex, distinctness, quantified, overlap and text search", async () => {
    expect(await ids(posts().not("id", "in", "(1,2)"))).toEqual([3, 4, 5])
    const notOr = await rest("/posts?select=id&not.or=(id.eq.1,id.eq.2)&order=id", {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
    })
    expect(await notOr.json()).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }])
    expect(await ids(posts().filter("title", "match", "^Bob"))).toEqual([4, 5])
    expect(await ids(posts().filter("title", "imatch", "^bob"))).toEqual([4, 5])
    expect(await ids(posts().filter("score", "isdistinct", "4.50"))).toEqual([2, 3, 4, 5])
    expect(await ids(posts().likeAnyOf("title", ["Bob%", "Hello%"]))).toEqual([1, 4, 5])
    expect(await ids(posts().overlaps("tags", ["guide", "intro"]))).toEqual([1, 2])
    expect(await ids(posts().textSearch("title", "pitch"))).toEqual([2])
    expect(await ids(posts().textSearch("title", "pitching", { config: "english", type: "plain" }))).toEqual([2])
    expect(await ids(posts().is("editor_id", null).eq("status", "published"))).toEqual([2])
  })

  it("applies logic trees to embedded resources", async () => {
    const { data, error } = await service
      .from("categories")
      .select("slug, posts(id)")
      .or("id.eq.1,id.eq.2", { referencedTable: "posts" })
      .eq("slug", "news")
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({ slug: "news", posts: [{ id: 1 }] })
  })
})

describe("schema cache", () => {
  it("sees tables, columns and functions created after start-up", async () => {
    await local.db.asOwner(async (q) => {
      await q.exec(`
        create table public.late_table (id int primary key, label text);
        insert into public.late_table values (1, 'late');
        alter table public.categories add column color text default 'blue';
        create function public.late_fn() returns text language sql as $$ select 'late' $$;
      `)
    })
    const table = await anon.from("late_table").select("label")
    expect(table.data).toEqual([{ label: "late" }])
    const column = await anon.from("categories").select("color").eq("slug", "news").single()
    expect(column.data).toEqual({ color: "blue" })
    expect((await anon.rpc("late_fn")).data).toBe("late")
  })

  it("forgets them again after restoreSnapshot()", async () => {
    await local.db.restoreSnapshot()
    const gone = await anon.from("late_table").select("*")
    expect(gone.error?.code).toBe("PGRST205")
    const column = await service.from("categories").select("color")
    expect(column.error?.code).toBe("42703")
    const { data } = await anon.from("posts").select("id").eq("id", 1)
    expect(data).toEqual([{ id: 1 }])
  })
})
