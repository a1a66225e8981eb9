/**
 * The local backend's Storage API (/storage/v1) driven by the unmodified supabase-js, on the
 * product's migrations: the buckets and storage.objects policies of
 * 20261124130000_storage_buckets.sql, the seeded users and businesses.
 *
 * Storage's error wire shape, pinned here as supabase/storage renders it: the body is
 * `{ statusCode: "<service status>", code, error, message }`, and the HTTP status is 400 for every
 * refusal (500 for failures), so storage-js reports `status: 400` and the body's `statusCode`.
 */
import { createHash, randomUUID } from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../server"
import { storeFor } from "../../storage/bytes"
import { accessToken, clientFor, SEEDED, signedIn as signedInTo, startBackend } from "../helpers/backend"
import { expectStorageError, PNG, unique } from "../helpers/storage"

const MEMBER = SEEDED.member.id
const MEMBER2 = SEEDED.member2.id
/** Seeded: owned by MEMBER2 (membra@). */
const BUSINESS_OF_MEMBER2 = "60000000-0000-4000-a000-000000000003"
/** Seeded: no owner. */
const BUSINESS_OTHER = "60000000-0000-4000-a000-000000000001"

const md5 = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`
/** A distinct PNG-typed payload per call, so ETags differ between versions. */
const pngBytes = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)])

let local: LocalSupabase
let anon: SupabaseClient
let service: SupabaseClient
let member: SupabaseClient
let member2: SupabaseClient
let editor: SupabaseClient

const client = (key: string) => clientFor(local, key)
const signedIn = (email: string) => signedInTo(local, email)

/** A member's upload into avatars made by hand, as supabase-js sends it, to read Storage's own answer. */
const rawUpload = async (path: string, contentType: string, body: BodyInit) =>
  fetch(`${local.url}/storage/v1/object/avatars/${path}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${await accessToken(member)}`,
      apikey: local.config.anonKey,
      "Content-Type": contentType,
    },
    body,
  })

beforeAll(async () => {
  local = await startBackend()
  anon = client(local.config.anonKey)
  service = client(local.config.serviceRoleKey)
  ;[member, member2, editor] = await Promise.all([
    signedIn("membro@convergencia.test"),
    signedIn("membra@convergencia.test"),
    signedIn("editora@convergencia.test"),
  ])
})

afterAll(async () => {
  await local?.close()
})

describe("upload, public URL, download, list, remove", () => {
  it("uploads into her own avatar folder and serves it publicly with Content-Type, Cache-Control, ETag and 304", async () => {
    const path = `${MEMBER}/${unique("avatar.png")}`
    const bytes = pngBytes("v1")
    const { data, error } = await member.storage
      .from("avatars")
      .upload(path, bytes, { contentType: "image/png", cacheControl: "60" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` })
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/)

    const { publicUrl } = anon.storage.from("avatars").getPublicUrl(path).data
    expect(publicUrl).toBe(`${local.url}/storage/v1/object/public/avatars/${path}`)
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/png")
    expect(res.headers.get("cache-control")).toBe("max-age=60")
    expect(res.headers.get("etag")).toBe(md5(bytes))
    expect(res.headers.get("last-modified")).toBeTruthy()
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)

    const revalidated = await fetch(publicUrl, { headers: { "If-None-Match": md5(bytes) } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get("etag")).toBe(md5(bytes))
    expect(await revalidated.text()).toBe("")
    const byDate = await fetch(publicUrl, { headers: { "If-Modified-Since": res.headers.get("last-modified")! } })
    expect(byDate.status).toBe(304)
  })

  it("refuses a second upload without upsert as Duplicate; upsert (POST) and update (PUT) replace the file", async () => {
    const path = `${MEMBER}/${unique("avatar.png")}`
    const avatars = member.storage.from("avatars")
    expect((await avatars.upload(path, pngBytes("one"), { contentType: "image/png" })).error).toBeNull()

    const again = await avatars.upload(path, pngBytes("two"), { contentType: "image/png" })
    expect(again.data).toBeNull()
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: "409",
      code: "KeyAlreadyExists",
      message: "The resource already exists",
    })

    // A Blob goes as multipart/form-data, its type as the file part's Content-Type.
    const two = pngBytes("two")
    const upserted = await avatars.upload(path, new Blob([new Uint8Array(two)], { type: "image/webp" }), {
      upsert: true,
      cacheControl: "120",
    })
    expect(upserted.error).toBeNull()
    const { publicUrl } = avatars.getPublicUrl(path).data
    let res = await fetch(publicUrl, { headers: { "If-None-Match": md5(pngBytes("one")) } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/webp")
    expect(res.headers.get("etag")).toBe(md5(two))
    // Storage's hint that a revalidation found a changed file.
    expect(res.headers.get("cache-control")).toBe("max-age=120, stale-while-revalidate=30")
    expect(Buffer.from(await res.arrayBuffer())).toEqual(two)

    const three = pngBytes("three")
    const updated = await avatars.update(path, three, { contentType: "image/jpeg" })
    expect(updated.error).toBeNull()
    res = await fetch(publicUrl)
    expect(res.headers.get("content-type")).toBe("image/jpeg")
    expect(res.headers.get("cache-control")).toBe("max-age=3600")
    expect(Buffer.from(await res.arrayBuffer())).toEqual(three)

    const { data: rows } = await service.storage.from("avatars").list(MEMBER, { search: path.split("/")[1] })
    expect(rows).toHaveLength(1)
    expect(rows![0]!.metadata).toMatchObject({ size: three.length, mimetype: "image/jpeg", eTag: md5(three) })
  })

  it("downloads, lists, tells info and removes, each under the caller's policies", async () => {
    const name = unique("photo.png")
    const path = `${MEMBER}/${name}`
    const bytes = pngBytes("download")
    expect((await member.storage.from("avatars").upload(path, bytes, { contentType: "image/png" })).error).toBeNull()

    const downloaded = await member.storage.from("avatars").download(path)
    expect(downloaded.error).toBeNull()
    expect(downloaded.data!.type).toBe("image/png")
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(bytes)

    const listed = await member.storage.from("avatars").list(MEMBER)
    expect(listed.error).toBeNull()
    const entry = listed.data!.find((item) => item.name === name)
    expect(entry).toMatchObject({ name, metadata: { size: bytes.length, mimetype: "image/png" } })
    expect(entry!.id).toMatch(/^[0-9a-f-]{36}$/)

    // At the root a member sees only her own folder: no broad SELECT on a public bucket.
    const root = await member.storage.from("avatars").list()
    expect(root.data).toEqual([expect.objectContaining({ name: MEMBER, id: null })])
    expect((await anon.storage.from("avatars").list()).data).toEqual([])

    const info = await member.storage.from("avatars").info(path)
    expect(info.error).toBeNull()
    expect(info.data).toMatchObject({ name: path, size: bytes.length, contentType: "image/png", etag: md5(bytes) })
    expect((await member.storage.from("avatars").exists(path)).data).toBe(true)
    expect((await member.storage.from("avatars").exists(`${MEMBER}/missing.png`)).data).toBe(false)

    // Someone else's remove deletes nothing: her policies do not reach that row.
    expect(await member2.storage.from("avatars").remove([path])).toEqual({ data: [], error: null })
    const removed = await member.storage.from("avatars").remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([expect.objectContaining({ name: path, bucket_id: "avatars" })])

    const gone = await fetch(member.storage.from("avatars").getPublicUrl(path).data.publicUrl)
    await expectStorageError(gone, {
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    })
  })

  it("answers an unknown bucket with NoSuchBucket", async () => {
    const { error } = await member.storage.from("no-such-bucket").upload(`${MEMBER}/a.png`, PNG, {
      contentType: "image/png",
    })
    expect(error).toMatchObject({ status: 400, statusCode: "404", message: "Bucket not found" })
  })
})

