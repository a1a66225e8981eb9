import type { LocalConfig } from "../config.ts"
import { badRequest, unprocessable, weakPassword } from "./errors.ts"

// Deliberately strict: no whitespace or control characters, so a value can never smuggle
// CR/LF into a mail header or the outbox.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** Returns the lower-cased address or throws GoTrue's validation error. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw badRequest("validation_failed", "missing email or phone")
  const email = value.trim().toLowerCase()
  if (email.length > 255 || !EMAIL.test(email)) {
    throw badRequest("validation_failed", "Unable to validate email address: invalid format")
  }
  return email
}

/** bcrypt only reads 72 bytes; accepting more would let a suffix change go unnoticed. */
export function checkPassword(value: unknown, config: LocalConfig): string {
  if (typeof value !== "string" || value === "") throw unprocessable("validation_failed", "Password is required")
  if (Buffer.byteLength(value, "utf8") > 72) {
    throw unprocessable("validation_failed", "Password cannot be longer than 72 characters")
  }
  const min = config.auth.minPasswordLength
  if ([...value].length < min) throw weakPassword(`Password should be at least ${min} characters.`, ["length"])
  return value
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export function optionalObject(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("validation_failed", `${field} must be an object`)
  return value as Record<string, unknown>
}

export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string") throw badRequest("validation_failed", `${field} must be a string`)
  return value
}
