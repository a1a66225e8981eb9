import { isPgError } from "../db.ts"

/** A PostgREST-shaped error: the body the clients parse plus the HTTP status to send it with. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, "PGRST100", message, details)

export const invalidJson = (message = "Empty or invalid json") => new RestError(400, "PGRST102", message)

export const columnNotFound = (column: string, table: string) =>
  new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`)

export const tableNotFound = (table: string) =>
  new RestError(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`)

export const undefinedColumn = (table: string, column: string) =>
  new RestError(400, "42703", `column ${table}.${column} does not exist`)

/** PostgREST v14's SQLSTATE → HTTP mapping (Error.hs), first match wins. */
export function statusForSqlState(code: string, message: string, role: string): number {
  if (code === "23503" || code === "23505") return 409
  if (code === "42501") return role === "anon" ? 401 : 403
  if (code === "P0001") return 400
  const custom = /^PT(\d{3})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === "42883") return 404
  if (code === "42P01") return 404
  if (code === "42P17") return 500
  if (code === "25006") return 405
  if (code === "21000") return message.includes("requires a WHERE clause") ? 400 : 500
  if (code === "22023" && /^role .* does not exist$/.test(message)) return 401
  if (/^(08|53)/.test(code) || code === "57P01") return 503
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500
  if (/^(0L|0P|28)/.test(code)) return 403
  return 400
}

/** Maps anything thrown while serving a request to the error the client receives. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  if (isPgError(error)) {
    return new RestError(
      statusForSqlState(error.code, error.message, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null
    )
  }
  // Unknown failures stay opaque: the message of a JS error may reveal internals.
  console.error("[local-supabase] rest: unexpected error", error)
  return new RestError(500, "PGRST000", "internal server error")
}
