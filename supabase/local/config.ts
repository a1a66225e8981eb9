import path from "node:path"

/**
 * Settings of the local Supabase-compatible server. Every value can be overridden by an
 * environment variable so tests and the dev script can tune it without code changes.
 */

// The Supabase CLI's well-known local secret and the demo keys it signs (`supabase status`).
// They are public on purpose: they only ever unlock this loopback server.
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long"
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU"
/** The CLI's local publishable API key (`sb_publishable_…`, `supabase status`): the gateway takes it as `anon`. */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH"
/** The CLI's local secret API key (`sb_secret_…`): the only key Sb-Forwarded-For is believed from. */
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"

export interface LocalConfig {
  host: string
  port: number
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dataDir: string
  projectRoot: string
  migrationsDir: string
  seedFile: string
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  /** Public URL of this server, used as JWT issuer and in e-mail links. */
  apiExternalUrl: string
  /** Where e-mail links land when no redirect_to is given (GoTrue's SITE_URL). */
  siteUrl: string
  /** Extra allowed redirect targets (GoTrue's URI_ALLOW_LIST); siteUrl's origin is always allowed. */
  redirectAllowList: string[]
  /**
   * Reverse proxies in front of this server whose X-Forwarded-For entries are believed. 0: the
   * client address is the socket peer; N: the N-th X-Forwarded-For entry from the right.
   */
  trustedProxyHops: number
  auth: {
    autoconfirm: boolean
    jwtExpirySeconds: number
    refreshTokenReuseIntervalSeconds: number
    minPasswordLength: number
    /**
     * GoTrue's SMTP max frequency (GOTRUE_SMTP_MAX_FREQUENCY; `max_frequency` in the Supabase
     * CLI's config.toml): the least time between two e-mails of one kind to one address.
     */
    mailIntervalSeconds: number
    /**
     * bcrypt's cost for the password hashes it stores: GoTrue's 10 unless
     * LOCAL_SUPABASE_BCRYPT_COST says otherwise (4 to 31). The test runs lower it (vitest.config.ts,
     * supabase/local/vitest.config.ts, scripts/e2e-server.mjs): at 10 each hash and each sign-in's
     * compare took ~0.2 s of CPU in bcryptjs, and the suites sign up and sign in hundreds of people
     * (a third of the integration tests' time). Only the work factor changes: the hash format,
     * bcrypt's 72-byte limit and every answer are the same at any cost, and hashes of either cost
     * verify (the seed's are pgcrypto's default, 6).
     */
    bcryptCost: number
    /**
     * Requests per window per client IP (sign-in: per IP and per IP + e-mail, never per e-mail
     * alone, so nobody can lock another person out); `verifyAccount` caps typed one-time-code
     * guesses per e-mail, whichever addresses they come from (links are not affected).
     */
    rateLimits: {
      signup: number
      signin: number
      recover: number
      verify: number
      verifyAccount: number
      windowSeconds: number
    }
    /**
     * GoTrue's GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED (hosted: "IP address forwarding"): a
     * server-side caller holding the secret key may name the end user's address in Sb-Forwarded-For.
     */
    sbForwardedForEnabled: boolean
    /** When set, captcha tokens are verified against Turnstile's siteverify. */
    turnstileSecret: string | null
    turnstileVerifyUrl: string
  }
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number
  quiet: boolean
  /**
   * LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK: listen on a non-loopback address although tokens
   * are signed with the public demo JWT secret (anyone who reaches the server could forge one).
   */
  allowDemoSecretOnNetwork: boolean
  /**
   * PEM files: given both, the server speaks HTTPS (hosted Supabase is only reached over it; the
   * browser tests use a certificate for their test names, scripts/lib/e2e-tls.mjs).
   */
  tls: { certFile: string; keyFile: string } | null
}

