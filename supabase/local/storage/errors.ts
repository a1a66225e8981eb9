import type { ServerResponse } from "node:http"
import { isPgError, type PgErrorLike } from "../db.ts"

/**
 * A Storage API error (supabase/storage `StorageBackendError`). Storage renders every error as
 * `{ statusCode, code, error, message }` with the service status as a string, but sends HTTP 400
 * for all of them except 500s (its error handler's `userStatusCode`): storage-js reads the HTTP
 * status into `error.status` and the body's into `error.statusCode`.
 */
export class StorageError extends Error {
  httpStatus: number
  /** Set when the rest of the request body was left unread, so the connection cannot go on. */
  closeConnection = false

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    httpStatus?: number
  ) {
    super(message)
    this.httpStatus = httpStatus ?? (statusCode === 500 ? 500 : 400)
  }

  /** Storage's `withStatusCode`: the HTTP status for the few errors it sends as they are. */
  withHttpStatus(status: number) {
    this.httpStatus = status
    return this
  }

  withConnectionClose() {
    this.closeConnection = true
    return this
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }
  }
}

/** The subset of Storage's `ERRORS` (src/internal/errors/codes.ts) this server can raise. */
export const ERRORS = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidParameter: (name: string, message?: string) =>
    new StorageError(400, "InvalidParameter", message ?? `Invalid Parameter ${name}`),
  noContentProvided: () => new StorageError(400, "InvalidRequest", "No content provided"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message || "Invalid JWT"),
  invalidSignature: (message = "Invalid signature") => new StorageError(400, "InvalidSignature", message),
  expiredSignature: () => new StorageError(400, "ExpiredToken", "The provided token has expired."),
  accessDenied: (message = "Access denied") => new StorageError(403, "AccessDenied", message, "Unauthorized"),
  keyAlreadyExists: () => new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  resourceAlreadyExists: () =>
    new StorageError(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () => new StorageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () => new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  entityTooLarge: (entity = "object") =>
    new StorageError(413, "EntityTooLarge", `The ${entity} exceeded the maximum allowed size`, "Payload too large"),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, "invalid_mime_type"),
  invalidFileSizeLimit: () =>
    new StorageError(400, "InvalidRequest", "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B"),
  /** src/storage/range.ts `invalidRangeHeaderError`: sent with HTTP 416. */
  invalidRange: () => new StorageError(416, "InvalidRange", "invalid range provided", "invalid_range", 416),
  internal: () => new StorageError(500, "InternalError", "Internal server error"),
  /** Storage's not-found handler: a real 404, unlike every error above. */
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, "InvalidRequest", `Route ${method}:${url} not found`, "Not Found", 404),
}

/** Storage's `DBError.fromDBError`: the SQLSTATEs it names, anything else a 500. */
export function fromDatabaseError(error: PgErrorLike): StorageError {
  switch (error.code) {
    case "42501":
      return ERRORS.accessDenied(
        error.message.includes("row-level security") ? "new row violates row-level security policy" : error.message
      )
    case "23505":
      return ERRORS.resourceAlreadyExists()
    case "23503":
      return error.detail?.includes("is still referenced from table")
        ? new StorageError(
            409,
            "ResourceReferenced",
            "The resource could not be updated or removed due to a foreign key constraint"
          )
        : new StorageError(404, "InvalidRequest", "The related resource does not exist")
    case "22P02":
      return ERRORS.invalidParameter("value", error.message || "Invalid value format or type conversion failed")
    default:
      return new StorageError(500, "DatabaseError", `database error, code: ${error.code}`)
  }
}

/** Maps anything thrown while serving a request to the error the client receives. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (isPgError(error)) return fromDatabaseError(error)
  // A JS error's message may reveal internals: log it, answer Storage's opaque 500.
  console.error("[local-supabase] storage: unexpected error", error)
  return ERRORS.internal()
}

export function sendStorageError(res: ServerResponse, error: StorageError, headers: Record<string, string> = {}) {
  if (res.headersSent) return void res.end()
  res.statusCode = error.httpStatus
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (error.closeConnection) res.setHeader("Connection", "close")
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.end(JSON.stringify(error.body()))
}
