import { describe, expect, it } from "vitest"
import { CookieJar, ssrClient } from "../fixtures/local-auth/harness"
import { authSchema, latestMail, uniqueEmail, contractBackend } from "./backend"

// Contract of the /auth/v1 calls the app makes (tests/contract/README.md) through supabase-js and
// @supabase/ssr, on the auth fixture schema with hosted GoTrue's defaults (confirmations on).
// Expectations cite github.com/supabase/auth (internal/api/…) and auth-js
// (supabase-js packages/core/auth-js/src/GoTrueClient.ts, GoTrueAdminApi.ts).
const backend = contractBackend(authSchema())
const PASSWORD = "senha-segura-1"
const DEMO = { email: "demo@convergencia.test", password: "demo-convergencia" }

/** A confirmed user made by the admin API, and a client signed in as her. */
async function confirmedMember(label: string) {
  const email = uniqueEmail(label)
  const created = await backend.service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  expect(created.error).toBeNull()
  return { id: created.data.user!.id, email, client: await backend.member(email, PASSWORD) }
}

describe("signUp, resend and the confirmation link", () => {
  // signup.go Signup: with confirmations on, 200 with the user (one identity) and no session;
  // the signup mail carries a token hash (mail.go sendConfirmation).
  it("signUp answers the user without a session and mails a token-hash link", async () => {
    const email = uniqueEmail("signup")
    const { data, error } = await backend.anon().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Nova" }, emailRedirectTo: "http://localhost:3000/dashboard" },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.email_confirmed_at ?? null).toBeNull()
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.user_metadata).toMatchObject({ full_name: "Nova" })
    const mail = await latestMail(backend.local, email)
    expect(mail?.kind).toBe("signup")
    expect(mail?.token_hash).toBeTruthy()

    // verify.go verifyPost (type signup|email → signupVerify): confirms and answers a session.
    const verified = await backend.anon().auth.verifyOtp({ token_hash: mail!.token_hash!, type: "email" })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
  })

  // signup.go: an address already registered (confirmations on) answers 200 with sanitizeUser's
  // obfuscated user, whose identities are [], and no session: no enumeration, nothing mailed.
  it("signUp of a registered address answers an obfuscated user with no identities", async () => {
    const { data, error } = await backend.anon().auth.signUp({ email: DEMO.email, password: PASSWORD })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
  })

  // signin before confirming: token.go ResourceOwnerPasswordGrant → 400 email_not_confirmed.
  // resend.go: 200 {} for an unknown address and for a confirmed one (nothing sent); a new
  // confirmation mail for a pending one, past the 60 s per-address limit (validateSentWithinFrequencyLimit).
  it("resend({ type: 'signup' }) mails a pending address again, and answers {} to anyone else", async () => {
    const email = uniqueEmail("resend")
    expect((await backend.anon().auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    const early = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" })
    const first = await latestMail(backend.local, email)

    const tooSoon = await backend.anon().auth.resend({ type: "signup", email })
    expect(tooSoon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" })
    await backend.local.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1",
      [email]
    )
    const resent = await backend.anon().auth.resend({ type: "signup", email })
    expect(resent.error).toBeNull()
    const second = await latestMail(backend.local, email)
    expect(second?.token_hash).toBeTruthy()
    expect(second?.token_hash).not.toBe(first?.token_hash)

    for (const other of [uniqueEmail("nobody"), DEMO.email]) {
      const answer = await backend.anon().auth.resend({ type: "signup", email: other })
      expect(answer.error).toBeNull()
    }
    expect(await latestMail(backend.local, DEMO.email, "signup")).toBeNull()
  })
})

describe("signInWithPassword", () => {
  // token.go ResourceOwnerPasswordGrant: a wrong password and an unknown address both answer
  // 400 invalid_credentials "Invalid login credentials" (InvalidLoginMessage).
  it("answers a session, or 400 invalid_credentials alike for a wrong password and an unknown address", async () => {
    const ok = await backend.anon().auth.signInWithPassword(DEMO)
    expect(ok.error).toBeNull()
    expect(ok.data.session?.access_token).toBeTruthy()
    expect(ok.data.session?.refresh_token).toBeTruthy()
    expect(ok.data.user?.email).toBe(DEMO.email)
    for (const attempt of [
      { email: DEMO.email, password: "errada-123" },
      { email: uniqueEmail("ninguem"), password: "errada-123" },
    ]) {
      const { data, error } = await backend.anon().auth.signInWithPassword(attempt)
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" })
    }
  })
})

describe("recovery", () => {
  // recover.go Recover: 200 {} whether the address exists or not; verify.go recoverVerify with the
  // token hash signs her in; user.go UserUpdate changes the password, and the same password again
  // is 422 same_password "New password should be different from the old password.".
  it("resetPasswordForEmail → verifyOtp({ token_hash, type: 'recovery' }) → updateUser({ password })", async () => {
    const { email } = await confirmedMember("recover")
    const unknown = await backend.anon().auth.resetPasswordForEmail(uniqueEmail("ninguem"), {
      redirectTo: "http://localhost:3000/auth/reset-password",
    })
    expect(unknown).toEqual({ data: {}, error: null })
    const asked = await backend.anon().auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/auth/reset-password",
    })
    expect(asked).toEqual({ data: {}, error: null })
    const mail = await latestMail(backend.local, email)
    expect(mail?.kind).toBe("recovery")

    const client = backend.anon()
    const verified = await client.auth.verifyOtp({ token_hash: mail!.token_hash!, type: "recovery" })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
    const same = await client.auth.updateUser({ password: PASSWORD })
    expect(same.error).toMatchObject({ status: 422, code: "same_password" })
    const changed = await client.auth.updateUser({ password: "outra-senha-2" })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.email).toBe(email)
    expect((await backend.anon().auth.signInWithPassword({ email, password: "outra-senha-2" })).error).toBeNull()
  })
})

