import "server-only"
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { LOGO_BUCKET, storedLogoPath } from "@/lib/directory"

type Db = SupabaseClient<Database>

export interface LogoClients {
  /** Reads the listing and its pending revision: the owner's session or an admin's. */
  db: Db
  /** Deletes in the business's folder: the owner's session (the bucket's policy) or the service role. */
  storage: Db
}

/** The logo addresses the listing and its pending revision point to now. */
export async function businessLogosInUse(db: Db, businessId: string): Promise<(string | null)[]> {
  const [listing, revision] = await Promise.all([
    db.from("businesses").select("logo_url").eq("id", businessId).maybeSingle(),
    db.from("business_revisions").select("logo_url").eq("business_id", businessId).maybeSingle(),
  ])
  const error = listing.error ?? revision.error
  if (error) throw new Error(`businessLogosInUse: ${error.message}`, { cause: error })
  return [listing.data?.logo_url ?? null, revision.data?.logo_url ?? null]
}

/**
 * Deletes the files among `candidates` (logo addresses that a decision may just have left
 * unused: the public logo an approved revision replaced, a refused or replaced revision's logo)
 * that are this business's stored files and that neither the listing nor its pending revision
 * points to any more, read after the change. An address typed in by hand, another folder's file
 * or one still in use is never touched. Answers the object paths deleted; failures are logged,
 * never thrown: the decision itself is done, and a leftover file only costs space.
 */
export async function removeUnusedBusinessLogos(
  { db, storage }: LogoClients,
  businessId: string,
  candidates: readonly (string | null | undefined)[]
): Promise<string[]> {
  const paths = new Set(candidates.map((url) => storedLogoPath(url, businessId)).filter((path) => path !== null))
  if (paths.size === 0) return []
  let inUse: (string | null)[]
  try {
    inUse = await businessLogosInUse(db, businessId)
  } catch (error) {
    // Unknown use: keep every file rather than risk the live logo.
    console.error("[directory.logo.prune]", error)
    return []
  }
  for (const url of inUse) {
    const path = storedLogoPath(url, businessId)
    if (path) paths.delete(path)
  }
  if (paths.size === 0) return []
  const { data, error } = await storage.storage.from(LOGO_BUCKET).remove([...paths])
  if (error) {
    console.error("[directory.logo.prune]", error.message)
    return []
  }
  return data.map((object) => object.name)
}
