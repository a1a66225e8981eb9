import { describe, expect, it } from "vitest"
import {
  anonClient,
  clickLink,
  CookieJar,
  latestMail,
  rawAuth,
  ssrClient,
  startAuthServer,
  uniqueEmail,
} from "../fixtures/local-auth/harness.ts"
import { backendPerFile } from "../helpers/backend.ts"

const backend = backendPerFile(() => startAuthServer())

const VERIFIER = "sb-127-auth-token-code-verifier"
const hasSessionCookie = (jar: CookieJar) =>
  [...jar.cookies.keys()].some((name) => /^sb-127-auth-token(\.0)?$/.test(name))

/** Signs up through @supabase/ssr (always PKCE) and returns the jar and the link's landing URL. */
async function pkceSignUp(email: string) {
  const jar = new CookieJar()
  const { data, error } = await ssrClient(backend.local, jar).auth.signUp({
    email,
    password: "secret-123",
    options: { emailRedirectTo: "http://localhost:3000/auth/callback?next=/painel" },
  })
  expect(error).toBeNull()
  expect(data.session).toBeNull()
  expect(jar.cookies.has(VERIFIER)).toBe(true)
  const mail = (await latestMail(backend.local, email))!
  expect(mail.token_hash).toMatch(/^pkce_[0-9a-f]{56}$/)
  expect(mail.confirmation_url).toContain(encodeURIComponent("http://localhost:3000/auth/callback?next=/painel"))
  return { jar, mail }
}

describe("PKCE with @supabase/ssr cookie storage", () => {
  it("confirms through the link's code and exchanges it for a cookie session", async () => {
    const email = uniqueEmail("pkce")
    const { jar, mail } = await pkceSignUp(email)
    const landing = await clickLink(mail.confirmation_url!)
    expect(landing.pathname).toBe("/auth/callback")
    expect(landing.hash).toBe("")
    expect([...landing.searchParams.keys()]).toEqual(["code", "next"])
    expect(landing.searchParams.get("next")).toBe("/painel")
    const code = landing.searchParams.get("code")!

    // The callback route handler: a fresh server client on the same request cookies.
    const { data, error } = await ssrClient(backend.local, jar).auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(hasSessionCookie(jar)).toBe(true)

    const next = await ssrClient(backend.local, jar).auth.getUser()
    expect(next.error).toBeNull()
    expect(next.data.user?.email).toBe(email)

    const again = await rawAuth(backend.local, "/token?grant_type=pkce", {
      method: "POST",
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(64) }),
    })
    expect(again.status).toBe(404)
    expect(((await again.json()) as { code: string }).code).toBe("flow_state_not_found")
  })

  it("rejects a wrong verifier and an expired flow", async () => {
    const email = uniqueEmail("pkce-bad")
    const { jar, mail } = await pkceSignUp(email)
    const code = (await clickLink(mail.confirmation_url!)).searchParams.get("code")!
    const wrong = await rawAuth(backend.local, "/token?grant_type=pkce", {
      method: "POST",
      body: JSON.stringify({ auth_code: code, code_verifier: "y".repeat(64) }),
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { code: string }).code).toBe("bad_code_verifier")

    await backend.local.db.query(
      "update auth.flow_state set auth_code_issued_at = now() - interval '10 minutes' where auth_code = $1",
      [code]
    )
    const { error } = await ssrClient(backend.local, jar).auth.exchangeCodeForSession(code)
    expect(error?.code).toBe("flow_state_expired")
    expect(error?.status).toBe(422)
  })

  it("recovers a password through a PKCE recovery link", async () => {
    const email = uniqueEmail("pkce-recover")
    const { jar: signupJar, mail: confirm } = await pkceSignUp(email)
    await ssrClient(backend.local, signupJar).auth.exchangeCodeForSession(
      (await clickLink(confirm.confirmation_url!)).searchParams.get("code")!
    )

    const jar = new CookieJar()
    const sent = await ssrClient(backend.local, jar).auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/callback?next=/conta/nova-senha",
    })
    expect(sent.error).toBeNull()
    const mail = (await latestMail(backend.local, email))!
    expect(mail.kind).toBe("recovery")
    const landing = await clickLink(mail.confirmation_url!)
    expect(landing.searchParams.get("next")).toBe("/conta/nova-senha")
    const exchanged = await ssrClient(backend.local, jar).auth.exchangeCodeForSession(landing.searchParams.get("code")!)
    expect(exchanged.error).toBeNull()
    const amrOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { amr: { method: string }[] }).amr
    expect(amrOf(exchanged.data.session!.access_token)).toEqual([expect.objectContaining({ method: "recovery" })])
    // A refreshed token still says how the session began (the reset page relies on it).
    const refreshed = await ssrClient(backend.local, jar).auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(amrOf(refreshed.data.session!.access_token)).toEqual([expect.objectContaining({ method: "recovery" })])

    const updated = await ssrClient(backend.local, jar).auth.updateUser({ password: "brand-new-pass" })
    expect(updated.error).toBeNull()
    const signIn = await anonClient(backend.local).auth.signInWithPassword({ email, password: "brand-new-pass" })
    expect(signIn.error).toBeNull()
  })

  it("verifies a PKCE token hash directly (the SSR confirm route template)", async () => {
    const email = uniqueEmail("pkce-hash")
    const { mail } = await pkceSignUp(email)
    const jar = new CookieJar()
    const { data, error } = await ssrClient(backend.local, jar).auth.verifyOtp({
      token_hash: mail.token_hash!,
      type: "email",
    })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(hasSessionCookie(jar)).toBe(true)
  })

  it("signs in with a password into cookies, refreshes and signs out", async () => {
    const email = uniqueEmail("pkce-cookie")
    const { jar: signupJar, mail } = await pkceSignUp(email)
    await ssrClient(backend.local, signupJar).auth.exchangeCodeForSession(
      (await clickLink(mail.confirmation_url!)).searchParams.get("code")!
    )

    const jar = new CookieJar()
    expect(
      (await ssrClient(backend.local, jar).auth.signInWithPassword({ email, password: "secret-123" })).error
    ).toBeNull()
    expect(hasSessionCookie(jar)).toBe(true)
    const refreshed = await ssrClient(backend.local, jar).auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const token = refreshed.data.session!.access_token
    expect((await ssrClient(backend.local, jar).auth.signOut()).error).toBeNull()
    expect(hasSessionCookie(jar)).toBe(false)
    expect((await anonClient(backend.local).auth.getUser(token)).error).not.toBeNull()
  })
})
