import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database, Json } from "@/lib/database.types"
import type { BatchOutcome, GoodRow, ImportBackend } from "@/lib/imports/run-import"
import { slugify } from "@/lib/slug"
import type { ConsentSource, ImportKind } from "@/lib/validations/imports"

/**
 * The writes of a CSV import (issue #43), given the two clients they need: `db` under the admin's
 * own session (the admin-only functions of 20261207100002_imports.sql decide and audit), and
 * `service` for GoTrue's invitations (its admin API takes the service role; the route checked she
 * is an admin first). Apart from lib/data/imports.ts so scripts/bench-import.ts drives the same
 * code with its own clients.
 */

type Db = SupabaseClient<Database>

const CONCURRENT_INVITES = 4

/**
 * Invites each address (GoTrue's inviteUserByEmail: a user without a password and the invitation
 * e-mail, whose link lets her choose one). An address GoTrue already knows is skipped, not failed.
 */
async function inviteAll(
  admin: Db,
  invitations: { email: string; fullName: string | null; phone?: string | null }[]
): Promise<BatchOutcome & { invited: Set<string> }> {
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

async function writeMembers(db: Db, service: Db, rows: GoodRow[]): Promise<BatchOutcome> {
  const outcome = await inviteAll(
    service,
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

async function writeBusinesses(db: Db, service: Db, rows: GoodRow[]): Promise<BatchOutcome> {
  // Owners first: an address the network does not know yet gets an invitation.
  const owners = new Map<string, string | null>()
  for (const row of rows) owners.set(row.values.owner_email as string, row.values.owner_name as string | null)
  const known = await existingKeys(db, "members", [...owners.keys()])
  const invitations = [...owners].filter(([email]) => !known.has(email))
  const invited = await inviteAll(
    service,
    invitations.map(([email, fullName]) => ({ email, fullName }))
  )
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
 * The backend runImport() uses. `consentSource` is required to write subscribers.
 */
export function importBackendFor(db: Db, service: Db, consentSource?: ConsentSource): ImportBackend {
  return {
    existing: (kind, keys) => existingKeys(db, kind, keys),
    write(kind, rows) {
      if (kind === "members") return writeMembers(db, service, rows)
      if (kind === "businesses") return writeBusinesses(db, service, rows)
      if (!consentSource) throw new Error("writeSubscribers: a consent source is required")
      return writeSubscribers(db, rows, consentSource)
    },
  }
}
