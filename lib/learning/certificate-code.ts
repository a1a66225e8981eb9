/**
 * Certificate verification codes (issue #36): 20 characters of Crockford's base32 (100 random
 * bits, made by the database), shown as XXXXX-XXXXX-XXXXX-XXXXX. Read back from what a person
 * types or a QR reader gives: any case, dashes and spaces anywhere, and the letters Crockford maps
 * to digits (I and L to 1, O to 0), as public.verify_certificate normalises them.
 */

export const CERTIFICATE_CODE_LENGTH = 20
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/

/** The code as stored (20 characters), or null when the input cannot be one. */
export function normalizeCertificateCode(input: string | null | undefined): string | null {
  if (typeof input !== "string" || input.length > 100) return null
  const code = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0")
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null
}

/** "ABCDE-FGHJK-MNPQR-STVWX"; a value that is not a code is returned as normalised, or as given. */
export function formatCertificateCode(code: string): string {
  const normal = normalizeCertificateCode(code)
  return normal ? (normal.match(/.{5}/g) ?? []).join("-") : code
}
