import "server-only"
import { serverEnv } from "@/lib/server-env"
import { rateLimits, type RateLimitStore } from "@/lib/rate-limit/store"

/**
 * Failed sign-ins per client address and e-mail, counted here in front of the auth server's own
 * limits, in the database so every server instance shares the count (issue #34). Never keyed on
 * the e-mail alone: wrong passwords sent from elsewhere must not lock the owner out (issue #32).
 *
 * When the database cannot answer, the limiter lets the attempt through and logs it: refusing
 * would lock every member out while it is down, and the auth server still limits sign-ins per
 * address and per address + e-mail on its own.
 */
export interface SignInLimiter {
  isBlocked(key: string): Promise<boolean>
  recordFailure(key: string): Promise<void>
  reset(key: string): Promise<void>
}

export function createSignInLimiter(store: RateLimitStore, maxFailures: number, windowSeconds: number): SignInLimiter {
  const stored = (key: string) => `sign-in:${key}`
  return {
    async isBlocked(key) {
      try {
        return (await store.check(stored(key), maxFailures)).over
      } catch (error) {
        console.error("[rate-limit.sign-in] check failed; letting the attempt through", error)
        return false
      }
    },
    async recordFailure(key) {
      try {
        await store.hit([{ key: stored(key), max: maxFailures }], windowSeconds)
      } catch (error) {
        console.error("[rate-limit.sign-in] failure not counted", error)
      }
    },
    async reset(key) {
      try {
        await store.reset(stored(key))
      } catch (error) {
        console.error("[rate-limit.sign-in] reset failed", error)
      }
    },
  }
}

export const signInLimiter = createSignInLimiter(rateLimits, serverEnv.signInMaxFailures, serverEnv.signInWindowSeconds)

export const signInLimitKey = (address: string, email: string) => `${address}|${email.toLowerCase()}`
