/**
 * Where the local backend serves a public bucket's files, as the lib tests expect it:
 * vitest.config.ts hands the app NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321. Written out
 * rather than built with lib/images/storage-url.ts, so the address builders are checked against a
 * fixed answer and not against their own computation.
 */
export const localPublicBucket = (bucket: string) => `http://127.0.0.1:54321/storage/v1/object/public/${bucket}`
