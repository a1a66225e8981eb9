/**
 * The member's own profile (issue #19 part 2) through /rest/v1 with the official client, against
 * the real local backend: what a member may write on her own row (bio, city, state, instructor
 * interest), what the database refuses whatever the UI does (rights columns, other people's rows,
 * bad states and bios), which roles she may give herself through the role functions, and that the
 * export and deletion functions answer the server (service role) only.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const ADMIN_ID = "00000000-0000-4000-a000-000000000001"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

/** A fresh confirmed member, signed in: her id and her session client. */
async function member(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Pessoa ${label}` },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  const session = client(local.config.anonKey)
  const signedIn = await session.auth.signInWithPassword({ email, password: PASSWORD })
  if (signedIn.error) throw signedIn.error
  return { id: data.user.id, email, db: session }
}

async function profileOf(id: string) {
  const { data, error } = await service
    .from("profiles")
    .select("full_name, bio, city, state, instructor_interest, roles, is_admin, can_edit_blog")
    .eq("id", id)
    .single()
  if (error) throw error
  return data
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
})

afterAll(async () => {
  await local?.close()
})

describe("a member's own row", () => {
  it("takes her bio, city, state and instructor interest", async () => {
    const me = await member("perfil")
    const { data, error } = await me.db
      .from("profiles")
      .update({ bio: "Costureira em Olinda.", city: "Olinda", state: "PE", instructor_interest: true })
      .eq("id", me.id)
      .select("bio, city, state, instructor_interest")
    expect(error).toBeNull()
    expect(data).toEqual([{ bio: "Costureira em Olinda.", city: "Olinda", state: "PE", instructor_interest: true }])
  })

  it("refuses a state outside the UF list, a long bio and a blank city", async () => {
    const me = await member("invalido")
    for (const change of [{ state: "XX" }, { state: "pe" }, { bio: "a".repeat(501) }, { city: "   " }]) {
      const { error } = await me.db.from("profiles").update(change).eq("id", me.id)
      expect(error?.code, JSON.stringify(change)).toBe("23514")
    }
    expect(await profileOf(me.id)).toMatchObject({ bio: null, city: null, state: null })
  })

  it("never takes rights: roles, admin, blog editor", async () => {
    const me = await member("direitos")
    for (const change of [
      { roles: ["customer", "instructor"] },
      { roles: ["customer", "ambassador"] },
      { is_admin: true },
      { can_edit_blog: true },
    ]) {
      const { error } = await me.db.from("profiles").update(change).eq("id", me.id)
      expect(error?.code, JSON.stringify(change)).toBe("42501")
    }
    expect(await profileOf(me.id)).toMatchObject({ roles: ["customer"], is_admin: false, can_edit_blog: false })
  })

  it("cannot touch another member's profile", async () => {
    const me = await member("vizinha")
    const other = await member("alvo")
    const { data, error } = await me.db
      .from("profiles")
      .update({ full_name: "Invadido", bio: "invadido", instructor_interest: true })
      .eq("id", other.id)
      .select("id")
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect(await profileOf(other.id)).toMatchObject({ full_name: "Pessoa alvo", bio: null, instructor_interest: false })
    const read = await me.db.from("profiles").select("id").eq("id", other.id)
    expect(read.data).toEqual([])
  })
})

describe("self-service roles through the role functions", () => {
  it("adds and removes business_owner and community_member on herself", async () => {
    const me = await member("papeis")
    for (const role of ["business_owner", "community_member"]) {
      expect(await me.db.rpc("add_user_role", { user_uuid: me.id, new_role: role })).toMatchObject({ data: true })
    }
    expect((await profileOf(me.id)).roles).toEqual(["customer", "business_owner", "community_member"])
    expect(await me.db.rpc("remove_user_role", { user_uuid: me.id, old_role: "business_owner" })).toMatchObject({
      data: true,
    })
    expect((await profileOf(me.id)).roles).toEqual(["customer", "community_member"])
  })

  it("refuses instructor and ambassador (admins grant them), and admin or blog_editor (not roles)", async () => {
    const me = await member("escalada")
    for (const role of ["instructor", "ambassador"]) {
      const { error } = await me.db.rpc("add_user_role", { user_uuid: me.id, new_role: role })
      expect(error?.code, role).toBe("42501")
    }
    for (const role of ["admin", "blog_editor"]) {
      const { error } = await me.db.rpc("add_user_role", { user_uuid: me.id, new_role: role })
      expect(error?.code, role).toBe("22023")
    }
    expect(await profileOf(me.id)).toMatchObject({ roles: ["customer"], is_admin: false, can_edit_blog: false })
  })

  it("refuses any role change on someone else", async () => {
    const me = await member("outra")
    const other = await member("alheia")
    const added = await me.db.rpc("add_user_role", { user_uuid: other.id, new_role: "business_owner" })
    expect(added.error?.code).toBe("42501")
    const removed = await me.db.rpc("remove_user_role", { user_uuid: other.id, old_role: "customer" })
    expect(removed.error?.code).toBe("42501")
    expect((await profileOf(other.id)).roles).toEqual(["customer"])
  })
})

describe("export and deletion are the server's", () => {
  it("refuse a member's session and a visitor, even for her own id", async () => {
    const me = await member("rpc")
    for (const caller of [me.db, anon]) {
      const exported = await caller.rpc("export_user_data", { p_user_id: me.id })
      expect(exported.error?.code).toBe("42501")
      expect(exported.data).toBeNull()
      const deleted = await caller.rpc("delete_user_account", { p_user_id: me.id })
      expect(deleted.error?.code).toBe("42501")
    }
    const admin = await me.db.rpc("delete_user_account", { p_user_id: ADMIN_ID })
    expect(admin.error?.code).toBe("42501")
    expect(await profileOf(me.id)).toMatchObject({ full_name: "Pessoa rpc" })
    expect(await profileOf(ADMIN_ID)).toMatchObject({ is_admin: true })
  })
})
