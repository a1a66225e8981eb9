import type { SupabaseClient } from "@supabase/supabase-js"
import type { LocalConfig } from "../../config"
import type { LocalSupabase } from "../../server"
import { backendPerFile, clientFor, signedIn, startBackend } from "../helpers/backend"

export {
  accessToken,
  authSchema,
  DEMO_PASSWORD,
  fixtureSchema,
  SEEDED,
  uniqueEmail,
  userToken,
} from "../helpers/backend"

/**
 * The contract files' set-up: one in-process backend per file (started before its tests, closed
 * after), and the official clients on it. Call at the top of a test file.
 */
export function contractBackend(overrides: Partial<LocalConfig> = {}) {
  const backend = backendPerFile(() => startBackend(overrides))
  const started = () => backend.local
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
