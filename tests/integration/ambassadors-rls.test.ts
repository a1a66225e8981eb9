/**
 * Ambassadors and commissions (issue #23) through /rest/v1 with the official client against the
 * real local backend: attribution at sign-up (once, no self-referral, no unknown code), the
 * commission entry when the referred person confirms her e-mail (at the settings' amount), who
 * reads what (an ambassador only hers, admins all), and that nobody edits the ledger or
 * attributes a sign-up through the API: only the audited admin function moves entries.
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
const JOANA_ID = "00000000-0000-4000-a000-000000000004"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let admin: SupabaseClient<Database>
let joana: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string, password: string) {
  const session = client(local.config.anonKey)
  const { error } = await session.auth.signInWithPassword({ email, password })
  if (error) throw error
  return session
}

/** A sign-up as the server makes it: the referral cookie's code in the metadata, unconfirmed. */
async function signUp(refCode: string | null, email = `indicada-${randomUUID().slice(0, 8)}@exemplo.com.br`) {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: false,
    user_metadata: { full_name: "Pessoa Indicada", ...(refCode ? { ref_code: refCode } : {}) },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  return { id: data.user.id, email }
}

async function confirm(id: string) {
  const { error } = await service.auth.admin.updateUserById(id, { email_confirm: true })
  if (error) throw error
}

const referralOf = async (id: string) =>
  (await service.from("referrals").select("id, ambassador_id, confirmed_at").eq("referred_user_id", id)).data ?? []

const entriesOf = async (referralId: string) =>
  (await service.from("commission_entries").select("id, amount_cents, status").eq("referral_id", referralId)).data ?? []

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  admin = await signIn("admin@convergencia.test", "demo-convergencia")
  joana = await signIn("membra@convergencia.test", "demo-convergencia")
})

afterAll(async () => {
  await local?.close()
})

describe("the demo ambassador", () => {
  it("has a readable code and reads only her own referrals and entries, one in each state", async () => {
    const me = await joana.from("ambassadors").select("user_id, code")
    expect(me.data).toEqual([{ user_id: JOANA_ID, code: "joana25" }])
    const referrals = await joana.from("referrals").select("ambassador_id, confirmed_at")
    expect(referrals.data).toHaveLength(4)
    expect(referrals.data?.filter((r) => r.confirmed_at === null)).toHaveLength(1)
    const entries = await joana.from("commission_entries").select("ambassador_id, status")
    expect(entries.data?.map((e) => e.status).sort()).toEqual(["approved", "paid", "pending"])
    const totals = await joana.rpc("get_commission_totals")
    expect(totals.error).toBeNull()
    expect(totals.data?.every((row) => row.ambassador_id === JOANA_ID)).toBe(true)
  })

  it("is invisible to visitors and other members", async () => {
    const { data: created, error } = await service.auth.admin.createUser({
      email: `outra-${randomUUID().slice(0, 8)}@exemplo.com.br`,
      password: PASSWORD,
      email_confirm: true,
    })
    if (error || !created.user) throw error
    const member = await signIn(created.user.email!, PASSWORD)
    for (const db of [anon, member]) {
      for (const table of ["ambassadors", "referrals", "commission_entries"] as const) {
        const { data } = await db.from(table).select("*")
        expect(data ?? [], table).toEqual([])
      }
    }
  })
})

describe("attribution", () => {
  it("records a sign-up with a known code once, and credits it on confirmation at the settings' amount", async () => {
    const { data: settings } = await service.from("site_settings").select("commission_amount_cents").single()
    const person = await signUp("joana25")
    const [referral] = await referralOf(person.id)
    expect(referral).toMatchObject({ ambassador_id: JOANA_ID, confirmed_at: null })
    expect(await entriesOf(referral!.id)).toEqual([])

    await confirm(person.id)
    const entries = await entriesOf(referral!.id)
    expect(entries).toEqual([
      { id: expect.any(String), amount_cents: settings!.commission_amount_cents, status: "pending" },
    ])
    // A second confirmation event (an e-mail change, say) adds nothing.
    await service.auth.admin.updateUserById(person.id, { user_metadata: { ref_code: "joana25" } })
    expect(await referralOf(person.id)).toHaveLength(1)
    expect(await entriesOf(referral!.id)).toHaveLength(1)
  })

  it("ignores unknown codes and refuses self-referral by the same person", async () => {
    const unknown = await signUp("ninguem999")
    expect(await referralOf(unknown.id)).toEqual([])
    const self = await signUp("joana25", "membra+outra@convergencia.test")
    expect(await referralOf(self.id)).toEqual([])
  })

  it("cannot be written through /rest/v1, not even for oneself", async () => {
    const person = await signUp(null)
    const session = await (async () => {
      await confirm(person.id)
      return signIn(person.email, PASSWORD)
    })()
    const insert = await session
      .from("referrals")
      .insert({ ambassador_id: JOANA_ID, referred_user_id: person.id, code: "joana25" })
    expect(insert.error).not.toBeNull()
    const asJoana = await joana
      .from("referrals")
      .insert({ ambassador_id: JOANA_ID, referred_user_id: person.id, code: "joana25" })
    expect(asJoana.error).not.toBeNull()
    expect(await referralOf(person.id)).toEqual([])
  })
})

