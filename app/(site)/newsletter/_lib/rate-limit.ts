import "server-only"
import { z } from "zod"

/**
 * Footer sign-ups per client address and per e-mail address, in a sliding window. Kept in memory
 * of this server instance: enough for one instance (the deployment this project targets); with
 * several instances each keeps its own count, so the effective limit multiplies by their number.
 * The database cannot help: every call reaches it from this server's address.
 */
const settingsSchema = z.object({
  perAddress: z.coerce.number().int().positive().default(10),
  perEmail: z.coerce.number().int().positive().default(5),
  windowSeconds: z.coerce.number().int().positive().default(3600),
})

// Settings, so the e2e run or an operator can tune them without code changes.
export const newsletterLimitSettings = settingsSchema.parse({
  perAddress: process.env.NEWSLETTER_RATE_LIMIT_PER_IP || undefined,
  perEmail: process.env.NEWSLETTER_RATE_LIMIT_PER_EMAIL || undefined,
  windowSeconds: process.env.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS || undefined,
})

// Bounded, so a flood of made-up addresses cannot grow memory without end.
const MAX_KEYS = 10_000

export interface WindowCounter {
  /** Hits of `key` inside the window. */
  count(key: string): number
  hit(key: string): void
}

export function createWindowCounter(windowSeconds: number, now: () => number = Date.now): WindowCounter {
  const hits = new Map<string, number[]>()
  const recent = (key: string) => {
    const since = now() - windowSeconds * 1000
    const kept = (hits.get(key) ?? []).filter((at) => at > since)
    if (kept.length === 0) hits.delete(key)
    else hits.set(key, kept)
    return kept
  }
  return {
    count: (key) => recent(key).length,
    hit(key) {
      const kept = recent(key)
      hits.delete(key)
      hits.set(key, [...kept, now()])
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value
        if (oldest !== undefined) hits.delete(oldest)
      }
    },
  }
}

export interface SubscribeLimiter {
  /** True (and counted) when both the address and the e-mail are under their limits. */
  allow(address: string, email: string | null): boolean
}

export function createSubscribeLimiter(
  settings: { perAddress: number; perEmail: number; windowSeconds: number },
  now: () => number = Date.now
): SubscribeLimiter {
  const byAddress = createWindowCounter(settings.windowSeconds, now)
  const byEmail = createWindowCounter(settings.windowSeconds, now)
  return {
    allow(address, email) {
      if (byAddress.count(address) >= settings.perAddress) return false
      if (email !== null && byEmail.count(email) >= settings.perEmail) return false
      byAddress.hit(address)
      if (email !== null) byEmail.hit(email)
      return true
    },
  }
}

export const subscribeLimiter = createSubscribeLimiter(newsletterLimitSettings)
