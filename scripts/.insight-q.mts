import { LocalDatabase } from "/work/insight/supabase/local/db.ts"
import { loadConfig } from "/work/insight/supabase/local/config.ts"
async function main() {
const db = await LocalDatabase.open(loadConfig(process.env, { dataDir: "memory://", quiet: true }))
for (const sql of process.argv.slice(2)) {
  const t = performance.now()
  const r = await db.query(sql)
  console.log(JSON.stringify(r.rows).slice(0, 1500), Math.round(performance.now() - t) + "ms")
}
await (db as any).close?.()
}
main()
