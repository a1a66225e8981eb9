// No "server-only" marker: the proxy imports it (lib/routing/certificate-route.ts), and proxy
// bundles have rejected the marker (vercel/next.js#75904). It holds no secret.
import type { CheckResult, HitResult, RateLimitStore } from "@/lib/rate-limit/counter"

/**
 * Lookups of the public certificate page (/certificados/{code}) per client address (issue #36).
 * A code has 100 random bits, so guessing is hopeless anyway; the limit keeps one address from
 * turning the page into a bulk lookup service (every call reads the database with the service
 * role). Thirty in ten minutes is more than an employer checking a pile of CVs by hand needs.
 * Settings, so an operator, or the e2e run (every page it opens comes from one address), can
 * tune them: CERTIFICATES_RATE_LIMIT_PER_IP and CERTIFICATES_RATE_LIMIT_WINDOW_SECONDS.
 */
export interface CertificateLimitSettings {
  perAddress: number
  windowSeconds: number
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The settings from the environment, read at call time (the proxy cannot import lib/server-env). */
export function certificateLimitSettings(env: Record<string, string | undefined> = process.env) {
  return {
    perAddress: positive(env.CERTIFICATES_RATE_LIMIT_PER_IP, 30),
    windowSeconds: positive(env.CERTIFICATES_RATE_LIMIT_WINDOW_SECONDS, 600),
  } satisfies CertificateLimitSettings
}

/** The limit's key for one client address; the store keeps only its HMAC. */
export const certificateLimitKey = (address: string) => `certificate-verify:${address}`

/**
 * The page's two steps against one count. The proxy only checks (it decides the status, 429,
 * before the page streams); the page counts the lookup it is about to make, so a request the proxy
 * somehow did not see is still limited, and each lookup counts once.
 */
export function createCertificateLimiter(store: RateLimitStore, settings: CertificateLimitSettings) {
  return {
    check: (address: string): Promise<CheckResult> => store.check(certificateLimitKey(address), settings.perAddress),
    hit: (address: string): Promise<HitResult> =>
      store.hit([{ key: certificateLimitKey(address), max: settings.perAddress }], settings.windowSeconds),
  }
}
