/**
 * Issue #30: e-mail links work on any device, and asking again within the minute says how long to
 * wait. The app asks for e-mails through @supabase/ssr's server client (PKCE: the code verifier
 * stays in the asking browser's cookies); the e-mails (supabase/templates/) link to the app's
 * /auth/confirm with the token hash, which that route hands to verifyOtp. Here the second device is
 * a fresh cookie jar that never saw the verifier, as the confirm route builds it on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../supabase/local/server.ts"
import { AUTH_MESSAGES } from "@/lib/messages"
import { authEmailAnswer, createAuthEmailLimiter, requestAuthEmail } from "@/lib/rate-limit/auth-email"
import type { RateLimitStore } from "@/lib/rate-limit/store"
import {
  anonClient,
  CookieJar,
  latestMail,
  rawAuth,
  serviceClient,
  ssrClient,
  startAuthServer,
  uniqueEmail,
} from "@/supabase/local/tests/fixtures/local-auth/harness.ts"
import { startRateLimitStore } from "../helpers/rate-limit-store.ts"

let local: LocalSupabase
// The app's limits count in its database (issue #34); here a second backend with the product's
// schema holds them, since this one runs the auth fixture's.
let limits: Awaited<ReturnType<typeof startRateLimitStore>>
let store: RateLimitStore

beforeAll(async () => {
  ;[local, limits] = await Promise.all([startAuthServer(), startRateLimitStore()])
  store = limits.store
})

afterAll(async () => {
  await Promise.all([local?.close(), limits?.local.close()])
})

const PASSWORD = "senha-segura-1"
const VERIFIER = "sb-127-auth-token-code-verifier"
const hasSession = (jar: CookieJar) => [...jar.cookies.keys()].some((name) => /^sb-127-auth-token(\.0)?$/.test(name))
// What components/auth/confirm-url.ts hands the auth server.
const confirmUrl = (next: string) => `http://localhost:3000/auth/confirm?next=${encodeURIComponent(next)}`

/** The e-mail's link, checked to be the app's /auth/confirm with a PKCE token hash. */
async function appLink(email: string, kind: string) {
  const mail = await latestMail(local, email)
  expect(mail?.kind).toBe(kind)
  const link = new URL(mail!.link)
  expect(link.origin + link.pathname).toBe("http://localhost:3000/auth/confirm")
  const tokenHash = link.searchParams.get("token_hash")!
  // GoTrue prefixes the stored hash for PKCE flows, and the template's {{ .TokenHash }} carries it.
  expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/)
  expect(tokenHash).toBe(mail!.token_hash)
  return { tokenHash, type: link.searchParams.get("type")!, next: link.searchParams.get("next") }
}

async function confirmedMember(label: string) {
  const email = uniqueEmail(label)
  const { error } = await serviceClient(local).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  expect(error).toBeNull()
  return email
}

