import path from "node:path"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js"
import { afterAll, beforeAll } from "vitest"
import WebSocket from "ws"
import { loadConfig, type LocalConfig } from "../../config"
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

/**
 * The auth fixture schema (tests/fixtures/local-auth: profiles + trigger, one demo user) with
 * GoTrue's hosted defaults: confirmations on, no captcha; the app's site URL and allow list.
 */
export function authSchema(auth: Partial<LocalConfig["auth"]> = {}): Partial<LocalConfig> {
  const base = loadConfig(process.env).auth
  return {
    ...fixtureSchema("local-auth"),
    siteUrl: "http://localhost:3000",
    redirectAllowList: ["http://localhost:3000/**"],
    auth: { ...base, turnstileSecret: null, autoconfirm: false, ...auth },
  }
}

export function startBackend(overrides: Partial<LocalConfig> = {}): Promise<LocalSupabase> {
  return startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true, ...overrides })
}

/**
 * One backend for the calling test file: started before its tests, closed after them. Call at the
 * top of the file; `.local` exists from the first hook on.
 */
export function backendPerFile(start: () => Promise<LocalSupabase> = () => startBackend()) {
  let local: LocalSupabase | undefined
  beforeAll(async () => {
    local = await start()
  })
  afterAll(async () => {
    await local?.close()
  })
  return {
    get local(): LocalSupabase {
      if (!local) throw new Error("the backend starts in beforeAll")
      return local
    },
  }
}

let counter = 0
/** An address no other test of the run has used (the backend of a file outlives each test). */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`

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
