/**
 * Issue #31 (defects a new user met), the database's part, through the official client against
 * the real local backend: replies to one topic make one notification per recipient while it is
 * unread; only roles an admin grants notify "Novo papel"; the first save of an existing post keeps
 * the version before it; an ambassador's ledger says whom she referred (only to her and admins).
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const DEMO_PASSWORD = "demo-convergencia"
const EDITOR_ID = "00000000-0000-4000-a000-000000000002"
const MEMBER_ID = "00000000-0000-4000-a000-000000000003"
const JOANA_ID = "00000000-0000-4000-a000-000000000004"
// Rafael's (membro@) topic in Finanças para MEI, where Marina (editora@) moderates.
const TOPIC_ID = "c2000000-0000-4000-a000-000000000002"

let local: LocalSupabase
let service: SupabaseClient<Database>
let admin: SupabaseClient<Database>
let editor: SupabaseClient<Database>
let member: SupabaseClient<Database>
let joana: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string) {
  const session = client(local.config.anonKey)
  const { error } = await session.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  return session
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  ;[admin, editor, member, joana] = await Promise.all([
    signIn("admin@convergencia.test"),
    signIn("editora@convergencia.test"),
    signIn("membro@convergencia.test"),
    signIn("membra@convergencia.test"),
  ])
})

afterAll(async () => {
  await local?.close()
})

const replyNotifications = async (userId: string) =>
  (
    await service
      .from("notifications")
      .select("id, title, message, read, data, action_url")
      .eq("user_id", userId)
      .eq("data->>event", "community_reply")
      .eq("data->>topic_id", TOPIC_ID)
      .order("created_at", { ascending: false })
  ).data ?? []

describe("replies to one topic", () => {
  it("make one notification per recipient, counted while it is unread, and a new one once read", async () => {
    for (const body of ["Primeira resposta", "Segunda resposta", "Terceira resposta"]) {
      const { error } = await editor.rpc("create_community_reply", { p_topic_id: TOPIC_ID, p_body: body })
      expect(error).toBeNull()
    }
    const grouped = await replyNotifications(MEMBER_ID)
    expect(grouped).toHaveLength(1)
    expect(grouped[0]!.title).toMatch(/^3 novas respostas em "/)
    expect(grouped[0]!.message).toBe("Marina Albuquerque respondeu no grupo Finanças para MEI.")
    expect(grouped[0]!.read).toBe(false)
    expect((grouped[0]!.data as { count?: number }).count).toBe(3)

    // Read, the group is closed: the next reply starts a new notification.
    await member.from("notifications").update({ read: true }).eq("id", grouped[0]!.id)
    const { error } = await editor.rpc("create_community_reply", { p_topic_id: TOPIC_ID, p_body: "Quarta resposta" })
    expect(error).toBeNull()
    const after = await replyNotifications(MEMBER_ID)
    expect(after).toHaveLength(2)
    expect(after[0]!.title).toMatch(/^Nova resposta em "/)
    expect(after[0]!.read).toBe(false)
  })
})

describe("role notifications", () => {
  const roleNotifications = async (userId: string) =>
    (
      await service
        .from("notifications")
        .select("title, data")
        .eq("user_id", userId)
        .in("data->>event", ["role_added", "role_removed"])
    ).data ?? []

  it("a role she adds or removes herself does not notify her", async () => {
    const before = (await roleNotifications(JOANA_ID)).length
    expect((await joana.rpc("add_user_role", { user_uuid: JOANA_ID, new_role: "community_member" })).error).toBeNull()
    expect(
      (await joana.rpc("remove_user_role", { user_uuid: JOANA_ID, old_role: "community_member" })).error
    ).toBeNull()
    expect(await roleNotifications(JOANA_ID)).toHaveLength(before)
  })

  it("a role an admin grants notifies her, instructor included", async () => {
    const before = (await roleNotifications(MEMBER_ID)).length
    const granted = await admin.rpc("add_user_role", { user_uuid: MEMBER_ID, new_role: "instructor" })
    expect(granted.error).toBeNull()
    expect(granted.data).toBe(true)
    const now = await roleNotifications(MEMBER_ID)
    expect(now).toHaveLength(before + 1)
    expect(now.map((n) => n.title)).toContain("Novo papel na sua conta")
    const profile = await service.from("profiles").select("roles").eq("id", MEMBER_ID).single()
    expect(profile.data?.roles).toContain("instructor")
    // Members still cannot take it themselves.
    const self = await member.rpc("add_user_role", { user_uuid: MEMBER_ID, new_role: "instructor" })
    expect(self.error?.code).toBe("42501")
  })
})

describe("blog revisions", () => {
  it("the first save of an existing post keeps the version before it, and 20 at most are kept", async () => {
    const { data: post } = await service
      .from("blog_posts")
      .select("id, title, content, excerpt")
      .eq("status", "published")
      .limit(1)
      .single()
    expect(post).not.toBeNull()
    const revisions = () =>
      service
        .from("blog_post_revisions")
        .select("id, content, excerpt, author_name")
        .eq("post_id", post!.id)
        .order("id", { ascending: true })
    expect((await revisions()).data).toEqual([])

    const first = await editor.from("blog_posts").update({ content: "<p>Texto novo</p>" }).eq("id", post!.id)
    expect(first.error).toBeNull()
    const kept = (await revisions()).data ?? []
    expect(kept).toHaveLength(2)
    expect(kept[0]!.content).toBe(post!.content)
    expect(kept[0]!.excerpt).toBe(post!.excerpt)
    expect(kept[1]!.content).toBe("<p>Texto novo</p>")
    expect(kept[1]!.author_name).toBe("Marina Albuquerque")

    for (let i = 0; i < 22; i++) {
      const { error } = await editor
        .from("blog_posts")
        .update({ content: `<p>Versão ${i}</p>` })
        .eq("id", post!.id)
      expect(error).toBeNull()
    }
    const trimmed = (await revisions()).data ?? []
    expect(trimmed).toHaveLength(20)
    expect(trimmed.at(-1)!.content).toBe("<p>Versão 21</p>")
  })
})

describe("whom an ambassador referred", () => {
  it("is named to her and to admins (first name and initial), Ex-associada once deleted, nobody else", async () => {
    const email = `indicada-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const created = await service.auth.admin.createUser({
      email,
      password: "senha-do-teste-123",
      email_confirm: false,
      user_metadata: { full_name: "Beatriz Nascimento Lima", ref_code: "joana25" },
    })
    const referredId = created.data.user!.id
    expect((await service.auth.admin.updateUserById(referredId, { email_confirm: true })).error).toBeNull()
    const { data: referral } = await service.from("referrals").select("id").eq("referred_user_id", referredId).single()
    const { data: entry } = await service
      .from("commission_entries")
      .select("id")
      .eq("referral_id", referral!.id)
      .single()

    const mine = await joana.rpc("get_commission_referrals", { p_entry_ids: [entry!.id] })
    expect(mine.error).toBeNull()
    expect(mine.data).toEqual([{ entry_id: entry!.id, referred_name: "Beatriz N." }])
    const admins = await admin.rpc("get_commission_referrals", { p_entry_ids: [entry!.id] })
    expect(admins.data).toEqual([{ entry_id: entry!.id, referred_name: "Beatriz N." }])
    const others = await member.rpc("get_commission_referrals", { p_entry_ids: [entry!.id] })
    expect(others.data ?? []).toEqual([])

    expect((await service.rpc("delete_user_account", { p_user_id: referredId })).error).toBeNull()
    const after = await joana.rpc("get_commission_referrals", { p_entry_ids: [entry!.id] })
    expect(after.data).toEqual([{ entry_id: entry!.id, referred_name: "Ex-associada" }])
  })
})

describe("member search for moderators", () => {
  it("finds members by name for admins only", async () => {
    const found = await admin.from("profiles").select("id, full_name, email").ilike("full_name", "%rafael%").limit(8)
    expect(found.data?.map((p) => p.id)).toContain(MEMBER_ID)
    const hidden = await member.from("profiles").select("id").ilike("full_name", "%marina%")
    expect(hidden.data).toEqual([])
    expect(EDITOR_ID).toBeTruthy()
  })
})
