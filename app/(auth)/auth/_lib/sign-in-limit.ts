import "server-only"
import { z } from "zod"

/**
 * Failed sign-ins per client address and e-mail, counted here because the auth server only sees
 * this server's address (every call comes from Next), so its own per-IP limit cannot tell
 * visitors apart. In memory per server instance: a brake on guessing, not a global quota;
 * the auth server's limits still apply on top.
 */
const settingsSchema = z.object({
  maxFailures: z.coerce.number().int().positive().default(10),
  windowSeconds: z.coerce.number().int().positive().default(900),
})

// Settings, so the e2e run or an operator can tune them without code changes.
const settings = settingsSchema.parse({
  maxFailures: process.env.AUTH_SIGNIN_MAX_FAILURES || undefined,
  windowSeconds: process.env.AUTH_SIGNIN_WINDOW_SECONDS || undefined,
})

// Bounded, so a flood of made-up addresses cannot grow memory without end.
const MAX_KEYS = 10_000

export interface SignInLimiter {
  isBlocked(key: string): boolean
  recordFailure(key: string): void
  reset(key: string): void
}

export function createSignInLimiter(
  maxFailures: number,
  windowSeconds: number,
  now: () => number = Date.now
): SignInLimiter {
  const failures = new Map<string, number[]>()
  const recent = (key: string) => {
    const since = now() - windowSeconds * 1000
    const hits = (failures.get(key) ?? []).filter((at) => at > since)
    if (hits.length === 0) failures.delete(key)
    else failures.set(key, hits)
    return hits
  }
  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      const hits = recent(key)
      failures.delete(key)
      failures.set(key, [...hits, now()])
      if (failures.size > MAX_KEYS) {
        const oldest = failures.keys().next().value
        if (oldest !== undefined) failures.delete(oldest)
      }
    },
    reset: (key) => void failures.delete(key),
  }
}

export const signInLimiter = createSignInLimiter(settings.maxFailures, settings.windowSeconds)

/**
 * The visitor's address: the last X-Forwarded-For entry, the one our own front proxy (the
 * platform, or Next's server) appended; earlier entries come from the client and can be forged.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim()
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown"
}

export const signInLimitKey = (address: string, email: string) => `${address}|${email.toLowerCase()}`
