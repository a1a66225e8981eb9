import { createHash } from "node:crypto"
import { sendJson } from "../http.ts"
import { findBucket, type Bucket } from "./buckets.ts"
import { storeFor } from "./bytes.ts"
import { ERRORS, sendStorageError, StorageError } from "./errors.ts"
import { header, readJson, runAs, runAsService, type Caller, type StorageRequest } from "./request.ts"
import type { ObjectMetadata } from "./upload.ts"

export interface ObjectRow {
  id: string
  name: string
  bucket_id: string
  version: string | null
  metadata: Partial<ObjectMetadata> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
}

const OBJECT_COLUMNS = "id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at"

/** One object row as `caller` sees it (or with the service role), or Storage's NoSuchKey. */
export async function findObject(
  s: StorageRequest,
  caller: Caller | "service",
  bucketId: string,
  name: string
): Promise<ObjectRow> {
  const sql = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1`
  const { rows } =
    caller === "service"
      ? await runAsService(s, "storage.object.get", (q) => q.query<ObjectRow>(sql, [bucketId, name]))
      : await runAs(s, caller, "storage.object.get", (q) => q.query<ObjectRow>(sql, [bucketId, name]), {
          readOnly: true,
        })
  if (!rows[0]) throw ERRORS.noSuchKey()
  return rows[0]
}

/**
 * The bucket and object a download may read: anyone reads a public bucket (no RLS), a caller with
 * a valid JWT reads a private one through her SELECT policies, as Storage's getObject does.
 */
async function readableObject(s: StorageRequest, bucketId: string, name: string, caller: Caller, publicOnly: boolean) {
  const bucket: Bucket | null = await findBucket(s, bucketId)
  if (!bucket || (publicOnly && !bucket.public) || (!caller.authenticated && !bucket.public)) {
    throw ERRORS.noSuchBucket()
  }
  return findObject(s, bucket.public || publicOnly ? "service" : caller, bucketId, name)
}

/** GET `/object/{bucket}/{name}` and `/object/authenticated/{bucket}/{name}` (supabase-js `download`). */
export async function downloadObject(s: StorageRequest, bucketId: string, name: string, allowInvalidJwt: boolean) {
  const caller = await s.caller({ allowInvalid: allowInvalidJwt })
  await renderObject(s, await readableObject(s, bucketId, name, caller, false))
}

/** GET `/object/public/{bucket}/{name}`: what `getPublicUrl` points at; public buckets only. */
export async function publicObject(s: StorageRequest, bucketId: string, name: string) {
  const caller = await s.caller({ allowInvalid: true })
  await renderObject(s, await readableObject(s, bucketId, name, caller, true))
}

/**
 * The bytes with Storage's asset headers: Content-Type as uploaded (HTML as text/plain), the MD5
 * ETag, Last-Modified, and Cache-Control from the upload (a signed URL sends Expires instead),
 * with nosniff and a sandboxing policy; a matching If-None-Match or If-Modified-Since gets 304.
 */
export async function renderObject(s: StorageRequest, row: ObjectRow, options: { expires?: string } = {}) {
  const bytes = row.version ? await storeFor(s.ctx.db).get(row.bucket_id, row.version) : null
  if (!bytes) {
    return sendStorageError(s.res, new StorageError(404, "NoSuchKey", "The resource was not found", "Not found"), {
      "Cache-Control": "no-store",
    })
  }
  const metadata = row.metadata ?? {}
  const eTag = metadata.eTag ?? `"${createHash("md5").update(bytes).digest("hex")}"`
  const lastModified = new Date(metadata.lastModified ?? row.updated_at)
  const cacheControl = metadata.cacheControl || "no-cache"
  const res = s.res
  const ifNoneMatch = header(s.req, "if-none-match")
  const ifModifiedSince = header(s.req, "if-modified-since")
  const notModified =
    (ifNoneMatch !== undefined && ifNoneMatch === eTag) ||
    (ifNoneMatch === undefined &&
      ifModifiedSince !== undefined &&
      !Number.isNaN(Date.parse(ifModifiedSince)) &&
      lastModified.getTime() <= Date.parse(ifModifiedSince))

  // src/storage/backend/file.ts: a conditional hit answers 304 first; otherwise a Range header is
  // parsed (src/storage/range.ts `parseRangeHeader`) before any header is set, 416 when unsatisfiable.
  const rangeHeader = notModified ? undefined : header(s.req, "range")
  const range = rangeHeader === undefined ? null : parseRangeHeader(rangeHeader, bytes.length)

  res.setHeader("ETag", eTag)
  // src/storage/renderer/renderer.ts `setHeaders`: every rendered asset advertises byte ranges.
  res.setHeader("Accept-Ranges", "bytes")
  // Uploaded bytes are the uploader's: a browser must not sniff them into HTML or script, and a
  // file opened directly (an SVG, a PDF, a mislabelled page) runs nothing and reaches no origin.
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox")
  if (!Number.isNaN(lastModified.getTime())) res.setHeader("Last-Modified", lastModified.toUTCString())
  if (options.expires) {
    res.setHeader("Expires", options.expires)
  } else {
    // Storage marks a revalidation that found a changed file as briefly reusable.
    const stale = ifNoneMatch !== undefined && ifNoneMatch !== eTag ? ", stale-while-revalidate=30" : ""
    res.setHeader("Cache-Control", `${cacheControl}${stale}`)
  }
  if (notModified) {
    res.statusCode = 304
    return void res.end()
  }
  const mimetype = metadata.mimetype || "application/octet-stream"
  const body = range ? bytes.subarray(range.from, range.to + 1) : bytes
  res.statusCode = range ? 206 : 200
  res.setHeader("Content-Type", mimetype.includes("text/html") ? "text/plain" : mimetype)
  res.setHeader("Content-Length", String(body.length))
  if (range) res.setHeader("Content-Range", `bytes ${range.from}-${range.to}/${bytes.length}`)
  res.setHeader("X-Robots-Tag", "none")
  const download = s.url.searchParams.get("download")
  if (download !== null) {
    const fileName = encodeURIComponent(download)
    res.setHeader(
      "Content-Disposition",
      download === "" ? "attachment;" : `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`
    )
  }
  res.end(s.req.method === "HEAD" ? undefined : body)
}

/** Storage's `parseRangeHeader` (src/storage/range.ts): one `bytes=` range, clamped to the file. */
export function parseRangeHeader(value: string, size: number): { from: number; to: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value)
  if (!match || size <= 0) throw ERRORS.invalidRange()
  const [, start = "", end = ""] = match
  if (!start && !end) throw ERRORS.invalidRange()
  if (!start) {
    const suffix = Number(end)
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw ERRORS.invalidRange()
    return { from: Math.max(size - suffix, 0), to: size - 1 }
  }
  const from = Number(start)
  const to = end ? Number(end) : size - 1
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || to < from || from >= size) {
    throw ERRORS.invalidRange()
  }
  return { from, to: Math.min(to, size - 1) }
}

/** GET `/object/info/[authenticated|public/]{bucket}/{name}` (supabase-js `info` and `exists`). */
export async function objectInfo(s: StorageRequest, bucketId: string, name: string, publicOnly: boolean) {
  const caller = await s.caller({ allowInvalid: publicOnly })
  const row = await readableObject(s, bucketId, name, caller, publicOnly)
  const metadata = row.metadata ?? {}
  const res = s.res
  if (metadata.eTag) res.setHeader("ETag", metadata.eTag)
  if (metadata.cacheControl) res.setHeader("Cache-Control", metadata.cacheControl)
  if (metadata.lastModified) res.setHeader("Last-Modified", new Date(metadata.lastModified).toUTCString())
  sendJson(res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  })
}

const SORT_COLUMNS = new Set(["name", "updated_at", "created_at", "last_accessed_at"])

/** POST `/object/list/{bucket}`: one folder level through storage.search, under the caller's RLS. */
export async function listObjects(s: StorageRequest, bucketId: string) {
  const caller = await s.caller()
  const body = await readJson(s.req)
  let prefix = body.prefix
  if (typeof prefix !== "string") throw ERRORS.invalidRequest("body must have required property 'prefix'")
  const limit = integerOr(body.limit, 100, "limit")
  const offset = integerOr(body.offset, 0, "offset")
  const search = body.search === undefined ? "" : body.search
  if (typeof search !== "string") throw ERRORS.invalidRequest("body/search must be string")
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = sortBy.column ?? "name"
  const order = sortBy.order ?? "asc"
  if (typeof column !== "string" || !SORT_COLUMNS.has(column)) {
    throw ERRORS.invalidRequest("body/sortBy/column must be equal to one of the allowed values")
  }
  if (order !== "asc" && order !== "desc") {
    throw ERRORS.invalidRequest("body/sortBy/order must be equal to one of the allowed values")
  }
  // Storage treats a prefix as a folder.
  if (prefix.length > 0 && !prefix.endsWith("/")) prefix = `${prefix}/`
  const { rows } = await runAs(
    s,
    caller,
    "storage.object.list",
    (q) =>
      q.query("select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)", [
        prefix,
        bucketId,
        limit,
        `${prefix}${search}`.split("/").length,
        offset,
        search,
        column,
        order,
      ]),
    { readOnly: true }
  )
  sendJson(s.res, 200, rows)
}

function integerOr(value: unknown, fallback: number, name: string) {
  if (value === undefined) return fallback
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw ERRORS.invalidRequest(`body/${name} must be integer`)
  }
  return value
}

/**
 * DELETE `/object/{bucket}` with `{ prefixes }` (supabase-js `remove`): deletes the named objects
 * the caller's policies let her delete and answers with their rows; the rest are left alone.
 */
export async function removeObjects(s: StorageRequest, bucketId: string) {
  const caller = await s.caller()
  const body = await readJson(s.req)
  const prefixes = body.prefixes
  if (!Array.isArray(prefixes) || prefixes.some((prefix) => typeof prefix !== "string")) {
    throw ERRORS.invalidRequest("body must have required property 'prefixes'")
  }
  if (!prefixes.length) throw ERRORS.invalidRequest("body/prefixes must NOT have fewer than 1 items")
  if (prefixes.length > 1000) {
    throw ERRORS.invalidRequest("Bulk object requests are limited to 1000 objects per request.")
  }
  const { rows } = await runAs(s, caller, "storage.object.delete_many", (q) =>
    q.query<{ version: string | null }>(
      "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *",
      [bucketId, prefixes]
    )
  )
  await dropBytes(s, bucketId, rows)
  sendJson(s.res, 200, rows)
}

/** DELETE `/object/{bucket}/{name}`: one object; a row the caller may not delete is AccessDenied. */
export async function deleteObject(s: StorageRequest, bucketId: string, name: string) {
  const caller = await s.caller()
  await findObject(s, "service", bucketId, name)
  const { rows } = await runAs(s, caller, "storage.object.delete", (q) =>
    q.query<{ version: string | null }>(
      "delete from storage.objects where bucket_id = $1 and name = $2 returning version",
      [bucketId, name]
    )
  )
  if (!rows.length) throw ERRORS.accessDenied("Access denied")
  await dropBytes(s, bucketId, rows)
  sendJson(s.res, 200, { message: "Successfully deleted" })
}

async function dropBytes(s: StorageRequest, bucketId: string, rows: Array<{ version: string | null }>) {
  const store = storeFor(s.ctx.db)
  for (const row of rows) if (row.version) await store.delete(bucketId, row.version)
}
