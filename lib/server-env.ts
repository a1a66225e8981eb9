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
  // Signs the newsletter's unsubscribe links (lib/mail/newsletter-token.ts); the local run's
  // scripts set a development value, a deployment sets its own.
  newsletterTokenSecret: z.string().min(32, "NEWSLETTER_TOKEN_SECRET must have at least 32 characters").optional(),
  // Signs the blog's preview links (lib/preview-token.ts); set like NEWSLETTER_TOKEN_SECRET.
  previewTokenSecret: z.string().min(32, "PREVIEW_TOKEN_SECRET must have at least 32 characters").optional(),
  // Sender of the e-mails the app sends itself, through MailRelay or SMTP (a sender the provider verified).
  mailFromEmail: z.email().optional(),
  mailFromName: z.string().min(1).max(100).optional(),
  // The SMTP provider of the notification e-mails (lib/mail/smtp.ts): one URL
  // (smtps://user:password@host:465, smtp://…:587) or its parts. Unset: the e-mails wait in the outbox.
  smtpUrl: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  smtpHost: z.string().min(1).optional(),
  smtpPort: z.coerce.number().int().min(1).max(65_535).optional(),
  smtpUser: z.string().min(1).optional(),
  smtpPassword: z.string().min(1).optional(),
  // "true": TLS from the first byte (port 465); otherwise STARTTLS when the server offers it.
  smtpSecure: z.stringbool({ error: "SMTP_SECURE must be true or false" }).optional(),
  // Signs the notification e-mails' unsubscribe links (lib/mail/notification-links.ts); without it
  // NEWSLETTER_TOKEN_SECRET signs them, under another purpose.
  notificationTokenSecret: z.string().min(32, "NOTIFICATION_TOKEN_SECRET must have at least 32 characters").optional(),
  // How long an "at once" e-mail waits, so a notification read in the app meanwhile sends nothing.
  notificationEmailDelaySeconds: z.coerce.number().int().min(0).max(86_400).default(300),
  // Our own limits in front of the auth service's (lib/rate-limit/).
  // The auth project's SMTP max frequency (60 s on hosted projects): the app answers from its own copy.
  authEmailIntervalSeconds: z.coerce.number().int().positive().max(3600).default(60),
  signInMaxFailures: z.coerce.number().int().positive().default(10),
  signInWindowSeconds: z.coerce.number().int().positive().default(900),
  newsletterPerAddress: z.coerce.number().int().positive().default(10),
  newsletterPerEmail: z.coerce.number().int().positive().default(5),
  newsletterWindowSeconds: z.coerce.number().int().positive().default(3600),
  // View reports (post views, a listing's views and contact clicks) per address in the window.
  viewsPerAddress: z.coerce.number().int().positive().default(30),
  viewsWindowSeconds: z.coerce.number().int().positive().default(600),
})

// Each setting's variable. Looked up by computed names, so Next inlines none of them at build time:
// the Turnstile site key reaches the browser only as a prop of /auth, so it can change with a
// restart instead of a rebuild.
const SERVER_ENV_NAMES = {
  serviceRoleKey: "SUPABASE_SERVICE_ROLE_KEY",
  supabaseSecretKey: "SUPABASE_SECRET_KEY",
  turnstileSiteKey: TURNSTILE_SITE_KEY,
  mailrelayApiUrl: "MAILRELAY_API_URL",
  mailrelayApiKey: "MAILRELAY_API_KEY",
  mailrelayGroupId: "MAILRELAY_GROUP_ID",
  cronSecret: "CRON_SECRET",
  newsletterTokenSecret: "NEWSLETTER_TOKEN_SECRET",
  previewTokenSecret: "PREVIEW_TOKEN_SECRET",
  mailFromEmail: "MAILRELAY_FROM_EMAIL",
  mailFromName: "MAILRELAY_FROM_NAME",
  smtpUrl: "SMTP_URL",
  smtpHost: "SMTP_HOST",
  smtpPort: "SMTP_PORT",
  smtpUser: "SMTP_USER",
  smtpPassword: "SMTP_PASSWORD",
  smtpSecure: "SMTP_SECURE",
  notificationTokenSecret: "NOTIFICATION_TOKEN_SECRET",
  notificationEmailDelaySeconds: "NOTIFICATION_EMAIL_DELAY_SECONDS",
  authEmailIntervalSeconds: "AUTH_EMAIL_INTERVAL_SECONDS",
  signInMaxFailures: "AUTH_SIGNIN_MAX_FAILURES",
  signInWindowSeconds: "AUTH_SIGNIN_WINDOW_SECONDS",
  newsletterPerAddress: "NEWSLETTER_RATE_LIMIT_PER_IP",
  newsletterPerEmail: "NEWSLETTER_RATE_LIMIT_PER_EMAIL",
  newsletterWindowSeconds: "NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS",
  viewsPerAddress: "VIEWS_RATE_LIMIT_PER_IP",
  viewsWindowSeconds: "VIEWS_RATE_LIMIT_WINDOW_SECONDS",
} satisfies Record<keyof z.input<typeof serverEnvSchema>, string>

/** Server-only settings; importing this from a client component fails the build. A blank variable is unset. */
export const serverEnv = serverEnvSchema.parse(
  Object.fromEntries(Object.entries(SERVER_ENV_NAMES).map(([key, name]) => [key, process.env[name] || undefined]))
)
