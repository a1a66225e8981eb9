import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { signJwt } from "@/supabase/local/jwt"
import type { LocalSupabase } from "@/supabase/local/server"

/** Helpers of the community integration tests (tests/integration/community-*.test.ts). */

export type Db = SupabaseClient<Database>

export const DEMO_PASSWORD = "demo-convergencia"
export const DEMO = {
  admin: { id: "00000000-0000-4000-a000-000000000001", email: "admin@convergencia.test" },
  editor: { id: "00000000-0000-4000-a000-000000000002", email: "editora@convergencia.test" },
  member: { id: "00000000-0000-4000-a000-000000000003", email: "membro@convergencia.test" },
  member2: { id: "00000000-0000-4000-a000-000000000004", email: "membra@convergencia.test" },
} as const

export function clientOf(local: LocalSupabase, key: string): Db {
  return createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
}

/**
 * A client acting as the user, with an access token signed as the auth server signs them: the
 * tests create many people, and signing each in would run into the auth server's rate limit.
 */
export async function actingAs(local: LocalSupabase, userId: string, email: string): Promise<Db> {
  const token = await signJwt(
    { sub: userId, role: "authenticated", aud: "authenticated", email, exp: Math.floor(Date.now() / 1000) + 3600 },
    local.config.jwtSecret
  )
  const db = createClient<Database>(local.url, local.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    accessToken: async () => token,
  })
  // supabase-js hands the token to Realtime asynchronously; a channel must not join before it has it.
  await db.realtime.setAuth()
  return db
}

/** A seeded demo account, signed in through the auth server. */
export async function signedIn(local: LocalSupabase, email: string, password = DEMO_PASSWORD): Promise<Db> {
  const db = clientOf(local, local.config.anonKey)
  const { error } = await db.auth.signInWithPassword({ email, password })
  if (error) throw error
  return db
}

export interface Person {
  id: string
  email: string
  name: string
  db: Db
}

/** A fresh confirmed account, signed in. */
export async function newPerson(local: LocalSupabase, label: string): Promise<Person> {
  const service = clientOf(local, local.config.serviceRoleKey)
  const suffix = randomUUID().slice(0, 8)
  const email = `${label}-${suffix}@exemplo.com.br`.toLowerCase()
  const password = `senha-${randomUUID()}`
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${suffix}`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: name },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  return { id: data.user.id, email, name, db: await actingAs(local, data.user.id, email) }
}

/** A new group created by an administrator; returns its id and slug. */
export async function newGroup(admin: Db, kind: "open" | "request" | "hidden" = "open") {
  const slug = `grupo-teste-${randomUUID().slice(0, 8)}`
  const { data, error } = await admin.rpc("save_community_group", {
    p_id: null as unknown as string,
    p_name: `Grupo ${slug}`,
    p_slug: slug,
    p_description: "Um grupo para os testes.",
    p_kind: kind,
    p_category: "tematico",
    p_cover_url: null as unknown as string,
  })
  if (error) throw error
  return { id: data, slug }
}

/** Joins and returns the status (active/pending). */
export async function join(person: { db: Db }, groupId: string) {
  const { data, error } = await person.db.rpc("join_community_group", { p_group_id: groupId })
  if (error) throw error
  return data
}

export async function topic(
  person: { db: Db },
  groupId: string,
  title = "Um tópico de teste",
  mentions: string[] = []
) {
  const { data, error } = await person.db.rpc("create_community_topic", {
    p_group_id: groupId,
    p_title: title,
    p_body: "<p>Começando a conversa.</p>",
    p_mentions: mentions,
  })
  if (error) throw error
  return data
}

export async function reply(
  person: { db: Db },
  topicId: string,
  body = "<p>Uma resposta.</p>",
  mentions: string[] = []
) {
  return person.db.rpc("create_community_reply", { p_topic_id: topicId, p_body: body, p_mentions: mentions })
}

export async function waitFor<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error("timed out waiting for condition")
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
