import { createHash, randomUUID } from "node:crypto"
import { sendJson } from "../http.ts"
import { findBucket, isUuid } from "./buckets.ts"
import { storeFor } from "./bytes.ts"
import { ERRORS } from "./errors.ts"
import {
  GLOBAL_FILE_SIZE_LIMIT,
  isEmptyFolder,
  mustBeValidKey,
  mustBeWellFormedMimeType,
  validateMimeType,
} from "./limits.ts"
import { BodyLimitError, header, readBytes, runAs, runAsService, type Caller, type StorageRequest } from "./request.ts"

const MAX_USER_METADATA_BYTES = 1024 * 1024
// Room for the boundaries and the form fields supabase-js sends beside the file.
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024

interface FileUpload {
  bytes: Buffer
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | undefined
  /** Storage learns a multipart file is too big only once it streamed it, after the RLS check. */
  tooLargeAfterPermission: boolean
}

/** Storage's `ObjectMetadata`, kept in storage.objects.metadata and served as headers. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

/**
 * POST (create, or replace with `x-upsert: true`) and PUT (replace) `/object/{bucket}/{name}`,
 * in Storage's order: bucket, MIME type and size limits; then the caller's storage.objects
 * policies, tried in a transaction that is rolled back; then the bytes; then the row, written
 * with the service role.
 */
export async function uploadObject(
  s: StorageRequest,
  bucketId: string,
  name: string,
  isUpsert: boolean,
  /** A signed upload URL's token: Storage uploads as super user, owned by the token's creator. */
  signed?: { owner: string | undefined }
) {
  const caller: Caller = signed
    ? { role: "service_role", claims: { role: "service_role" }, authenticated: true, sub: signed.owner }
    : await s.caller()
  const bucket = await findBucket(s, bucketId)
  if (!bucket) throw ERRORS.noSuchBucket()
  const maxFileSize = isEmptyFolder(name) ? 0 : Math.min(bucket.file_size_limit ?? Infinity, GLOBAL_FILE_SIZE_LIMIT)
  const allowed = isEmptyFolder(name) ? [] : (bucket.allowed_mime_types ?? [])
  const file = await readUpload(s, maxFileSize, allowed)
  mustBeValidKey(name)

  const owner = caller.sub
  const ownerUuid = owner && isUuid(owner) ? owner : null
  await testUploadPermission(s, caller, bucketId, name, isUpsert, {
    metadata: { mimetype: file.mimeType, contentLength: file.bytes.length },
    userMetadata: file.userMetadata,
  })
  if (file.tooLargeAfterPermission) throw ERRORS.entityTooLarge()

  const store = storeFor(s.ctx.db)
  const version = randomUUID()
  await store.put(bucketId, version, file.bytes)
  let result: { id: string; previous: string | null }
  try {
    const metadata: ObjectMetadata = {
      eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
      size: file.bytes.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      // Whole seconds, as HTTP dates carry them: If-Modified-Since then compares equal.
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    }
    result = await runAsService(s, "storage.object.upload", async (q) => {
      const current = await q.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2 for update",
        [bucketId, name]
      )
      const written = await q.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (name, bucket_id) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version,
           owner = excluded.owner, owner_id = excluded.owner_id
         returning id`,
        [
          bucketId,
          name,
          ownerUuid,
          owner ?? null,
          JSON.stringify(metadata),
          JSON.stringify({ ...file.userMetadata }),
          version,
        ]
      )
      return { id: written.rows[0]!.id, previous: current.rows[0]?.version ?? null }
    })
  } catch (error) {
    await store.delete(bucketId, version)
    throw error
  }
  if (result.previous && result.previous !== version) await store.delete(bucketId, result.previous)
  // uploadSignedObject.ts answers `{ Key }` alone; createObject.ts adds the row's Id.
  sendJson(s.res, 200, signed ? { Key: `${bucketId}/${name}` } : { Id: result.id, Key: `${bucketId}/${name}` })
}

/**
 * Storage's `Uploader.canUpload`: the row the upload would write, inserted (or upserted) as
 * `caller` in a transaction that is rolled back, so her storage.objects policies decide.
 */
export async function testUploadPermission(
  s: StorageRequest,
  caller: Caller,
  bucketId: string,
  name: string,
  isUpsert: boolean,
  row: { metadata?: Record<string, unknown>; userMetadata?: Record<string, unknown> } = {}
) {
  const owner = caller.sub
  await runAs(
    s,
    caller,
    "storage.object.upload",
    (q) =>
      q.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, '1')` +
          (isUpsert
            ? ` on conflict (name, bucket_id) do update set metadata = excluded.metadata,
                  user_metadata = excluded.user_metadata, version = excluded.version,
                  owner = excluded.owner, owner_id = excluded.owner_id
                returning *`
            : ""),
        [
          bucketId,
          name,
          owner && isUuid(owner) ? owner : null,
          owner ?? null,
          row.metadata ? JSON.stringify(row.metadata) : null,
          row.userMetadata ? JSON.stringify(row.userMetadata) : null,
        ]
      ),
    { rollback: true }
  ).catch((error: unknown) => {
    if ((error as { code?: string }).code === "23505") throw ERRORS.keyAlreadyExists()
    throw error
  })
}

