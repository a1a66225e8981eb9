import "server-only"
import { z } from "zod"
import { missingSupabaseSetting } from "@/lib/env"

const TURNSTILE_SITE_KEY = "NEXT_PUBLIC_TURNSTILE_SITE_KEY"

const serverEnvSchema = z.object({
  serviceRoleKey: z
    .string({ error: () => missingSupabaseSetting("SUPABASE_SERVICE_ROLE_KEY") })
    .min(20, "SUPABASE_SERVICE_ROLE_KEY looks truncated"),
  /** A secret API key (sb_secret_…): lets the server name visitors' addresses to the auth service. */
  supabaseSecretKey: z
    .string()
    .startsWith("sb_secret_", "SUPABASE_SECRET_KEY must be a secret key (sb_secret_…)")
    .optional(),
  turnstileSiteKey: z.string().min(1).optional(),
  mailrelayApiUrl: z.url().optional(),
  mailrelayApiKey: z.string().min(1).optional(),
  mailrelayGroupId: z.coerce.number().int().positive().optional(),
  cronSecret: z.string().min(16).optional(),
  // Signs the newsletter's unsubscribe links (lib/mailrelay/newsletter-token.ts); the local run's
  // scripts set a development value, a deployment sets its own.
  newsletterTokenSecret: z.string().min(32, "NEWSLETTER_TOKEN_SECRET must have at least 32 characters").optional(),
  // Signs the blog's preview links (lib/preview-token.ts); set like NEWSLETTER_TOKEN_SECRET.
  previewTokenSecret: z.string().min(32, "PREVIEW_TOKEN_SECRET must have at least 32 characters").optional(),
  // Sender of the e-mails the app sends itself through MailRelay (a sender verified in the account).
  mailFromEmail: z.email().optional(),
  mailFromName: z.string().min(1).max(100).optional(),
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
  supabaseSecretKey: process.env.SUPABASE_SECRET_KEY || undefined,
  // Looked up by a computed name so Next does not inline it at build time: the key reaches the
  // browser only as a prop of /auth, so it can change with a restart instead of a rebuild.
  turnstileSiteKey: process.env[TURNSTILE_SITE_KEY] || undefined,
  mailrelayApiUrl: process.env.MAILRELAY_API_URL || undefined,
  mailrelayApiKey: process.env.MAILRELAY_API_KEY || undefined,
  mailrelayGroupId: process.env.MAILRELAY_GROUP_ID || undefined,
  cronSecret: process.env.CRON_SECRET || undefined,
  newsletterTokenSecret: process.env.NEWSLETTER_TOKEN_SECRET || undefined,
  previewTokenSecret: process.env.PREVIEW_TOKEN_SECRET || undefined,
  mailFromEmail: process.env.MAILRELAY_FROM_EMAIL || undefined,
  mailFromName: process.env.MAILRELAY_FROM_NAME || undefined,
  signInMaxFailures: process.env.AUTH_SIGNIN_MAX_FAILURES || undefined,
  signInWindowSeconds: process.env.AUTH_SIGNIN_WINDOW_SECONDS || undefined,
  newsletterPerAddress: process.env.NEWSLETTER_RATE_LIMIT_PER_IP || undefined,
  newsletterPerEmail: process.env.NEWSLETTER_RATE_LIMIT_PER_EMAIL || undefined,
  newsletterWindowSeconds: process.env.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS || undefined,
})
