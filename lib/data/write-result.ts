import type { PostgrestError } from "@supabase/supabase-js"

/**
 * What every write in lib/data answers (issue #35; before it, five shapes under four names): the
 * database's refusal, or null when the write went through, and what it returned (null for a write
 * that returns nothing). A write never throws for a refusal: the action reads `error` with
 * databaseFailure() (lib/action-errors.ts). Reads still throw, as lib/data always did.
 */
export type WriteResult<T = null> = { data: T | null; error: PostgrestError | null }

/** A write's answer without data: its error (or null, for a write that returns nothing). */
export const writeOutcome = <T = null>(error: PostgrestError | null): WriteResult<T> => ({ data: null, error })
