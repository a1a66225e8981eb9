import { randomUUID } from "node:crypto"
import { jwtVerify, SignJWT, type JWTPayload } from "jose"
import { sendJson } from "../http.ts"
import { isUuid } from "./buckets.ts"
import { storeFor } from "./bytes.ts"
import { ERRORS } from "./errors.ts"
import { mustBeValidKey } from "./limits.ts"
import { findObject } from "./objects.ts"
import { header, readJson, runAs, runAsService, type StorageRequest } from "./request.ts"
import { testUploadPermission, uploadObject } from "./upload.ts"

/** src/internal/auth/jwt.ts `SIGNED_URL_SCOPE_UPLOAD`. */
const UPLOAD_SCOPE = "upload"
/** src/config.ts `uploadSignedUrlExpirationTime`: 7200 seconds by default. */
const UPLOAD_URL_EXPIRES_IN = 7200

const keyOf = (secret: string) => new TextEncoder().encode(secret)

function parseUserMetadata(encoded: string | undefined) {
  if (encoded === undefined) return undefined
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * POST `/object/upload/sign/{bucket}/{name}` (supabase-js `createSignedUploadUrl`), as Storage's
 * getSignedUploadURL.ts and `ObjectStorage.signUploadObjectUrl`: the creator's INSERT (or, with
 * `x-upsert`, upsert) policies are tried now, in a rolled-back transaction; the token carries
 * `{ owner, url, upsert, scope: "upload" }` and expires after two hours.
 */
export async function signUploadUrl(s: StorageRequest, bucketId: string, name: string) {
  const caller = await s.caller()
  const upsert = header(s.req, "x-upsert") === "true"
  const contentLength = header(s.req, "content-length")
  await testUploadPermission(s, caller, bucketId, name, upsert, {
    metadata: {
      mimetype: header(s.req, "content-type"),
      contentLength: contentLength ? Number(contentLength) : undefined,
    },
    userMetadata: parseUserMetadata(header(s.req, "x-metadata")),
  })
  const url = `${bucketId}/${name}`
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({ owner: caller.sub, url, upsert, scope: UPLOAD_SCOPE })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + UPLOAD_URL_EXPIRES_IN)
    .sign(keyOf(s.ctx.config.jwtSecret))
  sendJson(s.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token })
}

/**
 * PUT `/object/upload/sign/{bucket}/{name}?token=…` (supabase-js `uploadToSignedUrl`), as
 * uploadSignedObject.ts and `verifyObjectSignature`: the token alone authorises it (upload scope,
 * this exact object, unexpired); the upload runs as super user, owned by the token's creator,
 * with the bucket's size and MIME limits checked as for any upload.
 */
export async function uploadToSignedUrl(s: StorageRequest, bucketId: string, name: string) {
  const token = s.url.searchParams.get("token")
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'")
  let payload: JWTPayload & { url?: unknown; scope?: unknown; upsert?: unknown; owner?: unknown }
  try {
    payload = (await jwtVerify(token, keyOf(s.ctx.config.jwtSecret), { algorithms: ["HS256"] })).payload
  } catch (error) {
    throw ERRORS.invalidJwt(error instanceof Error ? error.message : "")
  }
  // isUploadScopedToken: the scope, or a legacy token carrying `upsert`.
  const uploadScoped = payload.scope === UPLOAD_SCOPE || (payload.scope === undefined && "upsert" in payload)
  if (!uploadScoped) throw ERRORS.invalidSignature(`Token is not scoped for ${UPLOAD_SCOPE}`)
  if (payload.url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature()
  if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) throw ERRORS.expiredSignature()
  await uploadObject(s, bucketId, name, payload.upsert === true, {
    owner: typeof payload.owner === "string" ? payload.owner : undefined,
  })
}

function requiredString(body: Record<string, unknown>, name: string) {
  const value = body[name]
  if (value === undefined) throw ERRORS.invalidRequest(`body must have required property '${name}'`)
  if (typeof value !== "string") throw ERRORS.invalidRequest(`body/${name} must be string`)
  return value
}

function transferBody(body: Record<string, unknown>) {
  const bucketId = requiredString(body, "bucketId")
  const sourceKey = requiredString(body, "sourceKey")
  const destinationKey = requiredString(body, "destinationKey")
  const destinationBucket = typeof body.destinationBucket === "string" && body.destinationBucket
  return { bucketId, sourceKey, destinationKey, destinationBucket: destinationBucket || bucketId }
}

/**
 * POST `/object/move` (supabase-js `move`), as moveObject.ts and `ObjectStorage.moveObject`: the
 * caller must see the source (SELECT) and may rename it there (UPDATE, whose WITH CHECK sees the
 * new bucket and name), tried in a rolled-back transaction; then the row moves as super user.
 */
