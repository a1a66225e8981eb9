import { describe, expect, it } from "vitest"
import { PNG, unique, wire } from "../helpers/storage"
import { contractBackend, SEEDED } from "./backend"

// Contract of the Storage calls the app makes (tests/contract/README.md): upload with contentType,
// cacheControl and upsert: false; list with a limit; download; createSignedUrls; remove. Through
// supabase-js (storage-js) on the product's migrations (buckets and storage.objects policies of
// supabase/migrations). Expectations cite github.com/supabase/storage (src/…); its error bodies are
// `{ statusCode, error, message }` with HTTP 400 for a refusal (src/http/error-handler.ts), which
// storage-js reports as `status: 400` and the body's `statusCode`.
const backend = contractBackend()
const { member, member2 } = SEEDED

describe("upload({ contentType, cacheControl, upsert: false })", () => {
  // src/http/routes/object/createObject.ts: 200 `{ Id, Key: '<bucket>/<path>' }` (storage-js
  // answers `{ path, id, fullPath }`); src/storage/renderer/renderer.ts serves the stored mimetype
  // and `Cache-Control: max-age=<cacheControl>` (storage-js sends `cache-control: max-age=3600`).
  it("stores the object with its type and cache time", async () => {
    const client = await backend.member(member.email)
    const path = `${member.id}/${unique("avatar.png")}`
    const { data, error } = await client.storage
      .from("avatars")
      .upload(path, PNG, { contentType: "image/png", cacheControl: "3600", upsert: false })
    expect(error).toBeNull()
    expect(data).toEqual({ path, id: expect.any(String), fullPath: `avatars/${path}` })
    const served = await fetch(client.storage.from("avatars").getPublicUrl(path).data.publicUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
    expect(served.headers.get("cache-control")).toBe("max-age=3600")
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG)
  })

  // src/internal/errors/codes.ts ERRORS.Duplicate: statusCode "409", error "Duplicate",
  // "The resource already exists" (the object row's unique (bucket_id, name) without x-upsert).
  it("refuses a second upload to the same path with 409 Duplicate", async () => {
    const client = await backend.member(member.email)
    const path = `${member.id}/${unique("twice.png")}`
    const options = { contentType: "image/png", cacheControl: "3600", upsert: false }
    expect((await client.storage.from("avatars").upload(path, PNG, options)).error).toBeNull()
    const again = await client.storage.from("avatars").upload(path, PNG, options)
    expect(again.data).toBeNull()
    expect(wire(again.error)).toEqual({ status: 400, statusCode: "409", message: "The resource already exists" })
  })

  // uploadFromRequest runs the INSERT as the caller: another member's folder is an RLS refusal,
  // src/storage/database/errors.ts → AccessDenied 403 "new row violates row-level security policy".
  it("refuses a path the bucket's policies do not give her with 403", async () => {
    const client = await backend.member(member.email)
    const refused = await client.storage
      .from("avatars")
      .upload(`${member2.id}/${unique("x.png")}`, PNG, { contentType: "image/png", upsert: false })
    expect(wire(refused.error)).toMatchObject({
      statusCode: "403",
      message: "new row violates row-level security policy",
    })
  })
})

describe("list(prefix, { limit })", () => {
  // src/http/routes/object/listObjects.ts → storage.search(): files with their id and metadata,
  // sub-folders as entries with `id: null`, sorted by name; `limit` caps the entries.
  it("answers files and folders under the prefix, capped by limit", async () => {
    const client = await backend.member(member.email)
    const folder = `${member.id}/${unique("dir")}`
    for (const name of ["b.png", "a.png", "sub/c.png"])
      expect(
        (await client.storage.from("avatars").upload(`${folder}/${name}`, PNG, { contentType: "image/png" })).error
      ).toBeNull()
    const { data, error } = await client.storage.from("avatars").list(folder, { limit: 100 })
    expect(error).toBeNull()
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["a.png", false],
      ["b.png", false],
      ["sub", true],
    ])
    expect(data![0]!.metadata).toMatchObject({ mimetype: "image/png", size: PNG.length })
    const capped = await client.storage.from("avatars").list(folder, { limit: 1 })
    expect(capped.data!.map((entry) => entry.name)).toEqual(["a.png"])
  })
})

describe("download", () => {
  // src/http/routes/object/getObject.ts: the bytes under the caller's RLS; an absent object (or
  // one RLS hides) is ERRORS.NoSuchKey: statusCode "404", "Object not found".
  it("answers the bytes, or 404 Object not found", async () => {
    const client = await backend.member(member.email)
    const path = `${member.id}/${unique("dl.png")}`
    await client.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })
    const { data, error } = await client.storage.from("avatars").download(path)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(PNG)
    const missing = await client.storage.from("avatars").download(`${member.id}/${unique("none.png")}`)
    expect(missing.data).toBeNull()
    expect(wire(missing.error)).toMatchObject({ statusCode: "404", message: "Object not found" })
  })
})

describe("createSignedUrls", () => {
  // src/storage/object.ts signObjectUrls: one entry per path, `{ path, signedURL, error: null }`
  // for an object the caller can see and `{ signedURL: null, error: 'Either the object does not
  // exist or you do not have access to it' }` otherwise (storage-js adds the absolute `signedUrl`).
  it("signs what she can read and answers an error entry for the rest", async () => {
    const client = await backend.member(member.email)
    const path = `${member.id}/${unique("signed.png")}`
    await client.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })
    const missing = `${member.id}/${unique("missing.png")}`
    const { data, error } = await client.storage.from("avatars").createSignedUrls([path, missing], 60)
    expect(error).toBeNull()
    expect(data).toHaveLength(2)
    expect(data![0]).toMatchObject({ path, error: null })
    expect(data![0]!.signedUrl).toMatch(new RegExp(`/storage/v1/object/sign/avatars/${path}\\?token=`))
    expect(data![1]).toMatchObject({
      path: missing,
      signedUrl: null,
      error: "Either the object does not exist or you do not have access to it",
    })
    const fetched = await fetch(data![0]!.signedUrl!)
    expect(fetched.status).toBe(200)
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(PNG)
  })
})

describe("remove", () => {
  // src/storage/object.ts deleteObjects: DELETE … RETURNING under the caller's RLS, so another
  // member's file is not deleted and not in the answer: 200 [] with no error.
  it("deletes only what her policies let her, answering the deleted rows", async () => {
    const owner = await backend.member(member.email)
    const other = await backend.member(member2.email)
    const path = `${member.id}/${unique("mine.png")}`
    await owner.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })
    const refused = await other.storage.from("avatars").remove([path])
    expect(refused).toEqual({ data: [], error: null })
    expect((await owner.storage.from("avatars").download(path)).error).toBeNull()
    const removed = await owner.storage.from("avatars").remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data!.map((row) => row.name)).toEqual([path])
  })
})
