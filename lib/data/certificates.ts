import "server-only"
import { cache } from "react"

import { type WriteResult, writeOutcome } from "@/lib/data/write-result"
import { normalizeCertificateCode } from "@/lib/learning/certificate-code"
import { cleanSearchTerm } from "@/lib/search"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"

/**
 * Certificates (issue #36): a member's own (her session; RLS lets the holder and admins read),
 * the public verification by code (service role, after the page's rate limit), and the admins'
 * list and revocation. Issuing is the database's alone (definer functions).
 */

export type CertificateKind = "track" | "project"

export interface Certificate {
  id: string
  /** As stored: 20 characters (formatCertificateCode shows it in groups of five). */
  code: string
  holderName: string
  kind: CertificateKind
  title: string
  hours: number
  /** Calendar days as stored ("2026-11-23"). */
  startedOn: string
  completedOn: string
  instructorName: string | null
  issuedAt: string
  revokedAt: string | null
  revokedReason: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const COLUMNS =
  "id, code, holder_name, kind, title, hours, started_on, completed_on, instructor_name, issued_at, revoked_at, revoked_reason"

interface CertificateRow {
  id: string
  code: string
  holder_name: string
  kind: string
  title: string
  hours: number
  started_on: string
  completed_on: string
  instructor_name: string | null
  issued_at: string
  revoked_at: string | null
  revoked_reason: string | null
}

const toVerified = (row: Omit<CertificateRow, "id">): Omit<Certificate, "id"> => ({
  code: row.code,
  holderName: row.holder_name,
  kind: row.kind === "project" ? "project" : "track",
  title: row.title,
  hours: row.hours,
  startedOn: row.started_on,
  completedOn: row.completed_on,
  instructorName: row.instructor_name,
  issuedAt: row.issued_at,
  revokedAt: row.revoked_at,
  revokedReason: row.revoked_reason,
})

const toCertificate = (row: CertificateRow): Certificate => ({ id: row.id, ...toVerified(row) })

/** Her certificates, newest first, revoked ones included (her dashboard says why). */
export async function listMyCertificates(userId: string): Promise<Certificate[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("certificates")
    .select(COLUMNS)
    .eq("user_id", userId)
    .order("issued_at", { ascending: false })
  if (error) throw new Error(`listMyCertificates: ${error.message}`, { cause: error })
  return data.map(toCertificate)
}

/**
 * One of her own certificates for its PDF, or null: not hers (RLS would show an admin anyone's,
 * so the holder is asked for too), unknown, or revoked (a revoked certificate is not handed out
 * again; the public page says it was revoked).
 */
export async function getMyCertificate(userId: string, id: string): Promise<Certificate | null> {
  if (!UUID.test(id)) return null
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("certificates")
    .select(COLUMNS)
    .eq("id", id)
    .eq("user_id", userId)
    .is("revoked_at", null)
    .maybeSingle()
  if (error) throw new Error(`getMyCertificate: ${error.message}`, { cause: error })
  return data ? toCertificate(data) : null
}

/** What the public page shows: everything but the row's id. */
export type VerifiedCertificate = Omit<Certificate, "id">

/**
 * The certificate with this code (typed in any case, with or without dashes), valid or revoked,
 * or null when the code is malformed or unknown. Service role: only call it after the page's rate
 * limit (lib/rate-limit/certificates.ts); verify_certificate refuses every other role. Cached for
 * the request, so metadata and page share one lookup.
 */
export const verifyCertificate = cache(async (typed: string): Promise<VerifiedCertificate | null> => {
  const code = normalizeCertificateCode(typed)
  if (!code) return null
  const { data, error } = await createAdminClient().rpc("verify_certificate", { p_code: code })
  if (error) throw new Error(`verifyCertificate: ${error.message}`, { cause: error })
  const row = data[0]
  if (!row) return null
  return toVerified(row)
})

export const ADMIN_CERTIFICATES_PER_PAGE = 25

export interface AdminCertificatePage {
  rows: Certificate[]
  total: number
  page: number
  pages: number
}

/**
 * The admins' list, newest first, ADMIN_CERTIFICATES_PER_PAGE per page. `search` is a whole code
 * (any case, with or without dashes) or part of the holder's name. Her session: RLS lets admins
 * read every row (and anyone else only her own).
 */
export async function listAdminCertificates(search: string, page: number): Promise<AdminCertificatePage> {
  const supabase = await createClient()
  const current = Math.max(1, Math.floor(page) || 1)
  const from = (current - 1) * ADMIN_CERTIFICATES_PER_PAGE
  let request = supabase.from("certificates").select(COLUMNS, { count: "exact" })
  const code = normalizeCertificateCode(search)
  if (code) {
    request = request.eq("code", code)
  } else {
    // No unaccented column here, so the name is matched as typed, case aside; %, _ and \ match
    // themselves, and * (PostgREST's wildcard, without an escape) is dropped.
    const term = cleanSearchTerm(search).replace(/\*/g, " ").trim()
    if (term) request = request.ilike("holder_name", `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
  }
  const { data, error, count } = await request
    .order("issued_at", { ascending: false })
    .order("id", { ascending: true })
    .range(from, from + ADMIN_CERTIFICATES_PER_PAGE - 1)
  if (error) throw new Error(`listAdminCertificates: ${error.message}`, { cause: error })
  const total = count ?? data.length
  return {
    rows: data.map(toCertificate),
    total,
    page: current,
    pages: Math.max(1, Math.ceil(total / ADMIN_CERTIFICATES_PER_PAGE)),
  }
}

/**
 * Revokes a certificate with the reason the public page shows (admins only: revoke_certificate
 * checks is_admin() and audits it). Refusals come back for the action to read: 42501, PT404,
 * P0001 with hint reason_required or already_revoked.
 */
export async function revokeCertificate(id: string, reason: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("revoke_certificate", { p_certificate_id: id, p_reason: reason })
  return writeOutcome(error)
}
