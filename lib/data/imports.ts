import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database, Json } from "@/lib/database.types"
import type { BatchOutcome, GoodRow, ImportBackend, ImportReport } from "@/lib/imports/run-import"
import { slugify } from "@/lib/slug"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"
import { type ColumnMapping, type ConsentSource, IMPORT_KINDS, type ImportKind } from "@/lib/validations/imports"
import type { WriteResult } from "@/lib/data/write-result"

/**
 * CSV imports (issue #43). Every database write runs under the admin's own session, through the
 * admin-only functions of 20261207100002_imports.sql (is_admin() decides, the audit log names
 * her); only the invitations use the service role, as GoTrue's admin API requires, after the
 * route checked she is an admin.
 */

type Db = SupabaseClient<Database>

export interface ImportRun {
  id: string
  kind: ImportKind
  fileName: string
  total: number
  imported: number
  skipped: number
  invalid: number
  failed: number
  createdAt: string
  actorName: string | null
}

/** The mapping each kind used last (our field -> the file's header). */
export async function getRememberedMappings(): Promise<Partial<Record<ImportKind, ColumnMapping>>> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("import_mappings").select("kind, mapping")
  if (error) throw new Error("getRememberedMappings: could not read the mappings", { cause: error })
  const result: Partial<Record<ImportKind, ColumnMapping>> = {}
  for (const row of data) {
    if (!(IMPORT_KINDS as readonly string[]).includes(row.kind)) continue
    const mapping = row.mapping
    if (mapping && typeof mapping === "object" && !Array.isArray(mapping)) {
      result[row.kind as ImportKind] = Object.fromEntries(
        Object.entries(mapping).filter((entry): entry is [string, string] => typeof entry[1] === "string")
      )
    }
  }
  return result
}

/** The newest runs, for the page's history. */
export async function listImportRuns(limit = 10): Promise<ImportRun[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("import_runs")
    .select(
      "id, kind, file_name, total_rows, imported, skipped_existing, invalid_rows, failed, created_at, actor:profiles!import_runs_actor_id_fkey(full_name)"
    )
    .order("created_at", { ascending: false })
    .limit(limit)
  if (error) throw new Error("listImportRuns: could not read the runs", { cause: error })
  return data.map((row) => ({
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    total: row.total_rows,
    imported: row.imported,
    skipped: row.skipped_existing,
    invalid: row.invalid_rows,
    failed: row.failed,
    createdAt: row.created_at,
    actorName: row.actor?.full_name ?? null,
  }))
}

const CONCURRENT_INVITES = 4

/**
 * Invites each address (GoTrue's inviteUserByEmail: a user without a password and the invitation
 * e-mail, whose link lets her choose one). An address GoTrue already knows is skipped, not failed.
 */
async function inviteAll(
  invitations: { email: string; fullName: string | null; phone?: string | null }[]
): Promise<BatchOutcome & { invited: Set<string> }> {
  const admin = createAdminClient()
  const outcome = {
    imported: 0,
    skipped: [] as string[],
    failed: [] as BatchOutcome["failed"],
    invited: new Set<string>(),
  }
  let next = 0
  const worker = async () => {
    while (next < invitations.length) {
      const { email, fullName, phone } = invitations[next++]!
      const data: Record<string, string> = {}
      if (fullName) data.full_name = fullName
      if (phone) data.phone = phone
      const { error } = await admin.auth.admin.inviteUserByEmail(email, { data })
      if (!error) {
        outcome.imported += 1
        outcome.invited.add(email)
      } else if (error.code === "email_exists" || error.status === 422) {
        outcome.skipped.push(email)
      } else {
        console.error("[admin.import.invite]", error.code, error.status)
        outcome.failed.push({
          key: email,
          message: "O convite não pôde ser enviado; tente importar de novo mais tarde.",
        })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_INVITES, invitations.length) }, worker))
  return outcome
}

async function existingKeys(db: Db, kind: ImportKind, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const { data, error } = await db.rpc("import_existing_keys", { p_kind: kind, p_keys: keys })
  if (error) throw new Error("import_existing_keys failed", { cause: error })
  return new Set((data ?? []) as string[])
}

