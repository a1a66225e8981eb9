import "server-only"
import { z } from "zod"
import { createWindowCounter } from "@/lib/rate-limit/window-counter"

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
