import type { ServerResponse } from "node:http"
import { sendJson } from "../http.ts"

export const API_VERSION = "2024-01-01"

/** A GoTrue error: thrown anywhere in a handler and rendered once by the router. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {}
  ) {
    super(message)
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg)
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg)
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg)

export function weakPassword(msg: string, reasons: string[]) {
  return new AuthError(422, "weak_password", msg, { weak_password: { message: msg, reasons } })
}

/**
 * Both body shapes at once: auth-js reads `code` when the version header is echoed (and exposed
 * via CORS) and falls back to `error_code`, so the code survives either way.
 */
export function sendAuthError(res: ServerResponse, error: AuthError) {
  sendJson(
    res,
    error.status,
    { code: error.code, error_code: error.code, msg: error.message, ...error.extra },
    { "X-Supabase-Api-Version": API_VERSION, "x-sb-error-code": error.code }
  )
}
