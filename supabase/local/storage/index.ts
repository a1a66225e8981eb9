import type { RouteHandler } from "../context.ts"
import type { LocalDatabase } from "../db.ts"
import { handleBucket } from "./buckets.ts"
import { pruneBytes } from "./bytes.ts"
import { ERRORS, sendStorageError, toStorageError } from "./errors.ts"
import { deleteObject, downloadObject, listObjects, objectInfo, publicObject, removeObjects } from "./objects.ts"
import { authenticate, type Caller, type StorageRequest } from "./request.ts"
import { signedObject, signObjectUrl, signObjectUrls } from "./signed-urls.ts"
import { copyObject, moveObject, signUploadUrl, uploadToSignedUrl } from "./transfer.ts"
import { restoreSeedObjectBytes } from "./seed-objects.ts"
import { uploadObject } from "./upload.ts"

/** Runs after migrations and after every reset to the boot snapshot: bytes follow the rows. */
export async function prepareStorage(db: LocalDatabase) {
  await restoreSeedObjectBytes(db)
  await pruneBytes(db)
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw ERRORS.invalidKey(segment)
  }
}

/**
 * The Storage API subset behind `/storage/v1` (supabase/storage's object and bucket routes):
 * uploads, downloads, public and signed URLs, list, remove, info and buckets. Every error leaves
 * in Storage's shape; signed uploads, move and copy too. Image transformations, list-v2, TUS and
 * S3 are not served.
 */
export const handleStorage: RouteHandler = async (req, res, url, path, ctx) => {
  let caller: Promise<Caller> | null = null
  const s: StorageRequest = {
    req,
    res,
    url,
    ctx,
    caller: (options = {}) => (caller ??= authenticate(req, ctx.config.jwtSecret, options.allowInvalid ?? false)),
  }
  try {
    const [area, ...rest] = path.split("/").slice(1)
    const segments = rest.map(decodeSegment)
    if (area === "bucket") return await handleBucket(s, segments.filter(Boolean))
    if (area === "object") return await routeObject(s, segments)
    throw ERRORS.routeNotFound(req.method ?? "GET", url.pathname.replace(/^\/storage\/v1/, "") + url.search)
  } catch (error) {
    sendStorageError(res, toStorageError(error))
  }
}

async function routeObject(s: StorageRequest, segments: string[]) {
  const method = s.req.method ?? "GET"
  const read = method === "GET" || method === "HEAD"
  const [first, second] = segments
  const notFound = () => ERRORS.routeNotFound(method, s.url.pathname.replace(/^\/storage\/v1/, "") + s.url.search)
  // `{bucket}/{name…}` from position `at`; the name is everything after the bucket, slashes kept.
  const target = (at: number) => {
    const bucket = segments[at]
    const name = segments.slice(at + 1).join("/")
    if (!bucket || !name) throw notFound()
    return [bucket, name] as const
  }

  if (first === "list" && method === "POST" && second && segments.length === 2) return listObjects(s, second)
  if (first === "sign") {
    if (method === "POST" && second && segments.length === 2) return signObjectUrls(s, second)
    if (method === "POST") return signObjectUrl(s, ...target(1))
    if (read) return signedObject(s, ...target(1))
  }
  if (first === "public" && read) return publicObject(s, ...target(1))
  if (first === "authenticated" && read) return downloadObject(s, ...target(1), false)
  if (first === "info" && method === "GET") {
    if (second === "public") return objectInfo(s, ...target(2), true)
    if (second === "authenticated") return objectInfo(s, ...target(2), false)
    return objectInfo(s, ...target(1), false)
  }
  if (first === "upload" && second === "sign") {
    if (method === "POST") return signUploadUrl(s, ...target(2))
    if (method === "PUT") return uploadToSignedUrl(s, ...target(2))
    throw notFound()
  }
  if ((first === "move" || first === "copy") && segments.length === 1) {
    if (method !== "POST") throw notFound()
    return first === "move" ? moveObject(s) : copyObject(s)
  }
  // Storage's listObjectsV2 route is not served here: its path answers as an unknown route
  // (src/http/not-found-handler.ts), never as an upload or download in a bucket "list-v2".
  if (first === "list-v2") throw notFound()
  if (first && segments.length === 1 && method === "DELETE") return removeObjects(s, first)
  if (read) return downloadObject(s, ...target(0), true)
  if (method === "POST") {
    const [bucket, name] = target(0)
    return uploadObject(s, bucket, name, s.req.headers["x-upsert"] === "true")
  }
  if (method === "PUT") return uploadObject(s, ...target(0), true)
  if (method === "DELETE") return deleteObject(s, ...target(0))
  throw notFound()
}
