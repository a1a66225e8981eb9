// A newcomer's end-to-end check of the local backend through the official client only:
// sign up, confirm through the outbox link, sign in, read and write under RLS, and receive a
// realtime event. `npm run supabase:local` in one terminal, `npm run smoke:local-backend` in another.
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, loadConfig } from "../supabase/local/config.ts"

export interface SmokeResult {
  steps: string[]
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
} as const

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke check failed: ${message}`)
}

/** Runs the whole journey against `url`; throws on the first broken step. */
export async function runSmoke(url: string, log: (line: string) => void = () => {}): Promise<SmokeResult> {
  const steps: string[] = []
  const step = (line: string) => {
    steps.push(line)
    log(`✓ ${line}`)
  }
  const member: SupabaseClient = createClient(url, LOCAL_ANON_KEY, clientOptions)
  const service: SupabaseClient = createClient(url, LOCAL_SERVICE_ROLE_KEY, clientOptions)
  const email = `smoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const password = "senha-de-teste-123"

  const signUp = await member.auth.signUp({ email, password, options: { data: { full_name: "Teste Fumaça" } } })
  check(!signUp.error, `sign-up: ${signUp.error?.message}`)
  check(signUp.data.session === null, "sign-up should wait for e-mail confirmation")
  step("signed up; confirmation required")

  const latest = await fetch(`${url}/_outbox/latest?email=${encodeURIComponent(email)}`)
  check(latest.ok, `outbox answered ${latest.status}`)
  const mail = (await latest.json()) as { link?: string }
  check(typeof mail.link === "string", "outbox message has a link")
  // The link goes to the app's /auth/confirm (supabase/templates/), which hands its token hash to
  // verifyOtp; no app runs here, so do what that route does.
  const link = new URL(mail.link)
  const tokenHash = link.searchParams.get("token_hash")
  const type = link.searchParams.get("type")
  check(link.pathname === "/auth/confirm" && tokenHash && type === "email", `unexpected link ${mail.link}`)
  const verified = await createClient(url, LOCAL_ANON_KEY, clientOptions).auth.verifyOtp({
    token_hash: tokenHash,
    type,
  })
  check(!verified.error && verified.data.session, `verifyOtp: ${verified.error?.message}`)
  step("confirmed through the outbox link's token hash")

  const signIn = await member.auth.signInWithPassword({ email, password })
  check(!signIn.error && signIn.data.session, `sign-in: ${signIn.error?.message}`)
  const userId = signIn.data.user!.id
  step("signed in")

  const own = await member.from("profiles").select("id, full_name").eq("id", userId).single()
  check(!own.error && own.data.full_name === "Teste Fumaça", `read own profile: ${own.error?.message}`)
  const others = await member.from("profiles").select("id").neq("id", userId)
  check(!others.error && others.data.length === 0, "RLS hides other profiles")
  step("read own profile; RLS hides everyone else's")

  const update = await member
    .from("profiles")
    .update({ full_name: "Teste Atualizado" })
    .eq("id", userId)
    .select("full_name")
    .single()
  check(!update.error && update.data.full_name === "Teste Atualizado", `update own profile: ${update.error?.message}`)
  const escalate = await member.from("profiles").update({ is_admin: true }).eq("id", userId)
  const after = await service.from("profiles").select("is_admin").eq("id", userId).single()
  check(escalate.error || after.data?.is_admin === false, "a member cannot make herself admin")
  step("wrote own profile under RLS; escalation refused")

  member.realtime.setAuth(signIn.data.session!.access_token)
  const received = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no realtime event within 10 s")), 10_000)
    const channel = member
      .channel(`smoke-${userId}`)
      .on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "notifications", filter: `user_id=eq.${userId}` },
        (payload) => {
          clearTimeout(timer)
          resolve(payload.new as Record<string, unknown>)
        }
      )
      .subscribe(async (status) => {
        if (status !== "SUBSCRIBED") return
        const insert = await service
          .from("notifications")
          .insert({ user_id: userId, type: "new_message", title: "Olá", message: "Mensagem de teste" })
        if (insert.error) reject(new Error(`insert notification: ${insert.error.message}`))
      })
    void channel
  })
  const event = await received
  check(event.title === "Olá", "realtime event carries the new row")
  step("received the realtime event for her notification")

  await member.removeAllChannels()
  await member.auth.signOut()
  await service.auth.admin.deleteUser(userId)
  return { steps }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The address the local backend itself announces (LOCAL_SUPABASE_PORT and friends), not the app's
  // setting: these demo keys open nothing else.
  const url = loadConfig(process.env).apiExternalUrl
  runSmoke(url, console.log)
    .then(() => {
      console.log("local backend smoke test passed")
      process.exit(0)
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
