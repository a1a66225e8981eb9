/**
 * Contract: `createSignedUrl(path, expiresIn, { download })`, the call the library's file route
 * makes (app/(site)/aprender/[slug]/arquivo/route.ts through lib/data/learning-progress.ts): it
 * signs only what the caller may read, and the signed address downloads under the given name.
 * Through supabase-js (storage-js) on the product's migrations; each expectation cites
 * github:supabase/storage. Issue #36.
 */
import { randomUUID } from "node:crypto"

import { describe, expect, it } from "vitest"
import { contractBackend, SEEDED } from "./backend"

const backend = contractBackend()
const { member } = SEEDED
const BYTES = Buffer.from("0123456789abcdef")

describe("createSignedUrl(path, expiresIn, { download })", () => {
  // storage-js `createSignedUrl` posts `{ expiresIn }` to /object/sign/{bucket}/{path} and appends
  // `&download=<name>` to the signed URL it answers; src/storage/renderer/renderer.ts sets
  // `Content-Disposition: attachment; filename=<name>; filename*=UTF-8''<name>` for `download`.
  it("signs an object she can read; the address downloads it under the given name", async () => {
    const client = await backend.member(member.email)
    const path = `${member.id}/${randomUUID().slice(0, 8)}-planilha.png`
    const uploaded = await client.storage.from("avatars").upload(path, BYTES, { contentType: "image/png" })
    expect(uploaded.error).toBeNull()
    const { data, error } = await client.storage.from("avatars").createSignedUrl(path, 60, { download: "Planilha.png" })
    expect(error).toBeNull()
    expect(data!.signedUrl).toMatch(
      new RegExp(`/storage/v1/object/sign/avatars/${path}\\?token=[^&]+&download=Planilha\\.png$`)
    )
    const served = await fetch(data!.signedUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-disposition")).toBe(
      "attachment; filename=Planilha.png; filename*=UTF-8''Planilha.png"
    )
    expect(Buffer.from(await served.arrayBuffer())).toEqual(BYTES)
  })

  // src/storage/object.ts signObjectUrl reads the object as the caller first (RLS): one that
  // does not exist for her is `ERRORS.NoSuchKey` (statusCode "404", "Object not found"), which
  // storage-js reports as an error and no data.
  it("answers an error, and no address, for an object that is not there for her", async () => {
    const client = await backend.member(member.email)
    const missing = await client.storage
      .from("avatars")
      .createSignedUrl(`${member.id}/${randomUUID()}.png`, 60, { download: "x.png" })
    expect(missing.data).toBeNull()
    expect(missing.error).not.toBeNull()
  })
})
