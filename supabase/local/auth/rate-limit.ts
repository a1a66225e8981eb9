import type { LocalConfig } from "../config.ts"
import { AuthError } from "./errors.ts"

export type LimitedAction = "signup" | "signin" | "recover" | "verify" | "verifyAccount"

// Keyed by config so each in-process server (one per test file) has its own counters.
const windows = new WeakMap<LocalConfig, Map<string, number[]>>()

/** Sliding window per key; throws GoTrue's 429 once the configured count is exceeded. */
export function enforceRateLimit(config: LocalConfig, action: LimitedAction, keys: string[]) {
  let buckets = windows.get(config)
  if (!buckets) windows.set(config, (buckets = new Map()))
  const limit = config.auth.rateLimits[action]
  const now = Date.now()
  const since = now - config.auth.rateLimits.windowSeconds * 1000
  const hits = keys.map((key) => {
    const id = `${action}:${key}`
    const recent = (buckets.get(id) ?? []).filter((at) => at > since)
    buckets.set(id, recent)
    return recent
  })
  // Forget idle keys now and then, so a scan of many addresses cannot grow this without bound.
  if (buckets.size > 10_000)
    for (const [id, recent] of buckets) if (!recent.some((at) => at > since)) buckets.delete(id)
  if (hits.some((recent) => recent.length >= limit)) {
    throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached")
  }
  for (const recent of hits) recent.push(now)
}
