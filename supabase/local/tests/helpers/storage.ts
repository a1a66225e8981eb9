import { randomUUID } from "node:crypto"
import { expect } from "vitest"

/**
 * What the Storage tests share: a small valid image, unique object names (the tests of a file
 * share one backend, so names must not collide), and Storage's error shape on the wire.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

export const unique = (name: string) => `${randomUUID().slice(0, 8)}-${name}`

/** The fields of a storage-js error that carry Storage's answer (it keeps no raw body). */
export function wire(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string } | null
  return e && { status: e.status, statusCode: e.statusCode, message: e.message }
}

/** An error body as supabase/storage renders it (src/http/error-handler.ts). */
export interface StorageErrorBody {
  statusCode: string
  code: string
  error: string
  message: string
}

/**
 * Asserts a raw Storage answer is exactly `body`, sent with HTTP `status`: 400 unless told, since
 * Storage answers every refusal with 400 and puts the service's status in the body. `label` names
 * the request in a failure message.
 */
export async function expectStorageError(
  res: Response,
  body: StorageErrorBody,
  { status = 400, label }: { status?: number; label?: string } = {}
) {
  expect(res.status, label).toBe(status)
  expect(await res.json(), label).toEqual(body)
}