describe("who may write where (storage.objects policies)", () => {
  it("refuses a member writing into another user's avatar folder, with Storage's RLS error", async () => {
    const { data, error } = await member.storage
      .from("avatars")
      .upload(`${MEMBER2}/${unique("intruder.png")}`, PNG, { contentType: "image/png" })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      statusCode: "403",
      code: "AccessDenied",
      message: "new row violates row-level security policy",
    })

    // The wire body itself, as supabase/storage renders it.
    const res = await rawUpload(`${MEMBER2}/${unique("raw.png")}`, "image/png", new Uint8Array(PNG))
    expect(res.headers.get("content-type")).toMatch(/^application\/json/)
    await expectStorageError(res, {
      statusCode: "403",
      code: "AccessDenied",
      error: "Unauthorized",
      message: "new row violates row-level security policy",
    })
  })

  it("refuses an anonymous upload", async () => {
    const { error } = await anon.storage
      .from("avatars")
      .upload(`${MEMBER}/${unique("anon.png")}`, PNG, { contentType: "image/png" })
    expect(error).toMatchObject({
      status: 400,
      statusCode: "403",
      message: "new row violates row-level security policy",
    })
  })

  it("lets a blog editor write to post-images and refuses a member", async () => {
    const path = `posts/${unique("cover.webp")}`
    const allowed = await editor.storage.from("post-images").upload(path, PNG, { contentType: "image/webp" })
    expect(allowed.error).toBeNull()
    expect((await fetch(editor.storage.from("post-images").getPublicUrl(path).data.publicUrl)).status).toBe(200)

    const refused = await member.storage
      .from("post-images")
      .upload(`posts/${unique("cover.webp")}`, PNG, { contentType: "image/webp" })
    expect(refused.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })
    // Nor may she replace the editor's file.
    const overwrite = await member.storage
      .from("post-images")
      .upload(path, PNG, { contentType: "image/webp", upsert: true })
    expect(overwrite.error).toMatchObject({ statusCode: "403" })
  })

  it("lets a business owner write under her business id and refuses her under another's", async () => {
    const own = await member2.storage
      .from("business-logos")
      .upload(`${BUSINESS_OF_MEMBER2}/${unique("logo.avif")}`, PNG, { contentType: "image/avif" })
    expect(own.error).toBeNull()

    const other = await member2.storage
      .from("business-logos")
      .upload(`${BUSINESS_OTHER}/${unique("logo.png")}`, PNG, { contentType: "image/png" })
    expect(other.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })

    const notOwner = await member.storage
      .from("business-logos")
      .upload(`${BUSINESS_OF_MEMBER2}/${unique("logo.png")}`, PNG, { contentType: "image/png" })
    expect(notOwner.error).toMatchObject({ statusCode: "403" })
  })
})