describe("exchangeCodeForSession (PKCE, @supabase/ssr)", () => {
  // verify.go verifyGet with a pkce_ token: redirects to redirect_to?code=<auth code>;
  // token.go PKCE grant (/token?grant_type=pkce) swaps it with the cookie's code verifier for a
  // session, once: a second exchange is 404 flow_state_not_found.
  it("swaps the code from a PKCE link for a session in the cookies, once", async () => {
    const email = uniqueEmail("pkce")
    const jar = new CookieJar()
    const signUp = await ssrClient(backend.local, jar).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: "http://localhost:3000/auth/confirm?next=/dashboard" },
    })
    expect(signUp.error).toBeNull()
    const mail = (await fetch(`${backend.url}/_outbox/latest?email=${encodeURIComponent(email)}`).then((r) =>
      r.json()
    )) as { confirmation_url: string }
    const response = await fetch(mail.confirmation_url, { redirect: "manual" })
    expect(response.status).toBe(303)
    const code = new URL(response.headers.get("location")!).searchParams.get("code")!
    expect(code).toBeTruthy()
    const exchanged = await ssrClient(backend.local, jar).auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.session?.user.email).toBe(email)
    expect([...jar.cookies.keys()].some((name) => name.endsWith("-auth-token"))).toBe(true)
    const again = await ssrClient(backend.local, new CookieJar()).auth.exchangeCodeForSession(code)
    expect(again.error).not.toBeNull()
  })
})

