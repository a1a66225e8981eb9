/**
 * "Not found" from a database function: PT404 since issue #32 (PostgREST answers it with 404;
 * supabase/migrations/20261128140001_views_and_errors.sql), P0002 before it and from a database
 * that has not run that migration yet.
 */
export function isNotFoundError(error: { code?: string | null } | null | undefined): boolean {
  return error?.code === "PT404" || error?.code === "P0002"
}
