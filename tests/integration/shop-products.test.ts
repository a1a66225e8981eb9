/**
 * The shop window (issue #22) through /rest/v1 with the official client, against the real local
 * backend: a business owner manages only her own business's products, visitors see only products
 * of listed businesses that no admin hid, and hiding is an audited admin function.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const DEMO_PASSWORD = "demo-convergencia"
// Joana (membra) owns Ateliê Fios de Minas; Doces da Cláudia has no owner account.
const OWN_BUSINESS = "60000000-0000-4000-a000-000000000003"
const OTHER_BUSINESS = "60000000-0000-4000-a000-000000000001"
const OTHER_PRODUCT = "e1000000-0000-4000-a000-000000000001"
const INACTIVE_PRODUCT = "e1000000-0000-4000-a000-000000000038"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string) {
  const session = client(local.config.anonKey)
  const { data, error } = await session.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error || !data.user) throw error ?? new Error("no user")
  return { id: data.user.id, db: session }
}

const product = (businessId: string) => ({
  business_id: businessId,
  slug: `produto-${randomUUID().slice(0, 8)}`,
  name: "Produto de teste",
  description: "Feito à mão.",
  category: "artesanato",
  price_cents: 4990,
})

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
})

afterAll(async () => {
  await local?.close()
})

describe("business owners", () => {
  it("add and edit products of their own business", async () => {
    const owner = await signIn("membra@convergencia.test")
    const added = await owner.db.from("products").insert(product(OWN_BUSINESS)).select("id, price_cents").single()
    expect(added.error).toBeNull()
    const edited = await owner.db
      .from("products")
      .update({ price_cents: 5990, availability: "sob_encomenda" })
      .eq("id", added.data!.id)
      .select("price_cents, availability")
    expect(edited.data).toEqual([{ price_cents: 5990, availability: "sob_encomenda" }])
    const seen = await anon.from("products").select("id").eq("id", added.data!.id)
    expect(seen.data).toEqual([{ id: added.data!.id }])
  })

  it("cannot add to, edit or delete someone else's products through /rest/v1", async () => {
    const owner = await signIn("membra@convergencia.test")
    const insert = await owner.db.from("products").insert(product(OTHER_BUSINESS))
    expect(insert.error?.code).toBe("42501")
    const update = await owner.db.from("products").update({ price_cents: 1 }).eq("id", OTHER_PRODUCT).select("id")
    expect(update.data).toEqual([])
    const removed = await owner.db.from("products").delete().eq("id", OTHER_PRODUCT).select("id")
    expect(removed.data).toEqual([])
    const moved = await owner.db
      .from("products")
      .update({ business_id: OWN_BUSINESS } as never)
      .eq("id", OTHER_PRODUCT)
      .select("id")
    expect(moved.error?.code).toBe("42501")
    const still = await service.from("products").select("price_cents, business_id").eq("id", OTHER_PRODUCT).single()
    expect(still.data).toEqual({ price_cents: 6500, business_id: OTHER_BUSINESS })
  })

  it("cannot hide products or unhide their own", async () => {
    const member = await signIn("membro@convergencia.test")
    const { error } = await member.db.rpc("set_product_hidden", {
      p_product_id: OTHER_PRODUCT,
      p_hidden: true,
      p_reason: "Tentativa",
    })
    expect(error?.code).toBe("42501")
    const owner = await signIn("membra@convergencia.test")
    const direct = await owner.db
      .from("products")
      .update({ hidden: false } as never)
      .eq("business_id", OWN_BUSINESS)
      .select("id")
    expect(direct.error?.code).toBe("42501")
  })
})

describe("what visitors see", () => {
  it("no products of an inactive business", async () => {
    const { data } = await anon.from("products").select("id").eq("id", INACTIVE_PRODUCT)
    expect(data).toEqual([])
    const all = await anon.from("products").select("id")
    expect(all.data!.length).toBeGreaterThanOrEqual(35)
  })

  it("an admin hides a product with a reason: gone for visitors, audited, owner notified", async () => {
    const owner = await signIn("membra@convergencia.test")
    const added = await owner.db.from("products").insert(product(OWN_BUSINESS)).select("id").single()
    const admin = await signIn("admin@convergencia.test")
    const noReason = await admin.db.rpc("set_product_hidden", { p_product_id: added.data!.id, p_hidden: true })
    expect(noReason.error?.hint).toBe("reason_required")
    const hidden = await admin.db.rpc("set_product_hidden", {
      p_product_id: added.data!.id,
      p_hidden: true,
      p_reason: "Foto imprópria",
    })
    expect(hidden.error).toBeNull()
    expect((await anon.from("products").select("id").eq("id", added.data!.id)).data).toEqual([])
    // The owner still sees it in her dashboard, with the reason.
    const mine = await owner.db.from("products").select("hidden, hidden_reason").eq("id", added.data!.id).single()
    expect(mine.data).toEqual({ hidden: true, hidden_reason: "Foto imprópria" })
    const audit = await admin.db
      .from("audit_log")
      .select("action, actor_id")
      .eq("target_type", "product")
      .eq("target_id", added.data!.id)
    expect(audit.data).toEqual([{ action: "product.hide", actor_id: admin.id }])
    const note = await owner.db.from("notifications").select("title").eq("title", "Produto ocultado da loja")
    expect(note.data?.length).toBeGreaterThan(0)
  })

  it("more than four photos are refused", async () => {
    const owner = await signIn("membra@convergencia.test")
    const photos = Array.from({ length: 5 }, (_, i) => `/storage/v1/object/public/product-photos/x/${i}.png`)
    const { error } = await owner.db.from("products").insert({ ...product(OWN_BUSINESS), photos })
    expect(error?.code).toBe("23514")
  })
})
