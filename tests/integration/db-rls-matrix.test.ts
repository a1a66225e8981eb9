/**
 * Row-level security and privilege matrix (issue #5, data in ./rls-matrix.ts): every case runs as
 * raw SQL against the real Postgres of the local backend, each in its own transaction that is
 * rolled back, so cases are independent and can run in any order. db-matrix-supabase-js.test.ts
 * replays the same cases over /rest/v1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "@/supabase/local/config"
import { LocalDatabase, type Queryable } from "@/supabase/local/db"
import { type Actor, contextFor, FUNCTION_MATRIX, type Outcome, TABLE_MATRIX, USERS } from "./rls-matrix"

let db: LocalDatabase

/** Runs one statement as `actor` in a transaction that is always rolled back. */
async function attempt(actor: Actor, sql: string): Promise<Outcome> {
  const ctx = contextFor(actor)
  return db.exclusive(async (q: Queryable) => {
    await q.query("begin")
    try {
      await q.query(
        `select set_config('search_path', '"public", "extensions"', true),
                set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true)`,
        [ctx.role, JSON.stringify(ctx.claims)]
      )
      const result = await q.query(sql)
      return { rows: result.affectedRows && !result.rows.length ? result.affectedRows : result.rows.length }
    } catch (error) {
      return { error: (error as { code?: string }).code ?? String(error) }
    } finally {
      await q.query("rollback")
    }
  })
}

beforeAll(async () => {
  db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
})

afterAll(async () => {
  await db?.close()
})

describe("table privileges and RLS", () => {
  it.each(TABLE_MATRIX.map((c) => [`${c.table} ${c.op} as ${c.actor}${c.note ? ` (${c.note})` : ""}`, c] as const))(
    "%s",
    async (_name, c) => {
      expect(await attempt(c.actor, c.sql)).toEqual(c.expect)
    }
  )
})

describe("function execute", () => {
  it.each(FUNCTION_MATRIX.map((c) => [`${c.fn} as ${c.actor}${c.note ? ` (${c.note})` : ""}`, c] as const))(
    "%s",
    async (_name, c) => {
      expect(await attempt(c.actor, c.sql)).toEqual(c.expect)
    }
  )
})

describe("withRequest (the REST layer's path)", () => {
  it("a member sees only their own profile and cannot read subscribers", async () => {
    const ctx = contextFor("member")
    const profiles = await db.withRequest(ctx, (q) => q.query<{ id: string }>("select id from public.profiles"))
    expect(profiles.rows).toEqual([{ id: USERS.member.id }])
    const subscribers = await db.withRequest(ctx, (q) => q.query("select id from public.newsletter_subscribers"))
    expect(subscribers.rows).toHaveLength(0)
  })

  it("a visitor is refused profiles, notifications and subscribers", async () => {
    for (const table of ["profiles", "notifications", "newsletter_subscribers"]) {
      await expect(
        db.withRequest(contextFor("anon"), (q) => q.query(`select * from public.${table}`))
      ).rejects.toMatchObject({ code: "42501" })
    }
  })
})
