import "server-only"
import { serverEnv } from "@/lib/server-env"
import { createWindowCounter } from "@/lib/rate-limit/window-counter"

/**
 * Footer sign-ups per client address and per e-mail address, in a sliding window (in memory, see
 * lib/rate-limit/window-counter.ts).
 */
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

export const subscribeLimiter = createSubscribeLimiter({
  perAddress: serverEnv.newsletterPerAddress,
  perEmail: serverEnv.newsletterPerEmail,
  windowSeconds: serverEnv.newsletterWindowSeconds,
})
