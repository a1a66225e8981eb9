import { afterAll, beforeAll } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { loadConfig, type LocalConfig } from "../../config"
import type { LocalSupabase } from "../../server"
import { clientFor, fixtureSchema, signedIn, startBackend } from "../helpers/backend"

export { accessToken, DEMO_PASSWORD, fixtureSchema, SEEDED, userToken } from "../helpers/backend"

/**
 * The contract files' set-up: one in-process backend per file (started before its tests, closed
 * after), and the official clients on it. Call at the top of a test file.
 */
export function contractBackend(overrides: Partial<LocalConfig> = {}) {
  let local: LocalSupabase | undefined
  beforeAll(async () => {
    local = await startBackend(overrides)
  })
  afterAll(async () => {
    await local?.close()
  })
  const started = () => {
    if (!local) throw new Error("the backend starts in beforeAll")
    return local
  }
  return {
    get local() {
      return started()
    },
    get url() {
      return started().url
    },
    anon: (): SupabaseClient => clientFor(started()),
    service: (): SupabaseClient => clientFor(started(), started().config.serviceRoleKey),
    /** A client signed in with password (the seeded demo password unless given). */
    member: (email: string, password?: string) => signedIn(started(), email, password),
    /** A client whose requests carry `token` (a minted user token) instead of a session. */
    withToken: (token: string): SupabaseClient =>
      clientFor(started(), started().config.anonKey, { global: { headers: { Authorization: `Bearer ${token}` } } }),
  }
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

let counter = 0
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`

/** The last e-mail the backend's outbox holds for `email` (null when none). */
export async function latestMail(local: LocalSupabase, email: string, kind?: string) {
  const query = new URLSearchParams({ email, ...(kind ? { kind } : {}) })
  const response = await fetch(`${local.url}/_outbox/latest?${query}`)
  if (response.status === 404) return null
  return (await response.json()) as {
    recipient: string
    kind: string
    link: string
    token_hash: string | null
    otp: string | null
    html: string
  }
}
