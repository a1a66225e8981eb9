/**
 * Contract: the local backend's Storage API answers as hosted Storage (github:supabase/storage)
 * does, called through the official supabase-js `storage` client (raw fetch only where supabase-js
 * has no option, such as a Range header, on URLs supabase-js built). Each expectation cites the
 * Storage source behind it. Issue #33.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { beforeAll, describe, expect, it } from "vitest"
import { expectStorageError, PNG, unique, wire } from "../helpers/storage"
import { accessToken as bearer, contractBackend, SEEDED } from "./backend"

const MEMBER = SEEDED.member.id
const MEMBER2 = SEEDED.member2.id

const backend = contractBackend()
let service: SupabaseClient
let anon: SupabaseClient
let member: SupabaseClient
let member2: SupabaseClient

beforeAll(async () => {
  service = backend.service()
  anon = backend.anon()
  ;[member, member2] = await Promise.all([backend.member(SEEDED.member.email), backend.member(SEEDED.member2.email)])
})

describe("emptyBucket", () => {
  // src/http/routes/bucket/index.ts registers emptyBucket under `registerJwtAuth(fastify,
  // { enforceJwtRoles: [dbServiceRole] })`; src/http/plugins/jwt.ts `enforceJwtRole` refuses any
  // other role with `AccessDenied('Access denied: Invalid role').withStatusCode(403)`.
  it("is refused with 403 to a member and to the anon key, and nothing is deleted", async () => {
    const path = `${MEMBER}/${unique("keep.png")}`
    expect((await member.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error).toBeNull()
    for (const c of [member, anon]) {
      const { data, error } = await c.storage.emptyBucket("avatars")
      expect(data).toBeNull()
      expect(wire(error)).toEqual({ status: 403, statusCode: "403", message: "Access denied: Invalid role" })
    }
    expect((await member.storage.from("avatars").download(path)).error).toBeNull()
  })

  // src/http/routes/bucket/emptyBucket.ts: the service role's request is queued, 200 with this message.
  it("empties the bucket for the service role", async () => {
    const bucket = unique("empty")
    expect((await service.storage.createBucket(bucket)).error).toBeNull()
    expect((await service.storage.from(bucket).upload("a.txt", "x")).error).toBeNull()
    const { data, error } = await service.storage.emptyBucket(bucket)
    expect(error).toBeNull()
    expect(data).toEqual({ message: "Empty bucket has been queued. Completion may take up to an hour." })
    expect((await service.storage.from(bucket).list()).data).toEqual([])
  })
})

describe("Range requests", () => {
  const bytes = Buffer.from("0123456789abcdef")
  const path = `${MEMBER}/${unique("range.png")}`

  beforeAll(async () => {
    const uploaded = await member.storage.from("avatars").upload(path, bytes, { contentType: "image/png" })
    expect(uploaded.error).toBeNull()
  })

  async function urls(): Promise<Array<{ url: string; headers: Record<string, string> }>> {
    const signed = await member.storage.from("avatars").createSignedUrl(path, 60)
    expect(signed.error).toBeNull()
    return [
      { url: member.storage.from("avatars").getPublicUrl(path).data.publicUrl, headers: {} },
      {
        url: `${backend.url}/storage/v1/object/authenticated/avatars/${path}`,
        headers: { authorization: `Bearer ${await bearer(member)}`, apikey: backend.local.config.anonKey },
      },
      { url: signed.data!.signedUrl, headers: {} },
    ]
  }

  // src/storage/backend/file.ts `getObject`: a Range header answers 206 with
  // `Content-Range: bytes from-to/size` (src/storage/range.ts `parseRangeHeader`, suffix and open
  // ranges clamped to the file); src/storage/renderer/renderer.ts sets `Accept-Ranges: bytes`.
  it("answers 206 with Content-Range and Accept-Ranges on public, authenticated and signed downloads", async () => {
    for (const { url, headers } of await urls()) {
      for (const [range, from, to] of [
        ["bytes=2-5", 2, 5],
        ["bytes=-3", 13, 15],
        ["bytes=10-", 10, 15],
        ["bytes=12-99", 12, 15],
      ] as const) {
        const res = await fetch(url, { headers: { ...headers, range } })
        expect(res.status, `${url} ${range}`).toBe(206)
        expect(res.headers.get("content-range")).toBe(`bytes ${from}-${to}/16`)
        expect(res.headers.get("accept-ranges")).toBe("bytes")
        expect(res.headers.get("content-length")).toBe(String(to - from + 1))
        expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(bytes.subarray(from, to + 1).toString())
      }
      const whole = await fetch(url, { headers })
      expect(whole.status).toBe(200)
      expect(whole.headers.get("accept-ranges")).toBe("bytes")
      await whole.arrayBuffer()
    }
  })

  // src/storage/range.ts `invalidRangeHeaderError`: `withStatusCode(416, { code: InvalidRange,
  // error: 'invalid_range', message: 'invalid range provided' })`.
  it("answers 416 InvalidRange for an unsatisfiable range", async () => {
    for (const { url, headers } of await urls()) {
      for (const range of ["bytes=16-", "bytes=5-2", "bytes=-0", "items=0-1"]) {
        const res = await fetch(url, { headers: { ...headers, range } })
        await expectStorageError(
          res,
          { statusCode: "416", code: "InvalidRange", error: "invalid_range", message: "invalid range provided" },
          { status: 416, label: `${url} ${range}` }
        )
      }
    }
  })
})

describe("unknown routes", () => {
  // src/http/not-found-handler.ts: `{ statusCode: '404', error: 'Not Found', message: 'Route
  // METHOD:url not found', code: InvalidRequest }` with HTTP 404. list-v2 is not served locally,
  // so its path is an unknown route, never an upload into a bucket named "list-v2".
  it("answers POST /object/list-v2/{bucket} with the not-found handler's 404", async () => {
    const res = await fetch(`${backend.url}/storage/v1/object/list-v2/avatars`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${backend.local.config.serviceRoleKey}`,
        apikey: backend.local.config.serviceRoleKey,
        "content-type": "application/json",
      },
      body: JSON.stringify({ prefix: "" }),
    })
    await expectStorageError(
      res,
      {
        statusCode: "404",
        error: "Not Found",
        message: "Route POST:/object/list-v2/avatars not found",
        code: "InvalidRequest",
      },
      { status: 404 }
    )
  })
})

describe("response bodies", () => {
  // src/http/routes/bucket/getBucket.ts selects exactly
  // 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types'.
  it("getBucket answers the eight columns Storage selects", async () => {
    const { data, error } = await service.storage.getBucket("avatars")
    expect(error).toBeNull()
    expect(Object.keys(data!).sort()).toEqual(
      ["allowed_mime_types", "created_at", "file_size_limit", "id", "name", "owner", "public", "updated_at"].sort()
    )
    expect(data).toMatchObject({ id: "avatars", name: "avatars", public: true, file_size_limit: 5242880 })
  })

  // src/storage/object.ts `deleteObjects` returns the rows of src/storage/database/pg.ts
  // `deleteObjects` (`DELETE ... RETURNING *`): every storage.objects column of the removed rows.
  it("remove answers the removed rows with every storage.objects column", async () => {
    const path = `${MEMBER}/${unique("gone.png")}`
    expect((await member.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error).toBeNull()
    const { data, error } = await member.storage.from("avatars").remove([path, `${MEMBER}/none.png`])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    const row = data![0] as unknown as Record<string, unknown>
    expect(row).toMatchObject({ bucket_id: "avatars", name: path, owner: MEMBER, owner_id: MEMBER })
    expect(row.path_tokens).toEqual(path.split("/"))
    expect(row.metadata).toMatchObject({ mimetype: "image/png", size: PNG.length })
    for (const column of ["id", "created_at", "updated_at", "last_accessed_at", "version", "user_metadata"]) {
      expect(row).toHaveProperty(column)
    }
  })
})

describe("signed upload URLs", () => {
  // src/http/routes/object/getSignedUploadURL.ts + src/storage/object.ts `signUploadObjectUrl`:
  // the creator's INSERT policy is checked at sign time (`uploader.canUpload`), the answer is
  // `{ url: '/object/upload/sign/<bucket>/<path>?token=…', token }`; uploadSignedObject.ts uploads
  // as super user, owned by the token's `owner`, and answers `{ Key: '<bucket>/<path>' }`.
  it("signs for a path the member may write and uploads with the token alone", async () => {
    const path = `${MEMBER}/${unique("signed.png")}`
    const signed = await member.storage.from("avatars").createSignedUploadUrl(path)
    expect(signed.error).toBeNull()
    expect(signed.data!.path).toBe(path)
    expect(new URL(signed.data!.signedUrl).pathname).toBe(`/storage/v1/object/upload/sign/avatars/${path}`)
    const uploaded = await anon.storage
      .from("avatars")
      .uploadToSignedUrl(path, signed.data!.token, PNG, { contentType: "image/png" })
    expect(uploaded.error).toBeNull()
    expect(uploaded.data).toEqual({ path, fullPath: `avatars/${path}` })
    const removed = await member.storage.from("avatars").remove([path])
    expect(removed.data?.[0]).toMatchObject({ name: path, owner_id: MEMBER })
  })

  // canUpload runs the creator's INSERT under RLS: another member's folder is refused at sign time
  // (src/storage/database/errors.ts maps 42501 to AccessDenied, 403).
  it("refuses to sign for a path the creator's policies do not let her write", async () => {
    const { data, error } = await member.storage.from("avatars").createSignedUploadUrl(`${MEMBER2}/x.png`)
    expect(data).toBeNull()
    expect(wire(error)).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })
  })

  // uploadFromRequest checks the bucket's allowed_mime_types and file_size_limit at upload time
  // (src/storage/uploader.ts), also behind a signed URL; verifyObjectSignature binds the token to
  // its bucket/path (InvalidSignature otherwise).
  it("keeps the bucket limits and binds the token to its path", async () => {
    const path = `${MEMBER}/${unique("limits.png")}`
    const { data } = await member.storage.from("avatars").createSignedUploadUrl(path)
    const wrongType = await anon.storage
      .from("avatars")
      .uploadToSignedUrl(path, data!.token, "text", { contentType: "text/plain" })
    expect(wire(wrongType.error)).toMatchObject({ statusCode: "415" })
    const tooLarge = await anon.storage
      .from("avatars")
      .uploadToSignedUrl(path, data!.token, Buffer.alloc(5242881), { contentType: "image/png" })
    expect(wire(tooLarge.error)).toMatchObject({ statusCode: "413" })
    const elsewhere = await anon.storage
      .from("avatars")
      .uploadToSignedUrl(`${MEMBER}/other.png`, data!.token, PNG, { contentType: "image/png" })
    expect(wire(elsewhere.error)).toMatchObject({ statusCode: "400", message: "Invalid signature" })
  })
})

describe("move and copy", () => {
  // src/storage/object.ts `moveObject`: `testPermission` finds the source (SELECT) and updates it
  // to the new name (UPDATE with its WITH CHECK); moveObject.ts answers `{ message: 'Successfully
  // moved', Id, Key }`. An object the caller cannot see is NoSuchKey; a destination her policy
  // refuses is AccessDenied.
  it("moves within the member's folder, and refuses other folders and other members' files", async () => {
    const from = `${MEMBER}/${unique("from.png")}`
    const to = `${MEMBER}/${unique("to.png")}`
    expect((await member.storage.from("avatars").upload(from, PNG, { contentType: "image/png" })).error).toBeNull()
    expect(wire((await member.storage.from("avatars").move(from, `${MEMBER2}/stolen.png`)).error)).toMatchObject({
      statusCode: "403",
    })
    expect(wire((await member2.storage.from("avatars").move(from, `${MEMBER2}/stolen.png`)).error)).toMatchObject({
      statusCode: "404",
    })
    const moved = await member.storage.from("avatars").move(from, to)
    expect(moved.error).toBeNull()
    expect(moved.data).toEqual({ message: "Successfully moved", Id: expect.any(String), Key: to })
    expect((await member.storage.from("avatars").download(from)).error).not.toBeNull()
    const downloaded = await member.storage.from("avatars").download(to)
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(PNG)
  })

  // src/storage/object.ts `copyObject`: the source is read under the caller's RLS, the destination
  // passes `uploader.canUpload`; copyObject.ts answers `{ Id, Key: '<bucket>/<key>', ...row }`,
  // which supabase-js turns into `{ path: Key }`.
  it("copies within the member's folder, and refuses other folders and other members' files", async () => {
    const from = `${MEMBER}/${unique("original.png")}`
    const to = `${MEMBER}/${unique("copy.png")}`
    expect((await member.storage.from("avatars").upload(from, PNG, { contentType: "image/png" })).error).toBeNull()
    expect(wire((await member.storage.from("avatars").copy(from, `${MEMBER2}/c.png`)).error)).toMatchObject({
      statusCode: "403",
    })
    expect(wire((await member2.storage.from("avatars").copy(from, `${MEMBER2}/c.png`)).error)).toMatchObject({
      statusCode: "404",
    })
    const copied = await member.storage.from("avatars").copy(from, to)
    expect(copied).toEqual({ data: { path: `avatars/${to}` }, error: null })
    for (const path of [from, to]) {
      const downloaded = await member.storage.from("avatars").download(path)
      expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(PNG)
    }
  })
})
