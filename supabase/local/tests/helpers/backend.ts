import path from "node:path"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js"
import WebSocket from "ws"
import type { LocalConfig } from "../../config"
import { signJwt } from "../../jwt"
import { startLocalSupabase, type LocalSupabase } from "../../server"

/**
 * What the tests that drive the local backend through supabase-js share: an in-memory server on
 * a free port, clients for a key or a member, and tokens signed with the server's secret.
 */

/** The seeded demo accounts' password (supabase/seed.sql) and two of them. */
export const DEMO_PASSWORD = "demo-convergencia"
export const SEEDED = {
  member: { id: "00000000-0000-4000-a000-000000000003", email: "membro@convergencia.test" },
  member2: { id: "00000000-0000-4000-a000-000000000004", email: "membra@convergencia.test" },
} as const

/** A schema of tests/fixtures/<name> (migrations + seed) instead of the product's. */
export function fixtureSchema(name: "local-auth" | "local-backend" | "local-realtime") {
  const dir = path.resolve(import.meta.dirname, "../fixtures", name)
  return { migrationsDir: path.join(dir, "migrations"), seedFile: path.join(dir, "seed.sql") }
}

export function startBackend(overrides: Partial<LocalConfig> = {}): Promise<LocalSupabase> {
  return startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true, ...overrides })
}

/** A supabase-js client on `key` that keeps its session in memory. */
export function clientFor(
  local: LocalSupabase,
  key: string = local.config.anonKey,
  extra: SupabaseClientOptions<"public"> = {}
): SupabaseClient {
  return createClient(local.url, key, {
    ...extra,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even when a test never connects.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
}

export async function signedIn(local: LocalSupabase, email: string, password = DEMO_PASSWORD) {
  const client = clientFor(local)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

export async function accessToken(client: SupabaseClient) {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}

/** An `authenticated` token for `sub`, as GoTrue would sign it, without a session behind it. */
export function userToken(local: LocalSupabase, sub: string, seconds = 3600) {
  return signJwt(
    { sub, role: "authenticated", aud: "authenticated", exp: Math.floor(Date.now() / 1000) + seconds },
    local.config.jwtSecret
  )
}
