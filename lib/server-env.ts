import "server-only"
import { z } from "zod"
import { isLocalBackend } from "@/lib/env"

// Public on purpose: it only unlocks the loopback backend, and is used only when the app points there.
const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU"

const serverEnvSchema = z.object({
  serviceRoleKey: z.string().min(20, "SUPABASE_SERVICE_ROLE_KEY is required for a hosted Supabase project"),
  turnstileSecretKey: z.string().min(1).optional(),
  turnstileVerifyUrl: z.url(),
  mailrelayApiUrl: z.url().optional(),
  mailrelayApiKey: z.string().min(1).optional(),
  mailrelayGroupId: z.coerce.number().int().positive().optional(),
  cronSecret: z.string().min(16).optional(),
})

/** Server-only settings; importing this from a client component fails the build. */
export const serverEnv = serverEnvSchema.parse({
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || (isLocalBackend ? LOCAL_SERVICE_ROLE_KEY : ""),
  turnstileSecretKey: process.env.TURNSTILE_SECRET_KEY || undefined,
  turnstileVerifyUrl:
    process.env.TURNSTILE_VERIFY_URL || "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  mailrelayApiUrl: process.env.MAILRELAY_API_URL || undefined,
  mailrelayApiKey: process.env.MAILRELAY_API_KEY || undefined,
  mailrelayGroupId: process.env.MAILRELAY_GROUP_ID || undefined,
  cronSecret: process.env.CRON_SECRET || undefined,
})
