import "server-only"
import { z } from "zod"
import { createWindowCounter } from "@/lib/rate-limit/window-counter"

/**
 * Footer sign-ups per client address and per e-mail address, in a sliding window (in memory, see
 * lib/rate-limit/window-counter.ts).
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
