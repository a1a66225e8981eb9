import { removeDataDir } from "./db.ts"
import { demoSecretListenRefusal, loadConfig } from "./config.ts"
import { startLocalSupabase } from "./server.ts"

// `tsx supabase/local/main.ts [--reset]`: the local backend the dev and start scripts launch.
const config = loadConfig()
const refusal = demoSecretListenRefusal(config)
if (refusal && !process.argv.includes("--exit")) {
  console.error(`[local-supabase] ${refusal}`)
  process.exit(1)
}
if (process.argv.includes("--reset")) {
  await removeDataDir(config)
  console.log(`[local-supabase] removed ${config.dataDir}`)
}
const started = Date.now()
if (process.argv.includes("--exit")) {
  // db:reset: rebuild from migrations and seed without serving.
  const local = await startLocalSupabase({ host: "127.0.0.1", port: 0, quiet: false })
  await local.close()
  console.log(`[local-supabase] database rebuilt in ${Date.now() - started} ms`)
  process.exit(0)
}
const local = await startLocalSupabase()
const banner = [
  "",
  "  Local Supabase-compatible backend (PGlite) is ready",
  `  API URL           ${local.url}`,
  `  Anon key          ${config.anonKey}`,
  `  Service role key  ${config.serviceRoleKey}`,
  `  Publishable key   ${config.publishableKey}`,
  `  Secret key        ${config.secretKey}`,
  `  E-mail outbox     ${local.url}/_outbox`,
  `  Data              ${config.dataDir}`,
  "  Demo accounts     admin@convergencia.test, editora@convergencia.test,",
  "                    membro@convergencia.test, membra@convergencia.test (password: demo-convergencia)",
  `  Started in        ${Date.now() - started} ms`,
  "",
]
console.log(banner.join("\n"))

const stop = async () => {
  await local.close()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
