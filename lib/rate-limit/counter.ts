// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904), and the proxy
// counts the certificate page's lookups (lib/routing/certificate-route.ts). It holds no secret:
// the caller passes the client and the HMAC key.
import { createHmac } from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "@/lib/database.types"

/**
 * The app's rate-limit counters, kept in Postgres (private.rate_limits, issue #34) so every server
 * instance shares one count: with the counters in each process's memory, two servers behind a load
 * balancer let an attacker have each limit once per server. Each call is one round trip to a
 * function only the service role may execute (supabase/migrations/20261129100001_rate_limits.sql).
 *
 * Keys are `<limit>:<what is counted>` (an address, an e-mail, both). The part after the first
 * colon is stored only as an HMAC keyed with a server secret, so the table holds no address or
 * e-mail, and a key stays as long as the limit's window and no longer.
 */
export interface RateLimitStore {
  /**
   * Counts a hit of every key for `windowSeconds` when each has fewer than its `max` live hits,
   * and none otherwise. `retryAfter` is the seconds until every key has room again (0 when allowed).
   */
  hit(limits: readonly { key: string; max: number }[], windowSeconds: number): Promise<HitResult>
  /** Whether `key` already has `max` live hits, counting nothing. */
  check(key: string, max: number): Promise<CheckResult>
  /** Forgets every hit of `key`. */
  reset(key: string): Promise<void>
}

export interface HitResult {
  allowed: boolean
  retryAfter: number
}

export interface CheckResult {
  over: boolean
  retryAfter: number
}

// The database refuses larger maxima (a row keeps one timestamp per counted hit).
const MAX_HITS = 10_000

/**
 * The stored form of a key: its limit's name in clear (so an operator can tell the rows apart),
 * the rest as an HMAC-SHA-256.
 */
export function storedKey(secret: string, key: string): string {
  const colon = key.indexOf(":")
  const limit = colon > 0 ? key.slice(0, colon) : "limit"
  return `${limit.slice(0, 60)}:${createHmac("sha256", secret).update(key).digest("hex")}`
}

const asNumber = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0)
const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * A store over `db` (a service-role client). `secret` keys the HMAC; every instance of one
 * deployment must use the same one, or they would count apart.
 */
export function createRateLimitStore(db: () => SupabaseClient<Database>, secret: string): RateLimitStore {
  const stored = (key: string) => storedKey(secret, key)
  const clamp = (max: number) => Math.min(Math.max(1, Math.floor(max)), MAX_HITS)
  return {
    async hit(limits, windowSeconds) {
      const { data, error } = await db().rpc("rate_limit_hit", {
        p_keys: limits.map((limit) => stored(limit.key)),
        p_maxima: limits.map((limit) => clamp(limit.max)),
        p_window_seconds: Math.max(1, Math.ceil(windowSeconds)),
      })
      if (error) throw new Error(`rateLimitHit: ${error.message}`, { cause: error })
      const answer = asRecord(data)
      return { allowed: answer.allowed === true, retryAfter: asNumber(answer.retry_after) }
    },
    async check(key, max) {
      const { data, error } = await db().rpc("rate_limit_check", { p_key: stored(key), p_max: clamp(max) })
      if (error) throw new Error(`rateLimitCheck: ${error.message}`, { cause: error })
      const answer = asRecord(data)
      return { over: answer.over === true, retryAfter: asNumber(answer.retry_after) }
    },
    async reset(key) {
      const { error } = await db().rpc("rate_limit_reset", { p_key: stored(key) })
      if (error) throw new Error(`rateLimitReset: ${error.message}`, { cause: error })
    },
  }
}
