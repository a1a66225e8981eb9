import "server-only"
import { serverEnv } from "@/lib/server-env"

/**
 * A typed client for MailRelay's API v1 (https://{account}.ipzmarketing.com/api/v1). Every call
 * has a timeout and every failure becomes a MailRelayError with a kind the processor can act on,
 * so a slow, down or garbled MailRelay never throws anything untyped into the outbox loop.
 */

export interface MailRelayConfig {
  /** The account's address (https://acme.ipzmarketing.com) or the full …/api/v1 base. */
  apiUrl: string
  apiKey: string
  groupId: number
  timeoutMs?: number
}

export type MailRelayErrorKind =
  | "unauthorized" // 401/403: bad or revoked key
  | "validation" // 422: MailRelay refused the data
  | "not_found" // 404
  | "rate_limited" // 429
  | "server" // 5xx
  | "timeout"
  | "network"
  | "invalid_response" // 2xx with a body that is not the documented JSON
  | "http" // any other status

export class MailRelayError extends Error {
  readonly kind: MailRelayErrorKind
  readonly status: number | null
  readonly body: unknown
  constructor(kind: MailRelayErrorKind, message: string, status: number | null = null, body: unknown = null) {
    super(message)
    this.name = "MailRelayError"
    this.kind = kind
    this.status = status
    this.body = body
  }
}

export interface MailRelaySubscriber {
  id: number
  email: string
  name?: string | null
  status?: string | null
}

export interface SyncSubscriberInput {
  email: string
  name?: string | null
  status: "active" | "inactive"
  customFields?: Record<string, string>
}

/** One e-mail through the transactional API (POST /send_emails). */
export interface SendEmailInput {
  from: { email: string; name: string }
  to: { email: string; name?: string | null }
  subject: string
  html: string
  text: string
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

const DEFAULT_TIMEOUT_MS = 10_000

// Errors that mean "MailRelay as a whole is unavailable": the rest of a queue would fail the same
// way, so an outbox run stops instead of burning every row's attempts (or 10 s timeouts each).
const OUTAGE_KINDS = new Set<MailRelayErrorKind>([
  "unauthorized",
  "rate_limited",
  "server",
  "timeout",
  "network",
  "invalid_response",
])

export const isMailRelayOutage = (error: unknown) => error instanceof MailRelayError && OUTAGE_KINDS.has(error.kind)

function apiBase(apiUrl: string) {
  const trimmed = apiUrl.replace(/\/+$/, "")
  return trimmed.endsWith("/api/v1") ? trimmed : `${trimmed}/api/v1`
}

/** A short pt-BR text for the admin screens and the subscriber's last_sync_error. */
function describe(kind: MailRelayErrorKind, status: number | null, detail: string) {
  const suffix = detail ? `: ${detail.slice(0, 300)}` : ""
  switch (kind) {
    case "unauthorized":
      return `MailRelay recusou a chave de API (HTTP ${status})${suffix}`
    case "validation":
      return `MailRelay recusou os dados (HTTP 422)${suffix}`
    case "not_found":
      return `Registro não encontrado no MailRelay (HTTP 404)${suffix}`
    case "rate_limited":
      return "MailRelay limitou as requisições (HTTP 429); nova tentativa mais tarde"
    case "server":
      return `MailRelay indisponível (HTTP ${status})${suffix}`
    case "timeout":
      return "MailRelay não respondeu a tempo"
    case "network":
      return `Não foi possível conectar ao MailRelay${suffix}`
    case "invalid_response":
      return "MailRelay enviou uma resposta inválida"
    default:
      return `Erro do MailRelay (HTTP ${status})${suffix}`
  }
}

function kindForStatus(status: number): MailRelayErrorKind {
  if (status === 401 || status === 403) return "unauthorized"
  if (status === 404) return "not_found"
  if (status === 422) return "validation"
  if (status === 429) return "rate_limited"
  if (status >= 500) return "server"
  return "http"
}

function errorDetail(body: unknown): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>
    if (typeof record.error === "string") return record.error
    if (typeof record.message === "string") return record.message
    if (record.errors && typeof record.errors === "object") return JSON.stringify(record.errors)
  }
  return ""
}

function isSubscriber(value: unknown): value is MailRelaySubscriber {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { id?: unknown }).id === "number" &&
    typeof (value as { email?: unknown }).email === "string"
  )
}

