import "server-only"
import { serverEnv } from "@/lib/server-env"
import { createWindowCounter } from "@/lib/rate-limit/window-counter"

/**
 * Failed sign-ins per client address and e-mail, counted here in front of the auth server's own
 * limits. In memory per server instance: a brake on guessing, not a global quota. Never keyed on
 * the e-mail alone: wrong passwords sent from elsewhere must not lock the owner out (issue #32).
 */
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
  const failures = createWindowCounter(windowSeconds, now)
  return {
    isBlocked: (key) => failures.count(key) >= maxFailures,
    recordFailure: (key) => failures.hit(key),
    reset: (key) => failures.reset(key),
  }
}

export const signInLimiter = createSignInLimiter(serverEnv.signInMaxFailures, serverEnv.signInWindowSeconds)

export const signInLimitKey = (address: string, email: string) => `${address}|${email.toLowerCase()}`
