/**
 * The directory's map by state (issue #42) through /rest/v1 with the official client, against the
 * real local backend: directory_state_counts() counts listed businesses only (approved and
 * active), whoever calls it. A visitor's figure equals the rows RLS shows her; a pending, rejected
 * or paused listing is never counted, not even for its owner or an admin (who may read it).
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const ADMIN_EMAIL = "admin@convergencia.test"
const DEMO_PASSWORD = "demo-convergencia"
/** A state the demo data lists nothing in, so this file owns its figure. */
const STATE = "AC"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let admin: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string, password: string) {
  const session = client(local.config.anonKey)
  const { error } = await session.auth.signInWithPassword({ email, password })
  if (error) throw error
  return session
}

/** A fresh business owner, signed in. */
async function owner() {
  const email = `mapa-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  if (error || !data.user) throw error ?? new Error("no user")
  const db = await signIn(email, PASSWORD)
  const role = await db.rpc("add_user_role", { user_uuid: data.user.id, new_role: "business_owner" })
  if (role.error) throw role.error
  return { id: data.user.id, db }
}

async function listing(who: Awaited<ReturnType<typeof owner>>, state: string | null = STATE) {
  const { data, error } = await who.db
    .from("businesses")
    .insert({
      owner_id: who.id,
      name: "Ateliê do Mapa",
      slug: `mapa-${randomUUID().slice(0, 8)}`,
      description: "Peças feitas à mão com carinho.",
      category: "Artesanato",
      city: "Rio Branco",
      state,
    })
    .select("id")
    .single()
  if (error) throw error
  return data.id
}

async function counts(db: SupabaseClient<Database>) {
  const { data, error } = await db.rpc("directory_state_counts")
  if (error) throw error
  return new Map(data.map((row) => [row.state, Number(row.total)]))
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  admin = await signIn(ADMIN_EMAIL, DEMO_PASSWORD)
})

afterAll(async () => {
  await local?.close()
})

describe("directory_state_counts", () => {
  it("gives a visitor, per state, the number of listed businesses RLS shows her", async () => {
    const rows = await anon.from("businesses").select("state")
    if (rows.error) throw rows.error
    const expected = new Map<string, number>()
    for (const { state } of rows.data) if (state) expected.set(state, (expected.get(state) ?? 0) + 1)
    expect(await counts(anon)).toEqual(expected)
    expect(expected.size).toBeGreaterThan(0)
    expect(expected.has(STATE)).toBe(false)
  })

  it("never counts a pending or paused listing, for the visitor, its owner or an admin", async () => {
    const dona = await owner()
    const pending = await listing(dona)
    // The owner and the admin can read the pending row; the public figure still leaves it out.
    expect((await dona.db.from("businesses").select("id").eq("id", pending)).data).toHaveLength(1)
    for (const db of [anon, dona.db, admin]) expect((await counts(db)).get(STATE)).toBeUndefined()

    expect((await admin.rpc("approve_business", { p_business_id: pending })).error).toBeNull()
    for (const db of [anon, dona.db, admin]) expect((await counts(db)).get(STATE)).toBe(1)

    expect((await admin.rpc("set_business_active", { p_business_id: pending, p_active: false })).error).toBeNull()
    for (const db of [anon, dona.db, admin]) expect((await counts(db)).get(STATE)).toBeUndefined()
  })

  it("leaves out listings without a state", async () => {
    const before = await counts(anon)
    const dona = await owner()
    const id = await listing(dona, null)
    expect((await admin.rpc("approve_business", { p_business_id: id })).error).toBeNull()
    expect((await anon.from("businesses").select("id").eq("id", id)).data).toHaveLength(1)
    expect(await counts(anon)).toEqual(before)
  })
})
