/**
 * The categories moved to lib/notifications/categories.ts: lib/data reads her preferences with them,
 * and lib/mail imports lib/data (run.ts), so they cannot live here without a cycle between folders
 * (tests/lint/import-rules.test.ts). Kept as a re-export for the mail modules that import it here.
 */
export * from "@/lib/notifications/categories"
