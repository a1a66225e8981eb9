import "server-only"
import { serverEnv } from "@/lib/server-env"
import { rateLimits, type RateLimitStore } from "@/lib/rate-limit/store"

/**
 * Footer sign-ups per client address and per e-mail address, in a sliding window kept in the
 * database (lib/rate-limit/store.ts), so every server instance shares the count (issue #34).
 */
export interface SubscribeLimiter {
  /**
   * "allowed" (and counted against both) when the address and the e-mail are under their limits;
   * "limited" otherwise (and counted against neither); "unavailable" when the database did not
   * answer. The sign-up then fails closed: it needs the same database a moment later anyway, and
   * letting it through would leave the confirmation e-mails to strangers unlimited.
   */
  allow(address: string, email: string | null): Promise<"allowed" | "limited" | "unavailable">
}

export function createSubscribeLimiter(
  store: RateLimitStore,
  settings: { perAddress: number; perEmail: number; windowSeconds: number }
): SubscribeLimiter {
  return {
    async allow(address, email) {
      const limits = [{ key: `newsletter-address:${address}`, max: settings.perAddress }]
      if (email !== null) limits.push({ key: `newsletter-email:${email}`, max: settings.perEmail })
      try {
        return (await store.hit(limits, settings.windowSeconds)).allowed ? "allowed" : "limited"
      } catch (error) {
        console.error("[rate-limit.newsletter]", error)
        return "unavailable"
      }
    },
  }
}

export const subscribeLimiter = createSubscribeLimiter(rateLimits, {
  perAddress: serverEnv.newsletterPerAddress,
  perEmail: serverEnv.newsletterPerEmail,
  windowSeconds: serverEnv.newsletterWindowSeconds,
})