describe("bucket limits", () => {
  const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 1)

  it("refuses a 6 MB image with Storage's 413 shape, as raw bytes and as a form upload", async () => {
    const raw = await member.storage
      .from("avatars")
      .upload(`${MEMBER}/${unique("big.png")}`, sixMegabytes, { contentType: "image/png" })
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: "413",
      code: "EntityTooLarge",
      message: "The object exceeded the maximum allowed size",
    })

    const form = await member.storage
      .from("avatars")
      .upload(`${MEMBER}/${unique("big.png")}`, new Blob([new Uint8Array(sixMegabytes)], { type: "image/png" }))
    expect(form.error).toMatchObject({ status: 400, statusCode: "413", code: "EntityTooLarge" })

    const res = await rawUpload(`${MEMBER}/${unique("big.png")}`, "image/png", new Uint8Array(sixMegabytes))
    await expectStorageError(res, {
      statusCode: "413",
      code: "EntityTooLarge",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    })
  })

  it("refuses an SVG and a text file with Storage's 415 invalid_mime_type shape", async () => {
    const svg = await member.storage
      .from("avatars")
      .upload(`${MEMBER}/${unique("logo.svg")}`, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
        contentType: "image/svg+xml",
      })
    expect(svg.error).toMatchObject({
      status: 400,
      statusCode: "415",
      code: "InvalidMimeType",
      message: "mime type image/svg+xml is not supported",
    })

    // supabase-js's default content type for bytes is text/plain;charset=UTF-8.
    const text = await member.storage.from("avatars").upload(`${MEMBER}/${unique("notes.txt")}`, "olá")
    expect(text.error).toMatchObject({
      statusCode: "415",
      message: "mime type text/plain;charset=UTF-8 is not supported",
    })

    const res = await rawUpload(`${MEMBER}/${unique("page.html")}`, "text/html", "<script>alert(1)</script>")
    await expectStorageError(res, {
      statusCode: "415",
      code: "InvalidMimeType",
      error: "invalid_mime_type",
      message: "mime type text/html is not supported",
    })
  })
})

