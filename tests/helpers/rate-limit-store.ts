import { randomUUID } from "node:crypto"
import { createRateLimitStore, type RateLimitStore } from "@/lib/rate-limit/store"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf } from "./community"

/**
 * The limiters' tests run against the real counters (issue #34): an in-memory local backend and
 * the store the app builds, on the service-role key.
 */
export async function startRateLimitStore(): Promise<{
  local: LocalSupabase
  store: RateLimitStore
  /** Another store on the same database, as a second app server builds its own. */
  anotherServer(): RateLimitStore
  /** A store that shares nothing with `store` (its keys hash apart), as before any request. */
  emptyStore(): RateLimitStore
}> {
  const local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  const secret = `test-${randomUUID()}`
  const anotherServer = () => createRateLimitStore(() => clientOf(local, local.config.serviceRoleKey), secret)
  const emptyStore = () =>
    createRateLimitStore(() => clientOf(local, local.config.serviceRoleKey), `test-${randomUUID()}`)
  return { local, store: anotherServer(), anotherServer, emptyStore }
}

/** A store whose database does not answer (nothing listens on the port): a real failed request. */
export function unreachableStore(local: LocalSupabase): RateLimitStore {
  const nowhere = { ...local, url: "http://127.0.0.1:9" }
  return createRateLimitStore(() => clientOf(nowhere, local.config.serviceRoleKey), "unreachable")
}

/** A key part no other test uses, so tests sharing a backend count apart. */
export const uniqueLabel = (label: string) => `${label}-${randomUUID().slice(0, 8)}`

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
