/**
 * Learning authoring (issue #36) through the official client against the real local backend:
 * the upload the Ensino page makes from the browser (a signed upload URL asked with her session,
 * then a raw PUT of the file, as material-file-field.tsx sends it), which only instructors and
 * admins may ask for, in their own folder; and the proxy's check that answers 404 for a material's
 * or track's edit page that is not hers.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { PDFDocument } from "pdf-lib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { isMissingManagedPage } from "@/lib/routing/managed-route"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const DEMO_PASSWORD = "demo-convergencia"
const EDITOR_ID = "00000000-0000-4000-a000-000000000002"
const ADMIN_ID = "00000000-0000-4000-a000-000000000001"
const MEMBER_ID = "00000000-0000-4000-a000-000000000003"
/** Marina's (editora's) seeded material and track. */
const MATERIAL = "a7000000-0000-4000-a000-000000000003"
const TRACK = "a8000000-0000-4000-a000-000000000001"
const BUCKET = "learning-files"

let local: LocalSupabase
let editor: SupabaseClient<Database>
let admin: SupabaseClient<Database>
let member: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signedIn(email: string) {
  const db = client(local.config.anonKey)
  const { error } = await db.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  return db
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  ;[editor, admin, member] = await Promise.all([
    signedIn("editora@convergencia.test"),
    signedIn("admin@convergencia.test"),
    signedIn("membro@convergencia.test"),
  ])
})

afterAll(async () => {
  await local?.close()
})

/** The site's own origin, as the browser sends it (the backend allows its configured site). */
const siteOrigin = () => new URL(local.config.siteUrl).origin

/** The browser's PUT: the file as the raw body, with the headers material-file-field.tsx sets. */
function putSigned(path: string, token: string, body: Uint8Array, type: string) {
  const url = `${local.url}/storage/v1/object/upload/sign/${BUCKET}/${path}?token=${encodeURIComponent(token)}`
  return fetch(url, {
    method: "PUT",
    headers: {
      "content-type": type,
      "x-upsert": "false",
      "cache-control": "max-age=3600",
      apikey: local.config.anonKey,
      origin: siteOrigin(),
    },
    body: new Blob([body as Uint8Array<ArrayBuffer>]),
  })
}

describe("a file material's upload", () => {
  it("goes from the browser to the private bucket with a URL signed for her folder", async () => {
    const doc = await PDFDocument.create()
    doc.addPage()
    const pdf = await doc.save()
    const path = `${EDITOR_ID}/${MATERIAL}/${randomUUID()}.pdf`
    const { data: ticket, error } = await editor.storage.from(BUCKET).createSignedUploadUrl(path)
    expect(error).toBeNull()

    // A browser on the site asks first (CORS preflight); Storage must allow the PUT and its headers.
    const preflight = await fetch(`${local.url}/storage/v1/object/upload/sign/${BUCKET}/${path}`, {
      method: "OPTIONS",
      headers: {
        origin: siteOrigin(),
        "access-control-request-method": "PUT",
        "access-control-request-headers": "apikey,cache-control,content-type,x-upsert",
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get("access-control-allow-origin")).toBe(siteOrigin())
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT")

    const put = await putSigned(path, ticket!.token, pdf, "application/pdf")
    expect(put.status, await put.clone().text()).toBe(200)
    const { data: file, error: readError } = await editor.storage.from(BUCKET).download(path)
    expect(readError).toBeNull()
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(pdf)
    // A type the bucket does not list is refused even with a valid token.
    const other = `${EDITOR_ID}/${MATERIAL}/${randomUUID()}.pdf`
    const { data: otherTicket } = await editor.storage.from(BUCKET).createSignedUploadUrl(other)
    const html = await putSigned(other, otherTicket!.token, new TextEncoder().encode("<html>"), "text/html")
    expect(html.status).toBeGreaterThanOrEqual(400)
    await editor.storage.from(BUCKET).remove([path])
  })

  it("is signed only for instructors and admins, each in her own folder", async () => {
    const name = (owner: string) => `${owner}/${MATERIAL}/${randomUUID()}.pdf`
    expect((await member.storage.from(BUCKET).createSignedUploadUrl(name(MEMBER_ID))).error).not.toBeNull()
    expect((await editor.storage.from(BUCKET).createSignedUploadUrl(name(ADMIN_ID))).error).not.toBeNull()
    expect((await admin.storage.from(BUCKET).createSignedUploadUrl(name(ADMIN_ID))).error).toBeNull()
  })
})

describe("the proxy's 404 for teaching pages that are not hers", () => {
  it("lets the author and admins in, and no one else", async () => {
    const material = `/dashboard/ensino/materiais/${MATERIAL}`
    const track = `/dashboard/ensino/trilhas/${TRACK}`
    const cases: [SupabaseClient<Database>, string, string, boolean][] = [
      [editor, EDITOR_ID, material, false],
      [editor, EDITOR_ID, track, false],
      [admin, ADMIN_ID, material, false],
      [admin, ADMIN_ID, track, false],
      // A published material is readable by every member, but not hers to edit.
      [member, MEMBER_ID, material, true],
      [member, MEMBER_ID, track, true],
      [editor, EDITOR_ID, "/dashboard/ensino/materiais/nao-e-um-id", true],
      [admin, ADMIN_ID, `/dashboard/ensino/trilhas/${randomUUID()}`, true],
      [member, MEMBER_ID, "/dashboard/ensino", false],
      [member, MEMBER_ID, "/dashboard/ensino/novo-material", false],
    ]
    for (const [db, userId, path, missing] of cases) {
      expect(await isMissingManagedPage(db, path, userId), path).toBe(missing)
    }
  })
})
