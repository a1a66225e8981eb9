import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { expect, type Page } from "@playwright/test"
import { E2E_SUPABASE_URL } from "../../../scripts/lib/e2e-hosts.mjs"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"

import type { Database } from "../../../lib/database.types"
import { ACCOUNTS, DEMO_PASSWORD } from "./accounts"

/** Values of `.env.example` (the local backend's public demo keys), overridden by the environment. */
function envExample(): Record<string, string> {
  const file = readFileSync(path.join(import.meta.dirname, "../../../.env.example"), "utf8")
  const values: Record<string, string> = {}
  for (const line of file.split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim())
    if (match?.[1] && match[2]) values[match[1]] = match[2]
  }
  return values
}

const example = envExample()
// The e2e server's backend, by the name the app's pages carry (scripts/lib/e2e-hosts.mjs).
export const SUPABASE_URL = E2E_SUPABASE_URL
const ANON_KEY = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || example.NEXT_PUBLIC_SUPABASE_ANON_KEY || ""
const SERVICE_ROLE_KEY = process.env.SUPABASE_SERVICE_ROLE_KEY || example.SUPABASE_SERVICE_ROLE_KEY || ""

// Node 20 has no global WebSocket, and supabase-js builds its Realtime client up front.
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
}

/** Bypasses RLS: sets up and checks state the UI cannot show (test only). */
export const serviceClient = (): SupabaseClient<Database> =>
  createClient<Database>(SUPABASE_URL, SERVICE_ROLE_KEY, noSession)

/** A visitor's client (the anon key, no session): what anyone may call through /rest/v1. */
export const anonClient = (): SupabaseClient<Database> => createClient<Database>(SUPABASE_URL, ANON_KEY, noSession)

export { DEMO_PASSWORD }
export const ADMIN_EMAIL = ACCOUNTS.admin

/** A supabase-js client signed in as a seeded account, acting under that user's rights. */
export async function signedInClient(email: string, password = DEMO_PASSWORD) {
  const client = createClient<Database>(SUPABASE_URL, ANON_KEY, noSession)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email}: ${error.message}`)
  return client
}

export interface Member {
  id: string
  email: string
  password: string
  fullName: string
}

/**
 * A fresh, confirmed member (the database gives her a profile and the welcome notification),
 * optionally an administrator: for tests that sign out, which ends every session of the account.
 */
export async function createMember(label: string, { admin = false } = {}): Promise<Member> {
  const suffix = randomUUID().slice(0, 8)
  const email = `n9-${label}-${suffix}@exemplo.test`.toLowerCase()
  const password = `senha-${randomUUID()}`
  const fullName = `Teste ${label} ${suffix}`
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  })
  if (error || !data.user) throw new Error(`createUser: ${error?.message ?? "no user"}`)
  if (admin) {
    const { error: rightsError } = await serviceClient()
      .from("profiles")
      .update({ is_admin: true })
      .eq("id", data.user.id)
    if (rightsError) throw new Error(`make admin: ${rightsError.message}`)
  }
  return { id: data.user.id, email, password, fullName }
}

/** Signs in through the real /auth form and waits for the dashboard. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Senha", { exact: true }).fill(password)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
}

type NotificationInsert = Database["public"]["Tables"]["notifications"]["Insert"]

/** Inserts notifications as the service role (standing in for the database's producers). */
export async function insertNotifications(userId: string, rows: Omit<NotificationInsert, "user_id">[]) {
  const { data, error } = await serviceClient()
    .from("notifications")
    .insert(rows.map((row) => ({ ...row, user_id: userId })))
    .select("id, title")
  if (error) throw new Error(`insert notifications: ${error.message}`)
  return data
}

export async function notificationsOf(userId: string) {
  const { data, error } = await serviceClient()
    .from("notifications")
    .select("id, type, title, read")
    .eq("user_id", userId)
    .order("created_at", { ascending: false })
  if (error) throw new Error(`read notifications: ${error.message}`)
  return data
}

/** The header bell: its accessible name carries the unread count ("Notificações, 2 não lidas"). */
export const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notificações,/ })

/** Resolves once the bell's live channel has joined (it loads after the page is interactive). */
export async function waitForLiveBell(page: Page) {
  await expect(page.locator('[data-live-status="live"]')).toHaveCount(1, { timeout: 20_000 })
}

export const notificationPanel = (page: Page) => page.getByRole("dialog", { name: "Notificações" })