describe("the ledger", () => {
  it("refuses edits through /rest/v1, even by its ambassador or an admin", async () => {
    const { data: pending } = await service
      .from("commission_entries")
      .select("id")
      .eq("status", "pending")
      .limit(1)
      .single()
    for (const db of [joana, admin]) {
      const update = await db.from("commission_entries").update({ status: "paid" }).eq("id", pending!.id).select("id")
      expect(update.data ?? []).toEqual([])
      const insert = await db.from("commission_entries").insert({ ambassador_id: JOANA_ID, amount_cents: 100000 })
      expect(insert.error).not.toBeNull()
      const remove = await db.from("commission_entries").delete().eq("id", pending!.id).select("id")
      expect(remove.data ?? []).toEqual([])
    }
    const { data } = await service.from("commission_entries").select("status").eq("id", pending!.id).single()
    expect(data?.status).toBe("pending")
  })

  it("moves pending → approved → paid through the admin function only, audited with who and when", async () => {
    const person = await signUp("joana25")
    await confirm(person.id)
    const [referral] = await referralOf(person.id)
    const [entry] = await entriesOf(referral!.id)

    const denied = await joana.rpc("set_commission_status", { p_ids: [entry!.id], p_status: "approved" })
    expect(denied.error?.code).toBe("42501")
    // Paying skips no step: a pending entry is not paid.
    const skip = await admin.rpc("set_commission_status", { p_ids: [entry!.id], p_status: "paid" })
    expect(skip.data).toBe(0)

    const approved = await admin.rpc("set_commission_status", { p_ids: [entry!.id], p_status: "approved" })
    expect(approved.data).toBe(1)
    const paid = await admin.rpc("set_commission_status", { p_ids: [entry!.id], p_status: "paid" })
    expect(paid.data).toBe(1)
    const { data: row } = await service
      .from("commission_entries")
      .select("status, approved_by, approved_at, paid_by, paid_at")
      .eq("id", entry!.id)
      .single()
    expect(row).toMatchObject({ status: "paid", approved_by: ADMIN_ID, paid_by: ADMIN_ID })
    expect(row?.approved_at).not.toBeNull()
    expect(row?.paid_at).not.toBeNull()
    const { data: audit } = await service
      .from("audit_log")
      .select("actor_id, action, details")
      .in("action", ["commission.approved", "commission.paid"])
      .order("id", { ascending: false })
      .limit(2)
    expect(audit?.map((a) => [a.actor_id, a.action])).toEqual([
      [ADMIN_ID, "commission.paid"],
      [ADMIN_ID, "commission.approved"],
    ])
  })

  it("lets only admins change a code, to a readable unique one", async () => {
    const denied = await joana.rpc("set_ambassador_code", { p_user_id: JOANA_ID, p_code: "joana-vip" })
    expect(denied.error?.code).toBe("42501")
    const bad = await admin.rpc("set_ambassador_code", { p_user_id: JOANA_ID, p_code: "Não vale!" })
    expect(bad.error?.code).toBe("22023")
    const ok = await admin.rpc("set_ambassador_code", { p_user_id: JOANA_ID, p_code: "joana-vip" })
    expect(ok.data).toBe("joana-vip")
    await admin.rpc("set_ambassador_code", { p_user_id: JOANA_ID, p_code: "joana25" })
  })

  it("gives a new ambassador a code from her first name when an admin grants the role", async () => {
    const { data: created } = await service.auth.admin.createUser({
      email: `ines-${randomUUID().slice(0, 8)}@exemplo.com.br`,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: "Inês Cardoso" },
    })
    const granted = await admin.rpc("add_user_role", { user_uuid: created.user!.id, new_role: "ambassador" })
    expect(granted.error).toBeNull()
    const { data } = await service.from("ambassadors").select("code").eq("user_id", created.user!.id).single()
    expect(data?.code).toMatch(/^ines\d{2,3}$/)
  })
})
