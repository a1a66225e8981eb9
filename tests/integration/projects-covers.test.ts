/**
 * Project covers and sessions (issue #22) through the official client against the real local
 * backend: a project's instructors and admins write its folder of the project-covers bucket and
 * its sessions; another instructor, a member and a visitor cannot; anyone reads a stored cover.
 * And the proxy's check that answers 404 for project and product pages that are not hers.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { isMissingManagedPage } from "@/lib/routing/managed-route"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const DEMO_PASSWORD = "demo-convergencia"
/** editor's course (she is its instructor) and admin's fair (she is not). */
const EDITOR_COURSE = "d1000000-0000-4000-a000-000000000001"
const ADMIN_FAIR = "d1000000-0000-4000-a000-000000000004"
const BUCKET = "project-covers"
const PNG = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))

let local: LocalSupabase

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

const upload = (db: SupabaseClient<Database>, projectId: string, name: string) =>
  db.storage.from(BUCKET).upload(`${projectId}/${name}`, PNG, { contentType: "image/png", upsert: false })

let editor: SupabaseClient<Database>
let admin: SupabaseClient<Database>
let member: SupabaseClient<Database>
let anon: SupabaseClient<Database>

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  ;[editor, admin, member] = await Promise.all([
    signedIn("editora@convergencia.test"),
    signedIn("admin@convergencia.test"),
    signedIn("membro@convergencia.test"),
  ])
  anon = client(local.config.anonKey)
})

afterAll(async () => {
  await local?.close()
})

describe("project covers", () => {
  it("lets the project's instructor store a cover that anyone can read", async () => {
    const { error } = await upload(editor, EDITOR_COURSE, "capa-instrutora.png")
    expect(error).toBeNull()
    const url = anon.storage.from(BUCKET).getPublicUrl(`${EDITOR_COURSE}/capa-instrutora.png`).data.publicUrl
    const file = await fetch(url)
    expect(file.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), PNG)).toBe(0)
  })

  it("refuses another project's folder, members and visitors", async () => {
    for (const [who, db, projectId] of [
      ["an instructor, another project", editor, ADMIN_FAIR],
      ["a member", member, EDITOR_COURSE],
      ["a visitor", anon, EDITOR_COURSE],
    ] as const) {
      const { error } = await upload(db, projectId, `capa-${who.replace(/\W+/g, "-")}.png`)
      expect(error, who).not.toBeNull()
    }
  })

  it("lets admins store a cover for any project", async () => {
    const { error } = await upload(admin, ADMIN_FAIR, "capa-admin.png")
    expect(error).toBeNull()
  })

  it("refuses a file that is not an image type the bucket takes", async () => {
    const { error } = await editor.storage
      .from(BUCKET)
      .upload(`${EDITOR_COURSE}/capa.svg`, "<svg/>", { contentType: "image/svg+xml" })
    expect(error).not.toBeNull()
  })
})

describe("project sessions", () => {
  it("are written by the project's instructor and refused to a member", async () => {
    const added = await editor
      .from("project_sessions")
      .insert({ project_id: EDITOR_COURSE, title: "Encontro extra", starts_at: "2027-01-10T22:00:00Z" })
      .select("id")
      .single()
    expect(added.error).toBeNull()
    const id = added.data!.id

    const byMember = await member.from("project_sessions").update({ title: "Invadido" }).eq("id", id).select("id")
    expect(byMember.data).toEqual([])
    const removedByMember = await member.from("project_sessions").delete().eq("id", id).select("id")
    expect(removedByMember.data).toEqual([])

    const renamed = await editor
      .from("project_sessions")
      .update({ title: "Encontro final" })
      .eq("id", id)
      .select("title")
    expect(renamed.data).toEqual([{ title: "Encontro final" }])
    const removed = await editor.from("project_sessions").delete().eq("id", id).select("id")
    expect(removed.data).toEqual([{ id }])
  })

  it("refuses an instructor on a project she does not organise", async () => {
    const { error } = await editor
      .from("project_sessions")
      .insert({ project_id: ADMIN_FAIR, title: "Encontro alheio", starts_at: "2027-01-10T22:00:00Z" })
    expect(error?.code).toBe("42501")
  })
})

describe("the proxy's check of managed pages", () => {
  const EDITOR_ID = "00000000-0000-4000-a000-000000000002"
  const ADMIN_ID = "00000000-0000-4000-a000-000000000001"
  const MEMBER_ID = "00000000-0000-4000-a000-000000000003"
  const UNKNOWN = "d1000000-0000-4000-a000-0000000009ff"

  it("knows her projects, an admin's reach, and ids that cannot be one", async () => {
    const cases: [SupabaseClient<Database>, string, string, boolean][] = [
      [editor, EDITOR_ID, `/dashboard/projetos/${EDITOR_COURSE}`, false],
      [editor, EDITOR_ID, `/dashboard/projetos/${ADMIN_FAIR}`, true],
      [editor, EDITOR_ID, "/dashboard/projetos/novo", false],
      [editor, EDITOR_ID, "/dashboard/projetos", false],
      [editor, EDITOR_ID, "/dashboard/projetos/%ff", true],
      [admin, ADMIN_ID, `/dashboard/projetos/${EDITOR_COURSE}`, false],
      [admin, ADMIN_ID, `/dashboard/projetos/${UNKNOWN}`, true],
      [member, MEMBER_ID, `/dashboard/projetos/${EDITOR_COURSE}`, true],
      [member, MEMBER_ID, "/dashboard/negocio/produtos/e1000000-0000-4000-a000-000000000001", true],
      [member, MEMBER_ID, "/dashboard/negocio/produtos/nao-e-um-id", true],
      [member, MEMBER_ID, "/dashboard/negocio/produtos", false],
    ]
    for (const [db, userId, path, missing] of cases) {
      expect(await isMissingManagedPage(db, path, userId), path).toBe(missing)
    }
  })
})