describe("private bucket and signed URLs", () => {
  const bucket = `private-${randomUUID().slice(0, 8)}`
  const path = "reports/2026.png"
  const bytes = pngBytes("private")

  beforeAll(async () => {
    const created = await service.storage.createBucket(bucket, { public: false })
    expect(created).toEqual({ data: { name: bucket }, error: null })
    const uploaded = await service.storage.from(bucket).upload(path, bytes, { contentType: "image/png" })
    expect(uploaded.error).toBeNull()
  })

  it("only the service role creates buckets", async () => {
    const { error } = await member.storage.createBucket(`mine-${randomUUID().slice(0, 8)}`)
    expect(error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })
    const bucketRow = await service.storage.getBucket(bucket)
    expect(bucketRow.data).toMatchObject({ id: bucket, name: bucket, public: false })
  })

  it("serves nothing publicly and nothing to a user without a policy", async () => {
    const res = await fetch(service.storage.from(bucket).getPublicUrl(path).data.publicUrl)
    await expectStorageError(res, {
      statusCode: "404",
      code: "NoSuchBucket",
      error: "Bucket not found",
      message: "Bucket not found",
    })
    expect((await member.storage.from(bucket).download(path)).error).toMatchObject({ status: 400 })
    const signed = await member.storage.from(bucket).createSignedUrl(path, 60)
    expect(signed.error).toMatchObject({ statusCode: "404", message: "Object not found" })
  })

  it("createSignedUrl gives a URL that serves the file until it expires", async () => {
    const { data, error } = await service.storage.from(bucket).createSignedUrl(path, 1)
    expect(error).toBeNull()
    const signedUrl = data!.signedUrl
    expect(signedUrl).toMatch(new RegExp(`^${local.url}/storage/v1/object/sign/${bucket}/${path}\\?token=`))

    const res = await fetch(signedUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/png")
    expect(res.headers.get("expires")).toBeTruthy()
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)

    // The token names one object: it opens no other.
    const elsewhere = await fetch(signedUrl.replace(path, "reports/other.png"))
    expect(await elsewhere.json()).toMatchObject({ statusCode: "400", code: "InvalidSignature" })

    await new Promise((resolve) => setTimeout(resolve, 2100))
    const expired = await fetch(signedUrl)
    await expectStorageError(expired, {
      statusCode: "400",
      code: "InvalidJWT",
      error: "InvalidJWT",
      message: '"exp" claim timestamp check failed',
    })
  })

  it("createSignedUrls signs the readable paths and reports the rest", async () => {
    const { data, error } = await service.storage.from(bucket).createSignedUrls([path, "reports/none.png"], 60)
    expect(error).toBeNull()
    expect(data![0]).toMatchObject({ path, error: null })
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200)
    expect(data![1]).toMatchObject({
      path: "reports/none.png",
      signedUrl: null,
      error: "Either the object does not exist or you do not have access to it",
    })
  })
})

describe("reset", () => {
  // Last in this file: it drops every row written above.
  it("POST /_local/reset drops the bytes of objects the boot snapshot does not have", async () => {
    const path = `${MEMBER}/${unique("before-reset.png")}`
    expect((await member.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error).toBeNull()
    const store = storeFor(local.db)
    expect((await store.list()).length).toBeGreaterThan(0)

    const reset = await fetch(`${local.url}/_local/reset`, {
      method: "POST",
      headers: { Authorization: `Bearer ${local.config.serviceRoleKey}` },
    })
    expect(reset.status).toBe(200)
    // Only the seed's own files (supabase/seed-storage) are left.
    expect((await store.list()).filter((file) => file.bucket === "avatars")).toEqual([])
    const res = await fetch(member.storage.from("avatars").getPublicUrl(path).data.publicUrl)
    expect(await res.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" })
  })
})