/** GoTrue's bcrypt cost, this server's unless LOCAL_SUPABASE_BCRYPT_COST lowers it for tests. */
const BCRYPT_DEFAULT_COST = 10

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10)
  return Number.isFinite(parsed) ? parsed : fallback
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : ["1", "true", "yes", "on"].includes(value.toLowerCase())

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<LocalConfig> = {}): LocalConfig {
  const projectRoot = path.resolve(import.meta.dirname, "../..")
  const host = env.LOCAL_SUPABASE_HOST ?? "127.0.0.1"
  const port = int(env.LOCAL_SUPABASE_PORT, 54321)
  const tls =
    env.LOCAL_SUPABASE_TLS_CERT_FILE && env.LOCAL_SUPABASE_TLS_KEY_FILE
      ? { certFile: env.LOCAL_SUPABASE_TLS_CERT_FILE, keyFile: env.LOCAL_SUPABASE_TLS_KEY_FILE }
      : null
  const apiExternalUrl = env.LOCAL_SUPABASE_EXTERNAL_URL ?? `${tls ? "https" : "http"}://${host}:${port}`
  const base: LocalConfig = {
    host,
    port,
    dataDir: env.LOCAL_SUPABASE_DATA_DIR ?? path.join(projectRoot, ".data/local-supabase"),
    projectRoot,
    migrationsDir: path.join(projectRoot, "supabase/migrations"),
    seedFile: path.join(projectRoot, "supabase/seed.sql"),
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    apiExternalUrl,
    siteUrl: env.LOCAL_SUPABASE_SITE_URL ?? "http://localhost:3000",
    redirectAllowList: (env.LOCAL_SUPABASE_REDIRECT_ALLOW_LIST ?? "http://localhost:3000/**,http://127.0.0.1:3000/**")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
    trustedProxyHops: Math.max(0, int(env.LOCAL_SUPABASE_TRUSTED_PROXY_HOPS, 0)),
    auth: {
      autoconfirm: bool(env.LOCAL_SUPABASE_AUTOCONFIRM, false),
      jwtExpirySeconds: int(env.LOCAL_SUPABASE_JWT_EXPIRY, 3600),
      refreshTokenReuseIntervalSeconds: 10,
      minPasswordLength: 6,
      mailIntervalSeconds: int(env.LOCAL_SUPABASE_SMTP_MAX_FREQUENCY, 60),
      bcryptCost: Math.min(31, Math.max(4, int(env.LOCAL_SUPABASE_BCRYPT_COST, BCRYPT_DEFAULT_COST))),
      rateLimits: {
        signup: int(env.LOCAL_SUPABASE_RATE_LIMIT_SIGNUP, 30),
        signin: int(env.LOCAL_SUPABASE_RATE_LIMIT_SIGNIN, 30),
        recover: int(env.LOCAL_SUPABASE_RATE_LIMIT_RECOVER, 30),
        verify: int(env.LOCAL_SUPABASE_RATE_LIMIT_VERIFY, 30),
        verifyAccount: int(env.LOCAL_SUPABASE_RATE_LIMIT_VERIFY_ACCOUNT, 10),
        windowSeconds: int(env.LOCAL_SUPABASE_RATE_LIMIT_WINDOW, 300),
      },
      sbForwardedForEnabled: bool(env.LOCAL_SUPABASE_SB_FORWARDED_FOR_ENABLED, true),
      turnstileSecret: env.TURNSTILE_SECRET_KEY || null,
      turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    },
    maxBodyBytes: int(env.LOCAL_SUPABASE_MAX_BODY_BYTES, 1024 * 1024),
    quiet: bool(env.LOCAL_SUPABASE_QUIET, false),
    allowDemoSecretOnNetwork: bool(env.LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK, false),
    tls,
  }
  return { ...base, ...overrides, auth: { ...base.auth, ...overrides.auth } }
}

/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
  if (name === "localhost" || name.endsWith(".localhost") || name === "::1") return true
  if (/^::ffff:127\.\d+\.\d+\.\d+$/.test(name)) return true
  return /^127\.\d+\.\d+\.\d+$/.test(name)
}

/**
 * Refuses a non-loopback listen address while tokens are signed with the public demo secret:
 * LOCAL_JWT_SECRET is published (Supabase CLI), so anyone who reaches the server could sign a
 * service_role token and read or change everything. Returns the reason, or null when it may listen.
 */
export function demoSecretListenRefusal(config: LocalConfig): string | null {
  if (isLoopbackHost(config.host) || config.jwtSecret !== LOCAL_JWT_SECRET || config.allowDemoSecretOnNetwork)
    return null
  return (
    `refusing to listen on ${config.host || "all interfaces"}: this backend signs tokens with the public ` +
    `demo JWT secret, so anyone who reaches it could forge a service_role (admin) token. Listen on ` +
    `127.0.0.1 (LOCAL_SUPABASE_HOST) and publish it through a proxy with LOCAL_SUPABASE_EXTERNAL_URL, ` +
    `or set LOCAL_SUPABASE_ALLOW_DEMO_SECRET_ON_NETWORK=1 if every machine that can reach it is trusted.`
  )
}