export async function moveObject(s: StorageRequest) {
  const caller = await s.caller()
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferBody(await readJson(s.req))
  mustBeValidKey(destinationKey)
  const owner = caller.sub ?? null
  const ownerUuid = owner && isUuid(owner) ? owner : null
  const newVersion = randomUUID()
  await runAs(
    s,
    caller,
    "storage.object.move",
    async (q) => {
      const found = await q.query("select id from storage.objects where bucket_id = $1 and name = $2", [
        bucketId,
        sourceKey,
      ])
      if (!found.rows.length) throw ERRORS.noSuchKey()
      const updated = await q.query(
        `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7
         where bucket_id = $1 and name = $2`,
        [bucketId, sourceKey, destinationKey, destinationBucket, newVersion, ownerUuid, owner]
      )
      if (!updated.affectedRows) throw ERRORS.noSuchKey()
    },
    { rollback: true }
  )
  const source = await findObject(s, "service", bucketId, sourceKey)
  if (bucketId === destinationBucket && sourceKey === destinationKey) {
    return sendJson(s.res, 200, { message: "Successfully moved", Id: source.id, Key: destinationKey })
  }
  const store = storeFor(s.ctx.db)
  const bytes = source.version ? await store.get(bucketId, source.version) : null
  if (!bytes) throw ERRORS.noSuchKey()
  await store.put(destinationBucket, newVersion, bytes)
  try {
    await runAsService(s, "storage.object.move", (q) =>
      q.query(
        `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7
         where bucket_id = $1 and name = $2`,
        [bucketId, sourceKey, destinationKey, destinationBucket, newVersion, ownerUuid, owner]
      )
    )
  } catch (error) {
    await store.delete(destinationBucket, newVersion)
    throw error
  }
  if (source.version) await store.delete(bucketId, source.version)
  sendJson(s.res, 200, { message: "Successfully moved", Id: source.id, Key: destinationKey })
}

/**
 * POST `/object/copy` (supabase-js `copy`), as copyObject.ts and `ObjectStorage.copyObject`: the
 * caller must see the source (SELECT) and pass the upload check at the destination (INSERT, or
 * upsert with `x-upsert: true`); the copy is written as super user and answered with its row.
 */
export async function copyObject(s: StorageRequest) {
  const caller = await s.caller()
  const body = await readJson(s.req)
  const { bucketId, sourceKey, destinationKey, destinationBucket } = transferBody(body)
  mustBeValidKey(destinationKey)
  const upsert = header(s.req, "x-upsert") === "true"
  const source = await findObject(s, caller, bucketId, sourceKey)
  const copyMetadata = body.copyMetadata !== false
  const metadata: Record<string, unknown> = { ...source.metadata }
  if (!copyMetadata && typeof body.metadata === "object" && body.metadata !== null) {
    const given = body.metadata as { cacheControl?: unknown; mimetype?: unknown }
    if (typeof given.cacheControl === "string") metadata.cacheControl = given.cacheControl
    if (typeof given.mimetype === "string") metadata.mimetype = given.mimetype
  }
  const userMetadata = copyMetadata
    ? (source.user_metadata ?? undefined)
    : parseUserMetadata(header(s.req, "x-metadata"))
  await testUploadPermission(s, caller, destinationBucket, destinationKey, upsert, { metadata, userMetadata })

  const store = storeFor(s.ctx.db)
  const bytes = source.version ? await store.get(bucketId, source.version) : null
  if (!bytes) throw ERRORS.noSuchKey()
  const newVersion = randomUUID()
  await store.put(destinationBucket, newVersion, bytes)
  const owner = caller.sub ?? null
  let result: { row: Record<string, unknown>; previous: string | null }
  try {
    result = await runAsService(s, "storage.object.copy", async (q) => {
      const current = await q.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2 for update",
        [destinationBucket, destinationKey]
      )
      const written = await q.query<Record<string, unknown>>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (name, bucket_id) do update set metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version,
           owner = excluded.owner, owner_id = excluded.owner_id
         returning *`,
        [
          destinationBucket,
          destinationKey,
          owner && isUuid(owner) ? owner : null,
          owner,
          JSON.stringify({ ...metadata, lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString() }),
          userMetadata ? JSON.stringify(userMetadata) : null,
          newVersion,
        ]
      )
      return { row: written.rows[0]!, previous: current.rows[0]?.version ?? null }
    })
  } catch (error) {
    await store.delete(destinationBucket, newVersion)
    throw error
  }
  if (result.previous) await store.delete(destinationBucket, result.previous)
  sendJson(s.res, 200, { Id: result.row.id, Key: `${destinationBucket}/${destinationKey}`, ...result.row })
}
