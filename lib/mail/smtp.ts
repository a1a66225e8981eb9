import "server-only"
import { createTransport, type NodemailerError, type SendMailOptions, type SMTPTransportOptions } from "nodemailer"

/**
 * The SMTP provider of the notification e-mails, through nodemailer: any provider (MailRelay's
 * SMTP included) from the environment, and the errors it can give, sorted into "this e-mail" and
 * "the whole provider" so an outbox run stops at the first sign of a bad configuration instead of
 * spending every row's attempts.
 */

/** The settings lib/server-env.ts reads (SMTP_URL, or SMTP_HOST/PORT/USER/PASSWORD/SECURE). */
export interface SmtpEnv {
  smtpUrl?: string | null
  smtpHost?: string | null
  smtpPort?: number | null
  smtpUser?: string | null
  smtpPassword?: string | null
  smtpSecure?: boolean | null
}

/** What the outbox needs of a transport: nodemailer's sendMail. */
export interface MailSender {
  sendMail(message: SendMailOptions): Promise<unknown>
}

// A provider that does not answer must not hold a scheduler tick for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * nodemailer's options for the configured provider, or null when none is: SMTP_URL wins
 * (`smtps://` is TLS from the first byte, port 465 by default; `smtp://` upgrades with STARTTLS
 * when offered, port 587 by default; user and password percent-decoded), else SMTP_HOST with its
 * parts (SMTP_SECURE true, or port 465, for TLS from the first byte).
 */
export function smtpOptionsFromEnv(env: SmtpEnv): SMTPTransportOptions | null {
  let host: string
  let port: number
  let secure: boolean
  let user: string | undefined
  let pass: string | undefined
  if (env.smtpUrl) {
    const url = new URL(env.smtpUrl)
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error("SMTP_URL must be smtp:// or smtps://")
    secure = url.protocol === "smtps:"
    host = url.hostname.replace(/^\[|\]$/g, "")
    port = url.port ? Number(url.port) : secure ? 465 : 587
    user = url.username ? decode(url.username) : undefined
    pass = url.password ? decode(url.password) : undefined
  } else if (env.smtpHost) {
    host = env.smtpHost
    secure = env.smtpSecure ?? env.smtpPort === 465
    port = env.smtpPort ?? (secure ? 465 : 587)
    user = env.smtpUser ?? undefined
    pass = env.smtpPassword ?? undefined
  } else {
    return null
  }
  return {
    host,
    port,
    secure,
    ...(user ? { auth: { user, pass: pass ?? "" } } : {}),
    ...TIMEOUTS,
    // The e-mails carry no attachments: nothing may read a file or fetch a URL into a message.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

/** A transport for the configured provider, or null when none is configured. One connection per e-mail. */
export function smtpTransportFromEnv(env: SmtpEnv) {
  const options = smtpOptionsFromEnv(env)
  return options ? createTransport(options) : null
}

export type SmtpTransport = NonNullable<ReturnType<typeof smtpTransportFromEnv>>

export const isSmtpConfigured = (env: SmtpEnv) => Boolean(env.smtpUrl || env.smtpHost)

/** What went wrong with one e-mail: its text for last_error, and whether the provider as a whole is unusable. */
export interface SmtpFailure {
  /** pt-BR, for the admin's outbox screen; the server's own reply included, never a password. */
  message: string
  kind: "auth" | "connection" | "rejected" | "temporary" | "other"
  /** True when the rest of the run would fail the same way (auth, connection, the server refusing service). */
  outage: boolean
}

const CONNECTION_CODES = new Set([
  "ECONNECTION",
  "ESOCKET",
  "EDNS",
  "ETIMEDOUT",
  "ETLS",
  "EPROXY",
  "ECONFIG",
  "EPROTOCOL",
])

export function describeSmtpError(error: unknown): SmtpFailure {
  const e = (error && typeof error === "object" ? error : {}) as NodemailerError
  const reply = e.response ? `: ${e.response.slice(0, 300)}` : ""
  const code = e.code ?? ""
  const status = e.responseCode
  if (code === "EAUTH" || code === "ENOAUTH" || status === 535 || status === 534 || status === 530) {
    return { kind: "auth", outage: true, message: `O servidor SMTP recusou o usuário ou a senha${reply}` }
  }
  if (CONNECTION_CODES.has(code) && status === undefined) {
    const detail = e.originalCode ?? code
    return {
      kind: "connection",
      outage: true,
      message: `Não foi possível conectar ao servidor SMTP (${detail})${e.message ? `: ${e.message.slice(0, 200)}` : ""}`,
    }
  }
  // 421: the server closes the session (overloaded, or throttling us); every next e-mail would get it too.
  if (status === 421) return { kind: "temporary", outage: true, message: `O servidor SMTP está indisponível${reply}` }
  if (status !== undefined && status >= 500 && e.permanent !== false) {
    const what = code === "EENVELOPE" ? "o destinatário" : "a mensagem"
    return { kind: "rejected", outage: false, message: `O servidor SMTP recusou ${what} (${status})${reply}` }
  }
  if (status !== undefined && status >= 400) {
    return {
      kind: "temporary",
      outage: false,
      message: `O servidor SMTP pediu para tentar mais tarde (${status})${reply}`,
    }
  }
  const message = error instanceof Error ? error.message.slice(0, 300) : "Erro desconhecido"
  return { kind: "other", outage: false, message: `Falha ao enviar por SMTP: ${message}` }
}