async function writeMembers(db: Db, rows: GoodRow[]): Promise<BatchOutcome> {
  const outcome = await inviteAll(
    rows.map((row) => ({
      email: row.key,
      fullName: row.values.full_name as string | null,
      phone: row.values.phone as string | null,
    }))
  )
  const details = rows
    .filter((row) => outcome.invited.has(row.key))
    .filter((row) => row.values.city || row.values.state || (row.values.roles as string[]).length > 0)
    .map((row) => ({ email: row.key, city: row.values.city, state: row.values.state, roles: row.values.roles }))
  if (details.length > 0) {
    const { error } = await db.rpc("import_member_details", { p_rows: details as Json })
    if (error) throw new Error("import_member_details failed", { cause: error })
  }
  return outcome
}

async function writeBusinesses(db: Db, rows: GoodRow[]): Promise<BatchOutcome> {
  // Owners first: an address the network does not know yet gets an invitation.
  const owners = new Map<string, string | null>()
  for (const row of rows) owners.set(row.values.owner_email as string, row.values.owner_name as string | null)
  const known = await existingKeys(db, "members", [...owners.keys()])
  const invitations = [...owners].filter(([email]) => !known.has(email))
  const invited = await inviteAll(invitations.map(([email, fullName]) => ({ email, fullName })))
  const failedOwners = new Set(invited.failed.map((failure) => failure.key))
  const writable = rows.filter((row) => !failedOwners.has(row.values.owner_email as string))
  const payload = writable.map((row) => ({
    ...row.values,
    // A suffix keeps two networks' "Doces da Maria" apart; the owner can change it later.
    slug: `${slugify(row.values.name as string).slice(0, 100) || "negocio"}-${crypto.randomUUID().slice(0, 6)}`,
  }))
  const { data, error } = await db.rpc("import_businesses", { p_rows: payload as Json })
  if (error) throw new Error("import_businesses failed", { cause: error })
  const inserted = new Set((data ?? []) as string[])
  return {
    imported: inserted.size,
    skipped: writable.filter((row) => !inserted.has(row.key)).map((row) => row.key),
    failed: rows
      .filter((row) => failedOwners.has(row.values.owner_email as string))
      .map((row) => ({ key: row.key, message: "A dona não pôde ser convidada; o negócio não foi importado." })),
  }
}

async function writeSubscribers(db: Db, rows: GoodRow[], consentSource: ConsentSource): Promise<BatchOutcome> {
  const { data, error } = await db.rpc("import_newsletter_subscribers", {
    p_rows: rows.map((row) => row.values) as Json,
    p_consent_source: consentSource,
  })
  if (error) throw new Error("import_newsletter_subscribers failed", { cause: error })
  const inserted = new Set((data ?? []) as string[])
  return {
    imported: inserted.size,
    skipped: rows.filter((row) => !inserted.has(row.key)).map((row) => row.key),
    failed: [],
  }
}

/**
 * The backend runImport() uses, under the admin's session (`db`, from createClient() or a test's
 * signed-in client). `consentSource` is required to write subscribers.
 */
export function importBackend(db: Db, consentSource?: ConsentSource): ImportBackend {
  return {
    existing: (kind, keys) => existingKeys(db, kind, keys),
    write(kind, rows) {
      if (kind === "members") return writeMembers(db, rows)
      if (kind === "businesses") return writeBusinesses(db, rows)
      if (!consentSource) throw new Error("writeSubscribers: a consent source is required")
      return writeSubscribers(db, rows, consentSource)
    },
  }
}

/** Closes a run: its row, the remembered mapping and the audit-log entry with the counts. */
export async function recordImportRun(
  db: Db,
  input: { kind: ImportKind; fileName: string; report: ImportReport; consentSource?: ConsentSource }
): Promise<WriteResult<string>> {
  const { report } = input
  const { data, error } = await db.rpc("record_import_run", {
    p_kind: input.kind,
    p_file_name: input.fileName,
    p_mapping: report.mapping,
    p_counts: {
      total: report.total,
      imported: report.imported,
      skipped: report.existingCount,
      invalid: report.invalid,
      failed: report.failed.length,
    },
    p_skipped_emails: report.existing,
    p_consent_source: input.consentSource ?? undefined,
  })
  return { data: data ?? null, error }
}
