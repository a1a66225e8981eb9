/**
 * The public verification pages of certificates (issue #36). Dependency-light, so the route table,
 * pages and client components can all import it.
 */
import { normalizeCertificateCode } from "@/lib/learning/certificate-code"

/** Where anyone types a code. */
export const CERTIFICATES_PATH = "/certificados"

/** Her learning in the member area: tracks in progress and her certificates. */
export const MY_LEARNING_PATH = "/dashboard/aprendizagem"

/**
 * One certificate's public page, by its code as stored (20 characters, no dashes: the shortest
 * address, and the QR code's). A value that is no code is kept as given (the page answers 404).
 */
export function certificatePath(code: string): string {
  return `${CERTIFICATES_PATH}/${encodeURIComponent(normalizeCertificateCode(code) ?? code)}`
}

/** Her certificate's PDF (her session only). */
export const certificatePdfPath = (id: string) => `${MY_LEARNING_PATH}/certificados/${id}`
