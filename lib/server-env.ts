import "server-only"
import { z } from "zod"
import { missingSupabaseSetting } from "@/lib/env"

const TURNSTILE_SITE_KEY = "NEXT_PUBLIC_TURNSTILE_SITE_KEY"

const serverEnvSchema = z.object({
  serviceRoleKey: z
    .string({ error: () => missingSupabaseSetting("SUPABASE_SERVICE_ROLE_KEY") })
    .min(20, "SUPABASE_SERVICE_ROLE_KEY looks truncated"),
  turnstileSiteKey: z.string().min(1).optional(),
  mailrelayApiUrl: z.url().optional(),
  mailrelayApiKey: z.string().min(1).optional(),
  mailrelayGroupId: z.coerce.number().int().positive().optional(),
  cronSecret: z.string().min(16).optional(),
  // Our own limits in front of the auth service's (lib/rate-limit/).
  signInMaxFailures: z.coerce.number().int().positive().default(10),
  signInWindowSeconds: z.coerce.number().int().positive().default(900),
  newsletterPerAddress: z.coerce.number().int().positive().default(10),
  newsletterPerEmail: z.coerce.number().int().positive().default(5),
  newsletterWindowSeconds: z.coerce.number().int().positive().default(3600),
})

/** Server-only settings; importing this from a client component fails the build. */
export const serverEnv = serverEnvSchema.parse({
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined,
  // Looked up by a computed name so Next does not inline it at build time: the key reaches the
  // browser only as a prop of /auth, so it can change with a restart instead of a rebuild.
  turnstileSiteKey: process.env[TURNSTILE_SITE_KEY] || undefined,
  mailrelayApiUrl: process.env.MAILRELAY_API_URL || undefined,
  mailrelayApiKey: process.env.MAILRELAY_API_KEY || undefined,
  mailrelayGroupId: process.env.MAILRELAY_GROUP_ID || undefined,
  cronSecret: process.env.CRON_SECRET || undefined,
  signInMaxFailures: process.env.AUTH_SIGNIN_MAX_FAILURES || undefined,
  signInWindowSeconds: process.env.AUTH_SIGNIN_WINDOW_SECONDS || undefined,
  newsletterPerAddress: process.env.NEWSLETTER_RATE_LIMIT_PER_IP || undefined,
  newsletterPerEmail: process.env.NEWSLETTER_RATE_LIMIT_PER_EMAIL || undefined,
  newsletterWindowSeconds: process.env.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS || undefined,
})
