import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import type { ImportBackend, ImportReport } from "@/lib/imports/run-import"
import { importBackendFor } from "@/lib/data/import-writes"
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

/** The backend runImport() uses, under the admin's session; invitations as the service role. */
export async function importBackend(consentSource?: ConsentSource): Promise<ImportBackend> {
  return importBackendFor(await createClient(), createAdminClient(), consentSource)
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
