import { describe, expect, it } from "vitest"
import { contractBackend, fixtureSchema } from "./backend"

// Contract of /rest/v1 against PostgREST 12, through supabase-js, on the REST fixture schema
// (tests/fixtures/local-backend). Each expectation cites the PostgREST source behind it.
const backend = contractBackend(fixtureSchema("local-backend"))
const anon = () => backend.anon()
const service = () => backend.service()

// PostgREST v12 src/PostgREST/Response.hs, actionResponse for MutationCreate: `isInsertIfGTZero`
// answers 200 when a `resolution=merge-duplicates` upsert inserted no row (pgrst.inserted <= 0,
// counted by Query/SqlFragment.hs addConfigPgrstInserted) and 201 otherwise; the body follows
// `return=` (empty for minimal, the rows for representation).
describe("merge-upsert (Prefer: resolution=merge-duplicates)", () => {
  it("answers 201 when it inserts and 200 when it only updates, return=minimal", async () => {
    const inserted = await service()
      .from("categories")
      .upsert({ slug: "contract-min", name: "A" }, { onConflict: "slug" })
    expect(inserted.error).toBeNull()
    expect(inserted.status).toBe(201)
    const updated = await service()
      .from("categories")
      .upsert({ slug: "contract-min", name: "B" }, { onConflict: "slug" })
    expect(updated.error).toBeNull()
    expect(updated.status).toBe(200)
    expect(updated.data).toBeNull()
    const { data } = await service().from("categories").select("name").eq("slug", "contract-min").single()
    expect(data).toEqual({ name: "B" })
  })

  it("answers 200 with the updated rows for return=representation, 201 when one of them is new", async () => {
    const first = await service()
      .from("categories")
      .upsert({ slug: "contract-rep", name: "A" }, { onConflict: "slug" })
      .select("slug, name")
    expect(first.status).toBe(201)
    const again = await service()
      .from("categories")
      .upsert({ slug: "contract-rep", name: "B" }, { onConflict: "slug" })
      .select("slug, name")
    expect(again.error).toBeNull()
    expect(again.status).toBe(200)
    expect(again.data).toEqual([{ slug: "contract-rep", name: "B" }])
    const mixed = await service()
      .from("categories")
      .upsert(
        [
          { slug: "contract-rep", name: "C" },
          { slug: "contract-rep-2", name: "D" },
        ],
        { onConflict: "slug" }
      )
      .select("slug, name")
    expect(mixed.status).toBe(201)
    expect(mixed.data).toHaveLength(2)
  })

  it("keeps 201 for ignore-duplicates, whatever it inserted", async () => {
    // Response.hs: isInsertIfGTZero only turns 201 into 200 for MergeDuplicates.
    const { status, error } = await service()
      .from("categories")
      .upsert({ slug: "contract-min", name: "ignored" }, { onConflict: "slug", ignoreDuplicates: true })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })
})

// A PATCH runs as the request's role, so PostgreSQL refuses it with 42501 (insufficient_privilege)
// before any row is looked at; src/PostgREST/Error.hs pgErrorStatus maps 42501 to 401 for an
// anonymous request and 403 for an authenticated one. An empty body is no exception:
// Query/QueryBuilder.hs mutatePlanToQuery (Update with no columns) still runs
// `SELECT … FROM table WHERE false` as that role, which needs the table's SELECT privilege.
describe("PATCH without the privilege", () => {
  it("answers 42501 (401 for anon), not 200 [], with return=representation", async () => {
    const { data, error, status } = await anon().from("private_notes").update({ note: "x" }).eq("id", 1).select()
    expect(data).toBeNull()
    expect(error?.code).toBe("42501")
    expect(status).toBe(401)
  })

  it("answers 42501 for an empty body too, not 200 []", async () => {
    const { data, error, status } = await anon().from("private_notes").update({}).eq("id", 1).select()
    expect(data).toBeNull()
    expect(error?.code).toBe("42501")
    expect(status).toBe(401)
    const minimal = await anon().from("private_notes").update({}).eq("id", 1)
    expect(minimal.error?.code).toBe("42501")
    expect(minimal.status).toBe(401)
  })

  it("an empty body on a readable table answers 200 [] as PostgREST's SELECT … WHERE false does", async () => {
    const { data, error, status } = await service().from("categories").update({}).eq("id", 1).select()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([])
  })
})
