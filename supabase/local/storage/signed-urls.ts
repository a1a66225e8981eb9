import { jwtVerify, SignJWT, type JWTPayload } from "jose"
import { sendJson } from "../http.ts"
import { ERRORS } from "./errors.ts"
import { findObject, renderObject } from "./objects.ts"
import { readJson, runAs, type StorageRequest } from "./request.ts"

const DOWNLOAD_SCOPE = "download"

const keyOf = (secret: string) => new TextEncoder().encode(secret)

/**
 * Storage's signed URL token: an HS256 JWT over `{ url: "<bucket>/<name>", scope: "download" }`
 * that expires after `expiresIn` seconds, signed with the project's JWT secret (the CLI's demo
 * secret here, as the local Storage container uses).
 */
async function signToken(secret: string, url: string, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ url, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(keyOf(secret))
}

function expiresInOf(body: Record<string, unknown>) {
  const expiresIn = body.expiresIn
  if (expiresIn === undefined) throw ERRORS.invalidRequest("body must have required property 'expiresIn'")
  if (typeof expiresIn !== "number" || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw ERRORS.invalidParameter("expiresIn")
  }
  return expiresIn
}

/** POST `/object/sign/{bucket}/{name}` (supabase-js `createSignedUrl`): the caller must be able to read it. */
export async function signObjectUrl(s: StorageRequest, bucketId: string, name: string) {
  const caller = await s.caller()
  const expiresIn = expiresInOf(await readJson(s.req))
  await findObject(s, caller, bucketId, name)
  const url = `${bucketId}/${name}`
  const token = await signToken(s.ctx.config.jwtSecret, url, expiresIn)
  sendJson(s.res, 200, { signedURL: `/object/sign/${url}?token=${token}` })
}

/** POST `/object/sign/{bucket}` with `{ expiresIn, paths }` (supabase-js `createSignedUrls`). */
export async function signObjectUrls(s: StorageRequest, bucketId: string) {
  const caller = await s.caller()
  const body = await readJson(s.req)
  const expiresIn = expiresInOf(body)
  const paths = body.paths
  if (!Array.isArray(paths) || paths.some((path) => typeof path !== "string")) {
    throw ERRORS.invalidRequest("body must have required property 'paths'")
  }
  const { rows } = await runAs(
    s,
    caller,
    "storage.object.sign_many",
    (q) =>
      q.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [
        bucketId,
        paths,
      ]),
    { readOnly: true }
  )
  const readable = new Set(rows.map((row) => row.name))
  const results = []
  for (const path of paths as string[]) {
    if (!readable.has(path)) {
      results.push({ error: "Either the object does not exist or you do not have access to it", path, signedURL: null })
      continue
    }
    const url = `${bucketId}/${path}`
    const token = await signToken(s.ctx.config.jwtSecret, url, expiresIn)
    results.push({ error: null, path, signedURL: `/object/sign/${url}?token=${token}` })
  }
  sendJson(s.res, 200, results)
}

/**
 * GET `/object/sign/{bucket}/{name}?token=…`: no other credential; the token must be a download
 * token for exactly this object and unexpired. Answers with Expires instead of Cache-Control.
 */
export async function signedObject(s: StorageRequest, bucketId: string, name: string) {
  const token = s.url.searchParams.get("token")
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'")
  let payload: JWTPayload & { url?: unknown; scope?: unknown; upsert?: unknown }
  try {
    payload = (await jwtVerify(token, keyOf(s.ctx.config.jwtSecret), { algorithms: ["HS256"] })).payload
  } catch (error) {
    throw ERRORS.invalidJwt(error instanceof Error ? error.message : "")
  }
  const downloadScoped = payload.scope === DOWNLOAD_SCOPE || (payload.scope === undefined && !("upsert" in payload))
  if (!downloadScoped) throw ERRORS.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`)
  if (payload.url !== `${bucketId}/${name}`) throw ERRORS.invalidSignature()
  if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) {
    throw ERRORS.expiredSignature()
  }
  const row = await findObject(s, "service", bucketId, name)
  await renderObject(s, row, {
    expires: typeof payload.exp === "number" ? new Date(payload.exp * 1000).toUTCString() : undefined,
  })
}
