/**
 * Set-up shared by the members-connect suites (issue #37): profiles of the directory and direct
 * messages, through the official client against the local backend.
 */
import { randomUUID } from "node:crypto"
import type { LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, newPerson, type Person } from "./community"

export type Visibility = "hidden" | "members" | "public"

/** A PostgREST error as the client hands it over. */
export interface RpcError {
  code: string
  message: string
}

/** A fresh member whose profile has a handle and the given visibility. */
export async function member(local: LocalSupabase, label: string, visibility: Visibility = "hidden") {
  const person = await newPerson(local, label)
  const handle = `${label}-${randomUUID().slice(0, 8)}`.toLowerCase()
  await setProfile(person, { handle, visibility })
  return { ...person, handle }
}

export interface ProfileInput {
  handle?: string | null
  visibility?: Visibility
  bio?: string | null
  city?: string | null
  state?: string | null
  offers?: string[]
  needs?: string[]
  offersNote?: string | null
  needsNote?: string | null
  socialLinks?: Record<string, string>
}

export function saveProfile(person: { db: Db }, input: ProfileInput) {
  return person.db.rpc("update_member_profile", {
    p_handle: input.handle ?? (null as unknown as string),
    p_visibility: input.visibility ?? "hidden",
    p_bio: input.bio ?? (null as unknown as string),
    p_city: input.city ?? (null as unknown as string),
    p_state: input.state ?? (null as unknown as string),
    p_offers: input.offers ?? [],
    p_needs: input.needs ?? [],
    p_offers_note: input.offersNote ?? (null as unknown as string),
    p_needs_note: input.needsNote ?? (null as unknown as string),
    p_social_links: input.socialLinks ?? {},
  })
}

export async function setProfile(person: { db: Db }, input: ProfileInput) {
  const { error } = await saveProfile(person, input)
  if (error) throw error
}

export function start(
  from: { db: Db },
  to: { id: string },
  body = "Olá! Vi seu perfil e queria conversar.",
  context?: { kind: "profile" | "business" | "product" | "group"; id?: string }
) {
  return from.db.rpc("start_conversation", {
    p_recipient: to.id,
    p_body: body,
    p_context_kind: context?.kind ?? (null as unknown as string),
    p_context_id: context?.id ?? (null as unknown as string),
  })
}

export async function started(from: { db: Db }, to: { id: string }, body?: string) {
  const { data, error } = await start(from, to, body)
  if (error) throw error
  return data
}

export function send(from: { db: Db }, conversationId: string, body: string, imagePath?: string) {
  return from.db.rpc("send_direct_message", {
    p_conversation: conversationId,
    p_body: body,
    p_image_path: imagePath ?? (null as unknown as string),
  })
}

/** The service-role client (bypasses RLS): moves time and reads what members cannot. */
export const serviceOf = (local: LocalSupabase) => clientOf(local, local.config.serviceRoleKey)

/** Makes the account `days` old, as the daily limit reads it (profiles.created_at). */
export async function ageAccount(local: LocalSupabase, person: Person, days: number) {
  const { error } = await serviceOf(local)
    .from("profiles")
    .update({ created_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .eq("id", person.id)
  if (error) throw error
}
