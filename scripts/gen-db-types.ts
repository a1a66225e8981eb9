/**
 * Writes lib/database.types.ts from the schema the migrations build, with Supabase's own
 * generator: `@supabase/postgrest-typegen` is the introspection and TypeScript template behind
 * `supabase gen types typescript` (postgres-meta calls it). It only needs something with
 * `query(sql) → { rows }`, so it runs straight on the embedded PGlite: no server, no Docker.
 *
 *   node --import tsx scripts/gen-db-types.ts [--check]
 *
 * (`npx tsx` hangs on this script's top-level await.) With --check it exits 1 when the committed
 * file is stale instead of writing it; `npm test` runs that check.
 *
 * Why the package and not `@supabase/postgres-meta` itself: postgres-meta only talks to Postgres
 * over the network (node-postgres), which would need `@electric-sql/pglite-socket`, whose peer
 * dependency pins an older PGlite than ours. Both produce the same file (checked once by hand:
 * byte-identical output through the socket and directly).
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"

import { generateTypescript, introspect, sortGeneratorMetadata } from "@supabase/postgrest-typegen"
import * as prettier from "prettier"

import { loadConfig } from "../supabase/local/config.ts"
import { LocalDatabase } from "../supabase/local/db.ts"

const OUT_FILE = path.resolve(import.meta.dirname, "../lib/database.types.ts")
// The PostgREST line hosted Supabase runs (design/supabase-wire-contract.md); postgrest-js
// enables 13+ features (maxAffected, spread on to-many) from it.
const POSTGREST_VERSION = "14.1"

const db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
try {
  const queryable = { query: async (sql: string) => ({ rows: (await db.pg.query(sql)).rows }) }
  const metadata = sortGeneratorMetadata(
    await introspect(queryable, { includedSchemas: ["public"], excludedSchemas: [] })
  )
  const source = await generateTypescript(metadata, {
    detectOneToOneRelationships: true,
    postgrestVersion: POSTGREST_VERSION,
    defaultSchema: "public",
  })

  const options = (await prettier.resolveConfig(OUT_FILE)) ?? {}
  const formatted = await prettier.format(source, { ...options, filepath: OUT_FILE, plugins: [] })

  if (process.argv.includes("--check")) {
    const current = await readFile(OUT_FILE, "utf8").catch(() => "")
    if (current !== formatted) {
      console.error(`${path.relative(process.cwd(), OUT_FILE)} is stale: run node --import tsx scripts/gen-db-types.ts`)
      process.exitCode = 1
    }
  } else {
    await writeFile(OUT_FILE, formatted)
    console.log(`wrote ${path.relative(process.cwd(), OUT_FILE)}`)
  }
} finally {
  await db.close()
}
