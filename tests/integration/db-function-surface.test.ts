/**
 * The definer surface (issue #32): every function of the API's schema that visitors (`anon`) or
 * members (`authenticated`) may execute through /rest/v1/rpc is a row of
 * supabase/function-surface.json, with who calls it and what it checks; everything else there
 * is the server's. The file is the table the README links, so neither can drift from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadConfig } from "@/supabase/local/config"
import { LocalDatabase, type Queryable } from "@/supabase/local/db"
import { readSurface } from "@/scripts/lib/function-surface-table"

const surface = readSurface()

/** The schemas PostgREST serves (`db-schemas`; the local backend: public only). */
const EXPOSED = ["public"]

const FUNCTIONS = `
  select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as function,
         case when p.prosecdef then 'definer' else 'invoker' end as security,
         has_function_privilege('anon', p.oid, 'execute') as anon,
         has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
         has_function_privilege('service_role', p.oid, 'execute') as service_role
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
  order by 1`

interface Row {
  function: string
  security: string
  anon: boolean
  authenticated: boolean
  service_role: boolean
}

const listFunctions = async (q: Pick<Queryable, "query">) => (await q.query<Row>(FUNCTIONS, [EXPOSED])).rows

let db: LocalDatabase
let rows: Row[]

beforeAll(async () => {
  db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
  rows = await listFunctions(db)
})

afterAll(async () => {
  await db?.close()
})

describe("supabase/function-surface.json", () => {
  it("names each function once, in one list", () => {
    const names = [...surface.callable, ...surface.serverOnly].map((f) => f.function)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    for (const row of surface.callable) {
      expect(row.roles.length, row.function).toBeGreaterThan(0)
      expect(row.caller.trim(), row.function).not.toBe("")
      expect(row.checks.trim(), row.function).not.toBe("")
    }
  })

  it.each(["anon", "authenticated"] as const)("lists exactly what %s may execute in the API", (role) => {
    const granted = rows.filter((r) => r[role]).map((r) => r.function)
    const listed = surface.callable.filter((f) => f.roles.includes(role)).map((f) => f.function)
    // Both ways: a grant the table does not explain, or a row the database no longer grants.
    expect({
      notListed: granted.filter((f) => !listed.includes(f)),
      notGranted: listed.filter((f) => !granted.includes(f)),
    }).toEqual({
      notListed: [],
      notGranted: [],
    })
  })

  it("says which callable functions run as their owner", () => {
    const security = new Map(rows.map((r) => [r.function, r.security]))
    const wrong = surface.callable
      .filter((f) => security.get(f.function) !== f.security)
      .map((f) => `${f.function}: ${security.get(f.function) ?? "missing"}, listed ${f.security}`)
    expect(wrong).toEqual([])
  })

  it("keeps the server's functions from visitors and members, and lets the service role run them", () => {
    const byName = new Map(rows.map((r) => [r.function, r]))
    const wrong = surface.serverOnly.flatMap(({ function: name }) => {
      const row = byName.get(name)
      if (!row) return [`${name}: missing`]
      if (row.anon || row.authenticated) return [`${name}: executable by ${row.anon ? "anon" : "authenticated"}`]
      return row.service_role ? [] : [`${name}: not executable by service_role`]
    })
    expect(wrong).toEqual([])
  })

  it("a new function is nobody's until a migration grants it, and then the comparison sees it", async () => {
    // PostgreSQL's built-in default grants EXECUTE to PUBLIC; 20261128130001 revokes that default,
    // so a migration that forgets its grant exposes nothing. Checked in a rolled-back transaction.
    const seen = await db.exclusive(async (q) => {
      await q.query("begin")
      try {
        await q.query(`create function public.surface_probe() returns int language sql security definer
                       set search_path = '' as 'select 1'`)
        const before = (await listFunctions(q)).find((r) => r.function === "public.surface_probe()")
        await q.query(`grant execute on function public.surface_probe() to anon`)
        const after = (await listFunctions(q)).find((r) => r.function === "public.surface_probe()")
        return { before, after }
      } finally {
        await q.query("rollback")
      }
    })
    expect(seen.before).toMatchObject({ anon: false, authenticated: false, service_role: true })
    expect(seen.after).toMatchObject({ anon: true, security: "definer" })
  })
})