export class MailRelayClient {
  private readonly base: string
  private readonly apiKey: string
  readonly groupId: number
  private readonly timeoutMs: number

  constructor(config: MailRelayConfig) {
    this.base = apiBase(config.apiUrl)
    this.apiKey = config.apiKey
    this.groupId = config.groupId
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  }

  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          "X-AUTH-TOKEN": this.apiKey,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        cache: "no-store",
      })
    } catch (error) {
      const name = error instanceof Error ? error.name : ""
      if (name === "TimeoutError" || name === "AbortError") {
        throw new MailRelayError("timeout", describe("timeout", null, ""))
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ""
      throw new MailRelayError("network", describe("network", null, cause))
    }
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      const name = error instanceof Error ? error.name : ""
      const kind = name === "TimeoutError" || name === "AbortError" ? "timeout" : "network"
      throw new MailRelayError(kind, describe(kind, response.status, ""), response.status)
    }
    let parsed: unknown = null
    let parseFailed = false
    if (text.trim() !== "") {
      try {
        parsed = JSON.parse(text)
      } catch {
        parseFailed = true
      }
    }
    if (!response.ok) {
      const kind = kindForStatus(response.status)
      throw new MailRelayError(kind, describe(kind, response.status, errorDetail(parsed)), response.status, parsed)
    }
    if (parseFailed) {
      throw new MailRelayError("invalid_response", describe("invalid_response", response.status, ""), response.status)
    }
    return parsed
  }

  /** A cheap authenticated call: one group. Resolves with how many groups came back. */
  async ping(): Promise<{ groups: number }> {
    const body = await this.request("GET", "/groups?per_page=1")
    const list = Array.isArray(body)
      ? body
      : body && typeof body === "object" && Array.isArray((body as { data?: unknown }).data)
        ? ((body as { data: unknown[] }).data as unknown[])
        : null
    if (!list) throw new MailRelayError("invalid_response", describe("invalid_response", 200, ""), 200, body)
    return { groups: list.length }
  }

  /** Creates or updates a subscriber by e-mail in the configured group (POST /subscribers/sync). */
  async syncSubscriber(input: SyncSubscriberInput): Promise<MailRelaySubscriber> {
    const body = await this.request("POST", "/subscribers/sync", {
      email: input.email,
      name: input.name ?? "",
      status: input.status,
      group_ids: [this.groupId],
      ...(input.customFields ? { custom_fields: input.customFields } : {}),
    })
    if (!isSubscriber(body))
      throw new MailRelayError("invalid_response", describe("invalid_response", 200, ""), 200, body)
    return body
  }

  async getSubscriber(id: number): Promise<MailRelaySubscriber> {
    const body = await this.request("GET", `/subscribers/${id}`)
    if (!isSubscriber(body))
      throw new MailRelayError("invalid_response", describe("invalid_response", 200, ""), 200, body)
    return body
  }

  async deleteSubscriber(id: number): Promise<void> {
    await this.request("DELETE", `/subscribers/${id}`)
  }

  /**
   * Sends one e-mail through MailRelay's transactional API (POST /send_emails: from, to,
   * subject, html_part, text_part, headers). Resolves with MailRelay's answer, whatever JSON it is.
   */
  async sendEmail(input: SendEmailInput): Promise<unknown> {
    const body = await this.request("POST", "/send_emails", {
      from: input.from,
      to: [{ email: input.to.email, name: input.to.name ?? "" }],
      subject: input.subject,
      html_part: input.html,
      text_part: input.text,
      text_part_auto: false,
      ...(input.headers ? { headers: input.headers } : {}),
    })
    if (body === null || typeof body !== "object")
      throw new MailRelayError("invalid_response", describe("invalid_response", 200, ""), 200, body)
    return body
  }
}

/** The configured client, or null when MAILRELAY_API_URL, _API_KEY or _GROUP_ID is unset. */
export function getMailRelayClient(): MailRelayClient | null {
  const { mailrelayApiUrl, mailrelayApiKey, mailrelayGroupId } = serverEnv
  if (!mailrelayApiUrl || !mailrelayApiKey || !mailrelayGroupId) return null
  return new MailRelayClient({ apiUrl: mailrelayApiUrl, apiKey: mailrelayApiKey, groupId: mailrelayGroupId })
}

export function isMailRelayConfigured() {
  return getMailRelayClient() !== null
}
