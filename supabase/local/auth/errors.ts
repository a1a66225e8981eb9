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
 * GoTrue renders an error by the API version the request names (internal/api/errors.go
 * handleResponseErrorHTTP): `X-Supabase-Api-Version: 2024-01-01` or later (auth-js always sends
 * it) gets `{ code: "<error code>", message }` and the version echoed; a request without it (curl,
 * an older client) gets the initial shape `{ code: <HTTP status>, error_code, msg }` (apierrors.HTTPError).
 */
export function sendAuthError(res: ServerResponse, error: AuthError, requestedVersion?: string | string[] | null) {
  const version = typeof requestedVersion === "string" ? requestedVersion.trim() : ""
  const versioned = /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION
  const body = versioned
    ? { code: error.code, message: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
  sendJson(res, error.status, body, {
    ...(versioned ? { "X-Supabase-Api-Version": API_VERSION } : {}),
    "x-sb-error-code": error.code,
  })
}