/** Storage's `fileUploadFromRequest`: a multipart form (a File or Blob from supabase-js) or raw bytes. */
async function readUpload(s: StorageRequest, maxFileSize: number, allowed: string[]): Promise<FileUpload> {
  const contentType = header(s.req, "content-type")
  if (contentType?.startsWith("multipart/form-data")) {
    const body = await readOrTooLarge(s, GLOBAL_FILE_SIZE_LIMIT + MULTIPART_OVERHEAD_BYTES)
    let form: FormData
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData()
    } catch {
      throw ERRORS.noContentProvided()
    }
    let file: File | undefined
    for (const [, value] of form) {
      if (typeof value !== "string") {
        file = value
        break
      }
    }
    if (!file) throw ERRORS.noContentProvided()
    const field = (name: string) => {
      const value = form.get(name)
      return typeof value === "string" ? value : undefined
    }
    // A part without its own Content-Type is text/plain (RFC 7578), as Storage's parser reads it.
    const mimeType = field("contentType") || file.type || "text/plain"
    mustBeWellFormedMimeType(mimeType)
    if (allowed.length) validateMimeType(mimeType, allowed)
    const cacheTime = field("cacheControl")
    const customMetadata = field("metadata") ?? field("userMetadata")
    let userMetadata: Record<string, unknown> | undefined
    if (customMetadata !== undefined) {
      if (Buffer.byteLength(customMetadata) > MAX_USER_METADATA_BYTES) throw ERRORS.entityTooLarge("user_metadata")
      userMetadata = parseJsonObject(customMetadata)
    }
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
      userMetadata,
      tooLargeAfterPermission: file.size > maxFileSize,
    }
  }

  const mimeType = contentType || "application/octet-stream"
  mustBeWellFormedMimeType(mimeType)
  if (allowed.length) validateMimeType(mimeType, allowed)
  const encodedMetadata = header(s.req, "x-metadata")
  const userMetadata =
    encodedMetadata === undefined ? undefined : parseJsonObject(Buffer.from(encodedMetadata, "base64").toString("utf8"))
  // A declared length over the limit is refused before reading; Node drains the unread body.
  const declared = Number(header(s.req, "content-length"))
  if (Number.isFinite(declared) && declared > maxFileSize) throw ERRORS.entityTooLarge()
  return {
    bytes: await readOrTooLarge(s, maxFileSize),
    mimeType,
    cacheControl: header(s.req, "cache-control") ?? "no-cache",
    userMetadata,
    tooLargeAfterPermission: false,
  }
}

async function readOrTooLarge(s: StorageRequest, limit: number): Promise<Buffer> {
  try {
    return await readBytes(s.req, limit)
  } catch (error) {
    if (error instanceof BodyLimitError) throw ERRORS.entityTooLarge().withConnectionClose()
    throw error
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
