import "server-only"
import { z } from "zod"
import { isLocalBackend } from "@/lib/env"

const TURNSTILE_SITE_KEY = "NEXT_PUBLIC_TURNSTILE_SITE_KEY"

// Public on purpose: it only unlocks the loopback backend, and is used only when the app points there.
const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU"

const serverEnvSchema = z.object({
  serviceRoleKey: z.string().min(20, "SUPABASE_SERVICE_ROLE_KEY is required for a hosted Supabase project"),
  turnstileSiteKey: z.string().min(1).optional(),
  mailrelayApiUrl: z.url().optional(),
  mailrelayApiKey: z.string().min(1).optional(),
  mailrelayGroupId: z.coerce.number().int().positive().optional(),
  cronSecret: z.string().min(16).optional(),
})

/** Server-only settings; importing this from a client component fails the build. */
export const serverEnv = serverEnvSchema.parse({
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || (isLocalBackend ? LOCAL_SERVICE_ROLE_KEY : ""),
  // Looked up by a computed name so Next does not inline it at build time: the key reaches the
  // browser only as a prop of /auth, so it can change with a restart instead of a rebuild.
  turnstileSiteKey: process.env[TURNSTILE_SITE_KEY] || undefined,
  mailrelayApiUrl: process.env.MAILRELAY_API_URL || undefined,
  mailrelayApiKey: process.env.MAILRELAY_API_KEY || undefined,
  mailrelayGroupId: process.env.MAILRELAY_GROUP_ID || undefined,
  cronSecret: process.env.CRON_SECRET || undefined,
})
