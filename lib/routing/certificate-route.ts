// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { normalizeCertificateCode } from "@/lib/learning/certificate-code"
import { createCertificateLimiter, certificateLimitSettings } from "@/lib/rate-limit/certificates"
import { createRateLimitStore } from "@/lib/rate-limit/counter"

const CERTIFICATE_PAGE = /^\/certificados\/([^/]+)\/?$/

/** The code a /certificados/{code} address names, as typed (null for any other path). */
export function certificatePathCode(pathname: string): string | null {
  const match = CERTIFICATE_PAGE.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return ""
  }
}

export interface CertificateRouteChecks {
  /** Whether the address already used up its lookups (counts nothing). */
  over(address: string): Promise<boolean>
  /** Whether a certificate has this (normalised) code, valid or revoked. */
  exists(code: string): Promise<boolean>
}

/**
 * The status of a request for the public verification page, decided before it streams (with Cache
 * Components a page's status is fixed once its shell streams): 404 for an address that cannot be a
 * code (never looked up, never counted) or a code no certificate has; 429 when the client address
 * has used its lookups (lib/rate-limit/certificates.ts); null to let the page answer 200 (or any
 * other path). The page counts the lookup and checks both again.
 */
export async function decideCertificateRoute(
  pathname: string,
  address: string,
  checks: CertificateRouteChecks
): Promise<404 | 429 | null> {
  const typed = certificatePathCode(pathname)
  if (typed === null) return null
  const code = normalizeCertificateCode(typed)
  if (!code) return 404
  if (await checks.over(address)) return 429
  return (await checks.exists(code)) ? null : 404
}

/** The checks against the database, as the service role (both functions refuse anyone else). */
export function certificateRouteChecks(db: () => SupabaseClient<Database>, secret: string): CertificateRouteChecks {
  const limiter = createCertificateLimiter(createRateLimitStore(db, secret), certificateLimitSettings())
  return {
    over: async (address) => (await limiter.check(address)).over,
    async exists(code) {
      const { data, error } = await db().rpc("verify_certificate", { p_code: code })
      if (error) throw new Error(`verify_certificate: ${error.message}`, { cause: error })
      return Array.isArray(data) && data.length > 0
    },
  }
}