describe("e-mail links opened on another device", () => {
  it("a sign-up asked for in one browser is confirmed from a fresh one, which is signed in", async () => {
    const email = uniqueEmail("outro-aparelho")
    const desktop = new CookieJar()
    const signUp = await ssrClient(local, desktop).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: confirmUrl("/dashboard") },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(desktop.cookies.has(VERIFIER)).toBe(true)

    const link = await appLink(email, "signup")
    expect(link).toMatchObject({ type: "email", next: "/dashboard" })

    const phone = new CookieJar()
    const { data, error } = await ssrClient(local, phone).auth.verifyOtp({ token_hash: link.tokenHash, type: "email" })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(hasSession(phone)).toBe(true)
    expect(phone.cookies.has(VERIFIER)).toBe(false)
    expect((await ssrClient(local, phone).auth.getUser()).data.user?.email).toBe(email)

    // Single use: the same link again (a second tap, a forwarded e-mail) is refused.
    const again = await ssrClient(local, new CookieJar()).auth.verifyOtp({ token_hash: link.tokenHash, type: "email" })
    expect(again.error?.code).toBe("otp_expired")
  })

  it("a recovery asked for in one browser lets a fresh one set the new password", async () => {
    const email = await confirmedMember("recupera-celular")
    const desktop = new CookieJar()
    const sent = await ssrClient(local, desktop).auth.resetPasswordForEmail(email, {
      redirectTo: confirmUrl("/auth/reset-password"),
    })
    expect(sent.error).toBeNull()
    expect(desktop.cookies.has(VERIFIER)).toBe(true)

    const link = await appLink(email, "recovery")
    expect(link).toMatchObject({ type: "recovery", next: "/auth/reset-password" })

    const phone = new CookieJar()
    const { data, error } = await ssrClient(local, phone).auth.verifyOtp({
      token_hash: link.tokenHash,
      type: "recovery",
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    // lib/auth.ts's hasRecoverySession opens the reset form for a session begun by an e-mail link.
    const amr = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString("utf8")) as {
      amr: { method: string }[]
    }
    expect(["recovery", "otp", "magiclink"]).toContain(amr.amr[0]?.method)

    const updated = await ssrClient(local, phone).auth.updateUser({ password: "nova-senha-123" })
    expect(updated.error).toBeNull()
    expect((await anonClient(local).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials"
    )
    expect((await anonClient(local).auth.signInWithPassword({ email, password: "nova-senha-123" })).error).toBeNull()
  })

  it("an e-mail change asked for on the laptop is confirmed from a phone that never signed in", async () => {
    const email = await confirmedMember("troca-antes")
    const next = uniqueEmail("troca-depois")
    const laptop = new CookieJar()
    expect((await ssrClient(local, laptop).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    const asked = await ssrClient(local, laptop).auth.updateUser(
      { email: next },
      { emailRedirectTo: confirmUrl("/dashboard/perfil") }
    )
    expect(asked.error).toBeNull()
    expect(laptop.cookies.has(VERIFIER)).toBe(true)

    const link = await appLink(next, "email_change")
    expect(link).toMatchObject({ type: "email_change", next: "/dashboard/perfil" })
    const mail = await latestMail(local, next)
    expect(mail?.html).toContain(email)
    expect(mail?.html).toContain(next)

    // Secure e-mail change: the current address gets its own link, and both must be opened.
    const toCurrent = await appLink(email, "email_change")
    const phone = new CookieJar()
    const first = await ssrClient(local, phone).auth.verifyOtp({
      token_hash: toCurrent.tokenHash,
      type: "email_change",
    })
    expect(first.error).toBeNull()
    expect(first.data.session).toBeNull()
    const { error } = await ssrClient(local, phone).auth.verifyOtp({
      token_hash: link.tokenHash,
      type: "email_change",
    })
    expect(error).toBeNull()
    expect((await anonClient(local).auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull()
    expect((await anonClient(local).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials"
    )
  })

  it("a banned account's link opens no session", async () => {
    const email = await confirmedMember("banida")
    await anonClient(local).auth.resetPasswordForEmail(email, { redirectTo: confirmUrl("/auth/reset-password") })
    const tokenHash = new URL((await latestMail(local, email))!.link).searchParams.get("token_hash")!
    const service = serviceClient(local)
    const { data } = await service.auth.admin.listUsers({ perPage: 1000 })
    const id = data.users.find((user) => user.email === email)!.id
    expect((await service.auth.admin.updateUserById(id, { ban_duration: "24h" })).error).toBeNull()
    const { data: verified, error } = await anonClient(local).auth.verifyOtp({
      token_hash: tokenHash,
      type: "recovery",
    })
    expect(verified.session).toBeNull()
    expect(error?.code).toBe("user_banned")
  })
})

describe("asking for another e-mail within the minute (issue #30, defect 4)", () => {
  it("the auth server alone answers an unknown address 200 every time, and refuses a known one with the seconds", async () => {
    const known = await confirmedMember("de-novo")
    const unknown = uniqueEmail("sem-conta")
    const ask = (email: string) =>
      rawAuth(local, "/recover", { method: "POST", body: JSON.stringify({ email }) }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { code?: string; message?: string },
      }))
    expect((await ask(known)).status).toBe(200)
    expect((await ask(unknown)).status).toBe(200)
    const second = await ask(known)
    expect(second.status).toBe(429)
    expect(second.body.code).toBe("over_email_send_rate_limit")
    expect(second.body.message).toMatch(/you can only request this after (59|60) seconds\./)
    // This 200 is what used to read "Email de recuperação enviado!" while nothing was sent.
    expect((await ask(unknown)).status).toBe(200)
    expect(await latestMail(local, unknown)).toBeNull()
  })

  it("the app answers both addresses alike, with the seconds, and sends no second e-mail", async () => {
    const known = await confirmedMember("lembrada")
    const unknown = uniqueEmail("nunca-cadastrada")
    const limiter = createAuthEmailLimiter(store, 60)
    const desktop = new CookieJar()
    const recover = (email: string) =>
      requestAuthEmail(limiter, "recovery", email, () =>
        ssrClient(local, desktop).auth.resetPasswordForEmail(email, { redirectTo: confirmUrl("/auth/reset-password") })
      )
    const answer = async (email: string) =>
      authEmailAnswer(await recover(email), "recovery", AUTH_MESSAGES.recoverySent, { email })

    expect(await answer(known)).toEqual({ status: "success", message: AUTH_MESSAGES.recoverySent })
    expect(await answer(unknown)).toEqual({ status: "success", message: AUTH_MESSAGES.recoverySent })
    const sent = (await latestMail(local, known))!.id

    // The seconds come from the database's clock: 60, or a little less on a slow machine.
    const wait = expect.stringMatching(
      /^Já enviamos um e-mail há pouco\. Você pode pedir outro em (5\d|60) segundos\.$/
    )
    expect(await answer(known)).toEqual({
      status: "success",
      code: "email_wait",
      message: wait,
      values: { email: known },
    })
    expect(await answer(unknown)).toEqual({
      status: "success",
      code: "email_wait",
      message: wait,
      values: { email: unknown },
    })
    expect((await latestMail(local, known))!.id).toBe(sent)
    expect(await latestMail(local, unknown)).toBeNull()

    // A limiter with nothing counted (the app's count lost, say): the auth server's 429 still gives the seconds.
    const forgetful = createAuthEmailLimiter(limits.emptyStore(), 60)
    const fromServer = await requestAuthEmail(forgetful, "recovery", known, () =>
      anonClient(local).auth.resetPasswordForEmail(known)
    )
    expect(fromServer.status).toBe("wait")
    expect(fromServer.status === "wait" && fromServer.seconds).toBeGreaterThan(50)
  })

  it("a resend right after the sign-up waits too; a confirmed or unknown address gets the same answer", async () => {
    const pending = uniqueEmail("reenvio")
    expect((await anonClient(local).auth.signUp({ email: pending, password: PASSWORD })).error).toBeNull()
    const first = (await latestMail(local, pending))!.id
    const limiter = createAuthEmailLimiter(store, 60)
    const resend = (email: string) =>
      requestAuthEmail(limiter, "signup", email, () =>
        ssrClient(local, new CookieJar()).auth.resend({
          type: "signup",
          email,
          options: { emailRedirectTo: confirmUrl("/dashboard") },
        })
      )
    // The auth server's minute since the sign-up: the seconds come from its 429.
    const waiting = await resend(pending)
    expect(waiting.status).toBe("wait")
    expect((await latestMail(local, pending))!.id).toBe(first)

    const confirmed = await confirmedMember("ja-confirmada")
    expect(await resend(confirmed)).toEqual({ status: "sent" })
    expect(await resend(uniqueEmail("ninguem"))).toEqual({ status: "sent" })
    expect(await latestMail(local, confirmed)).toBeNull()
  })
})