describe("getUser, getClaims, getSession", () => {
  // user.go UserGet (GET /user) answers the token's user; auth.go requireAuthentication refuses a
  // bad token with 403 bad_jwt. getClaims: an HS256 project's JWKS is empty, so auth-js verifies
  // through GET /user and answers the token's claims.
  it("answer the signed-in user and her claims, and refuse a forged token", async () => {
    const { id, client } = await confirmedMember("claims")
    const user = await client.auth.getUser()
    expect(user.error).toBeNull()
    expect(user.data.user?.id).toBe(id)
    const claims = await client.auth.getClaims()
    expect(claims.error).toBeNull()
    expect(claims.data?.claims).toMatchObject({ sub: id, role: "authenticated", aud: "authenticated" })
    expect(claims.data?.claims.session_id).toBeTruthy()
    const session = await client.auth.getSession()
    expect(session.data.session?.user.id).toBe(id)

    const forged = await backend.anon().auth.getUser("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl")
    expect(forged.data.user).toBeNull()
    expect(forged.error).toMatchObject({ status: 403, code: "bad_jwt" })
  })
})

describe("signOut scopes", () => {
  // logout.go Logout: 204; scope=local ends only this session (models.LogoutSession), scope=global
  // every session of the user (models.Logout). A token whose session is gone is refused by
  // auth.go maybeLoadUserOrSession: 403 session_not_found; its refresh token is gone too.
  it("local ends this session only, global ends every session", async () => {
    const { email, client: first } = await confirmedMember("signout")
    const second = await backend.member(email, PASSWORD)
    const third = await backend.member(email, PASSWORD)
    const thirdSession = (await third.auth.getSession()).data.session!

    expect((await first.auth.signOut({ scope: "local" })).error).toBeNull()
    expect((await first.auth.getSession()).data.session).toBeNull()
    expect((await second.auth.getUser()).error).toBeNull()

    expect((await second.auth.signOut({ scope: "global" })).error).toBeNull()
    // auth-js lib/fetch.ts handleError turns session_not_found into AuthSessionMissingError.
    const stale = await backend.anon().auth.getUser(thirdSession.access_token)
    expect(stale.error?.name).toBe("AuthSessionMissingError")
    // internal/api/errors.go handleResponseErrorHTTP: the body follows X-Supabase-Api-Version.
    const wire = async (version?: string) => {
      const response = await fetch(`${backend.url}/auth/v1/user`, {
        headers: {
          apikey: backend.local.config.anonKey,
          Authorization: `Bearer ${thirdSession.access_token}`,
          ...(version ? { "X-Supabase-Api-Version": version } : {}),
        },
      })
      return {
        status: response.status,
        version: response.headers.get("x-supabase-api-version"),
        body: await response.json(),
      }
    }
    expect(await wire()).toEqual({
      status: 403,
      version: null,
      body: { code: 403, error_code: "session_not_found", msg: "Session from session_id claim in JWT does not exist" },
    })
    expect(await wire("2024-01-01")).toEqual({
      status: 403,
      version: "2024-01-01",
      body: { code: "session_not_found", message: "Session from session_id claim in JWT does not exist" },
    })
    const refreshed = await backend.anon().auth.refreshSession({ refresh_token: thirdSession.refresh_token })
    expect(refreshed.data.session).toBeNull()
    expect(refreshed.error?.status).toBe(400)
    expect(["refresh_token_not_found", "session_not_found"]).toContain(refreshed.error?.code)
  })
})

describe("auth.admin.deleteUser", () => {
  // admin.go adminUserDelete: service role only (requireAdmin → 403 not_admin), 200; an unknown id
  // is loadUser's 404 user_not_found.
  it("deletes for the service role only, and answers 404 for an unknown id", async () => {
    const { id, email } = await confirmedMember("delete")
    const refused = await backend.anon().auth.admin.deleteUser(id)
    expect(refused.error).toMatchObject({ status: 403, code: "not_admin" })
    const deleted = await backend.service().auth.admin.deleteUser(id)
    expect(deleted.error).toBeNull()
    expect((await backend.service().auth.admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    })
    expect((await backend.anon().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials"
    )
    const again = await backend.service().auth.admin.deleteUser(id)
    expect(again.error).toMatchObject({ status: 404, code: "user_not_found" })
  })
})
