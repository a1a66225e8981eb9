/**
 * The seam between the app's Pix checks and the database's (issue #38): the seller's settings form
 * (lib/validations/orders.ts with lib/pix/keys.ts) normalises every kind of key as people type it,
 * and set_business_order_settings, which checks each key's shape on its own, must accept exactly
 * what the app sends; saved through lib/data/orders-pages.ts under her session against the real
 * local backend. Only next/headers' cookie jar and connection() are stood in for; nothing of ours
 * is mocked. The pages' other reads and writes are orders-pages-data.test.ts's; the visitors'
 * cached read (getBusinessOrderOptions, under "use cache") needs Next, so its parser is checked on
 * the function's real answer here.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as OrdersPages from "@/lib/data/orders-pages"
import { validatePixKey } from "@/lib/pix/keys"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { orderSettingsSchema } from "@/lib/validations/orders"
import { type LearningWorld, type Person, startLearningWorld } from "@/tests/helpers/learning"
import { PIX_KEY, shop, type Shop } from "@/tests/helpers/orders"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"

let w: LearningWorld
let data: typeof OrdersPages
let createClient: typeof CreateClient
let seller: Person
let third: Person
let s: Shop

async function actAs(email: string, password = PASSWORD) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  if (error) throw error
}

function form(entries: Record<string, string>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(entries)) body.append(key, value)
  return Object.fromEntries(body)
}

function parsedSettings(entries: Record<string, string>) {
  const result = orderSettingsSchema(validatePixKey).safeParse(form(entries))
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "))
  return result.data
}

beforeAll(async () => {
  w = await startLearningWorld()
  process.env.NEXT_PUBLIC_SUPABASE_URL = w.local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = w.local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = w.local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = await import("@/lib/data/orders-pages")
  ;({ createClient } = await import("@/lib/supabase/server"))
  ;[seller, third] = await Promise.all([w.member("vendedora"), w.member("terceira")])
  s = await shop(w.service, seller, [1250, 3000])
})

afterAll(async () => {
  await w?.local.close()
})

describe("the seller's settings", () => {
  it("saves what the form sends, with keys the app normalised and the database accepts", async () => {
    await actAs(seller.email)
    const base = {
      businessId: s.id,
      enabled: "on",
      receiverName: "Conceição Silva",
      receiverCity: "São Paulo",
      offersPickup: "on",
      offersLocalDelivery: "on",
      localDeliveryFee: "8,50",
      minimumOrder: "20,00",
      note: "Prazo de 3 dias",
    }
    // Each key type as people type them: the app's normalised key passes the database's shape check.
    const typed: Array<[string, string, string]> = [
      ["cpf", "529.982.247-25", "52998224725"],
      ["cnpj", "11.222.333/0001-81", "11222333000181"],
      ["phone", "(11) 99999-0000", "+5511999990000"],
      ["email", "Loja@Exemplo.com.br", "loja@exemplo.com.br"],
      ["random", PIX_KEY.toUpperCase(), PIX_KEY],
    ]
    for (const [type, key, stored] of typed) {
      const saved = await data.saveOrderSettings(parsedSettings({ ...base, pixKeyType: type, pixKey: key }))
      expect(saved.error, `${type} ${key}`).toBeNull()
      expect((await data.getOrderSettings(s.id)).pixKey, type).toBe(stored)
    }
    expect(await data.getOrderSettings(s.id)).toEqual({
      enabled: true,
      pixKeyType: "random",
      pixKey: PIX_KEY,
      receiverName: "Conceição Silva",
      receiverCity: "São Paulo",
      offersPickup: true,
      offersLocalDelivery: true,
      localDeliveryFeeCents: 850,
      offersShipping: false,
      minimumOrderCents: 2000,
      note: "Prazo de 3 dias",
    })

    // Another member reads the defaults (RLS), and cannot save them.
    await actAs(third.email)
    expect(await data.getOrderSettings(s.id)).toEqual(data.DEFAULT_ORDER_SETTINGS)
    const foreign = await data.saveOrderSettings(parsedSettings({ ...base, pixKeyType: "random", pixKey: PIX_KEY }))
    expect(foreign.error?.code).toBe("PT404")

    // What anyone may learn: the function's real answer through the pages' parser, never the key.
    const answer = await w.anon.rpc("get_business_order_options", { p_business_id: s.id })
    expect(JSON.stringify(answer.data)).not.toContain(PIX_KEY)
    expect(data.toOrderOptions(answer.data)).toEqual({
      offersPickup: true,
      offersLocalDelivery: true,
      localDeliveryFeeCents: 850,
      offersShipping: false,
      minimumOrderCents: 2000,
      note: "Prazo de 3 dias",
    })
  })
})
