import { AuthSessionMissingError, AuthWeakPasswordError } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../server.ts"
import {
  anonClient,
  clickLink,
  DEMO,
  fragment,
  latestMail,
  rawAuth,
  serviceClient,
  startAuthServer,
  uniqueEmail,
} from "../fixtures/local-auth/harness.ts"

let local: LocalSupabase
let autoconfirm: LocalSupabase

beforeAll(async () => {
  ;[local, autoconfirm] = await Promise.all([
    // One trusted proxy hop, so the input sweep can spread itself over X-Forwarded-For addresses.
    startAuthServer({ refreshTokenReuseIntervalSeconds: 1 }, { trustedProxyHops: 1 }),
    startAuthServer({ autoconfirm: true }),
  ])
})

afterAll(async () => {
  await Promise.all([local?.close(), autoconfirm?.close()])
})

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>

async function signUpUnconfirmed(email: string, password = "secret-123", redirect = "http://localhost:3000/welcome") {
  const { data, error } = await anonClient(local).auth.signUp({
    email,
    password,
    options: { data: { full_name: "Ana Souza" }, emailRedirectTo: redirect },
  })
  expect(error).toBeNull()
  return data
}

async function signUpConfirmed(email: string, password = "secret-123") {
  await signUpUnconfirmed(email, password)
  const mail = await latestMail(local, email)
  await clickLink(mail!.confirmation_url!)
}

describe("sign-up with e-mail confirmation (default)", () => {
  it("returns the user without a session and mails a link that signs the user in", async () => {
    const email = uniqueEmail("Ana")
    const data = await signUpUnconfirmed(email.toUpperCase())
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const mail = await latestMail(local, email)
    expect(mail?.kind).toBe("signup")
    // The project's template (supabase/templates/confirmation.html) links to the app with the token hash.
    expect(mail?.link).toBe(
      `http://localhost:3000/auth/confirm?token_hash=${mail?.token_hash}&type=email&next=/dashboard`
    )
    expect(mail?.html).toContain("Confirmar meu email")
    expect(mail?.confirmation_url).toContain(`${local.url}/auth/v1/verify?token=`)
    expect(mail?.confirmation_url).toContain("type=signup&redirect_to=http://localhost:3000/welcome")

    const location = await clickLink(mail!.confirmation_url!)
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/welcome")
    const params = fragment(location)
    expect(params.get("type")).toBe("signup")
    expect(params.get("token_type")).toBe("bearer")
    expect(params.get("expires_in")).toBe("3600")

    const client = anonClient(local)
    const set = await client.auth.setSession({
      access_token: params.get("access_token")!,
      refresh_token: params.get("refresh_token")!,
    })
    expect(set.error).toBeNull()
    const { data: userData, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(userData.user?.email_confirmed_at).toBeTruthy()
    expect(userData.user?.user_metadata).toMatchObject({ full_name: "Ana Souza", email_verified: true })

    // The app's trigger on auth.users ran for a user created through the API.
    const profile = await local.db.query<{ full_name: string }>("select full_name from public.profiles where id = $1", [
      userData.user!.id,
    ])
    expect(profile.rows[0]?.full_name).toBe("Ana Souza")
  })

  it("refuses password sign-in before confirmation", async () => {
    const email = uniqueEmail("pending")
    await signUpUnconfirmed(email)
    const { data, error } = await anonClient(local).auth.signInWithPassword({ email, password: "secret-123" })
    expect(data.session).toBeNull()
    expect(error?.code).toBe("email_not_confirmed")
    expect(error?.status).toBe(400)
  })

  it("answers a taken, confirmed address with an obfuscated user and sends nothing", async () => {
    const before = await latestMail(local, DEMO.email)
    const { data, error } = await anonClient(local).auth.signUp({ email: DEMO.email, password: "another-pass" })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    const seeded = await local.db.query<{ id: string }>("select id from auth.users where email = $1", [DEMO.email])
    expect(data.user?.id).not.toBe(seeded.rows[0]?.id)
    expect(await latestMail(local, DEMO.email)).toEqual(before)
  })

  it("re-sends to an unconfirmed address only after the per-address interval", async () => {
    const email = uniqueEmail("again")
    await signUpUnconfirmed(email)
    const { error } = await anonClient(local).auth.signUp({ email, password: "secret-123" })
    expect(error?.status).toBe(429)
    expect(error?.code).toBe("over_email_send_rate_limit")
  })

  it("validates password strength, length and e-mail format", async () => {
    const client = anonClient(local)
    const weak = await client.auth.signUp({ email: uniqueEmail("weak"), password: "123" })
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError)
    expect(weak.error?.code).toBe("weak_password")
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(["length"])
    expect(weak.error?.status).toBe(422)

    const long = await client.auth.signUp({ email: uniqueEmail("long"), password: "é".repeat(37) })
    expect(long.error?.code).toBe("validation_failed")
    expect(long.error?.message).toMatch(/72/)

    const bad = await client.auth.signUp({ email: "not-an-email", password: "secret-123" })
    expect(bad.error?.code).toBe("validation_failed")
    expect(bad.error?.status).toBe(400)

    const injected = await client.auth.signUp({ email: "a@example.com\r\nBcc: x@evil.test", password: "secret-123" })
    expect(injected.error?.code).toBe("validation_failed")
  })

  it("sends links to the site URL when redirect_to is not allowed", async () => {
    const email = uniqueEmail("phish")
    await signUpUnconfirmed(email, "secret-123", "https://evil.example/steal")
    const mail = await latestMail(local, email)
    expect(mail?.confirmation_url).toContain("redirect_to=http://localhost:3000")
    expect(mail?.confirmation_url).not.toContain("evil.example")
    expect(mail?.html).not.toContain("evil.example")
    const location = await clickLink(
      mail!.confirmation_url!.replace("http://localhost:3000", encodeURIComponent("https://evil.example/x"))
    )
    expect(location.origin).toBe("http://localhost:3000")
  })
})

describe("sign-up with autoconfirm", () => {
  it("returns a session at once and rejects a second sign-up", async () => {
    const email = uniqueEmail("auto")
    const client = anonClient(autoconfirm)
    const first = await client.auth.signUp({ email, password: "secret-123", options: { data: { full_name: "Bia" } } })
    expect(first.error).toBeNull()
    expect(first.data.session?.access_token).toBeTruthy()
    expect(first.data.user?.email_confirmed_at).toBeTruthy()
    expect(await latestMail(autoconfirm, email)).toBeNull()

    const second = await anonClient(autoconfirm).auth.signUp({ email, password: "secret-123" })
    expect(second.error?.code).toBe("user_already_exists")
    expect(second.error?.status).toBe(422)
  })

  it("never hands out a session for an existing unconfirmed account", async () => {
    const email = uniqueEmail("invited")
    const created = await serviceClient(autoconfirm).auth.admin.createUser({ email, password: "owner-pass" })
    expect(created.data.user?.email_confirmed_at).toBeUndefined()
    const { data, error } = await anonClient(autoconfirm).auth.signUp({ email, password: "attacker-pass" })
    expect(error?.code).toBe("user_already_exists")
    expect(data.session).toBeNull()
  })
})

describe("password sign-in and tokens", () => {
  it("signs in a seeded pgcrypto user and issues the documented claims", async () => {
    const { data, error } = await anonClient(local).auth.signInWithPassword(DEMO)
    expect(error).toBeNull()
    const session = data.session!
    expect(session.token_type).toBe("bearer")
    expect(session.expires_in).toBe(3600)
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{12}$/)
    const claims = decode(session.access_token)
    expect(claims).toMatchObject({
      iss: `${local.url}/auth/v1`,
      sub: data.user!.id,
      aud: "authenticated",
      role: "authenticated",
      email: DEMO.email,
      phone: "",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
    })
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }])
    expect(typeof claims.session_id).toBe("string")
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
  })

  it("rejects a wrong password and an unknown address alike", async () => {
    const client = anonClient(local)
    const wrong = await client.auth.signInWithPassword({ email: DEMO.email, password: "nope-nope" })
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail("ghost"), password: "nope-nope" })
    for (const result of [wrong, unknown]) {
      expect(result.error?.code).toBe("invalid_credentials")
      expect(result.error?.status).toBe(400)
      expect(result.error?.message).toBe("Invalid login credentials")
    }
  })

  it("rotates refresh tokens and keeps the session id", async () => {
    const client = anonClient(local)
    const { data } = await client.auth.signInWithPassword(DEMO)
    const first = data.session!
    const refreshed = await client.auth.refreshSession({ refresh_token: first.refresh_token })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token)
    expect(decode(refreshed.data.session!.access_token).session_id).toBe(decode(first.access_token).session_id)
  })

  it("honours reuse of a rotated token inside the reuse interval (parallel SSR refreshes)", async () => {
    const client = anonClient(local)
    const { data } = await client.auth.signInWithPassword(DEMO)
    const a = data.session!.refresh_token
    const b = (await anonClient(local).auth.refreshSession({ refresh_token: a })).data.session!.refresh_token
    await anonClient(local).auth.refreshSession({ refresh_token: b })
    const again = await anonClient(local).auth.refreshSession({ refresh_token: a })
    expect(again.error).toBeNull()
    expect(again.data.session?.access_token).toBeTruthy()
  })

  it("revokes the whole session when an old token is reused after the interval", async () => {
    const { data } = await anonClient(local).auth.signInWithPassword(DEMO)
    const a = data.session!.refresh_token
    const b = (await anonClient(local).auth.refreshSession({ refresh_token: a })).data.session!.refresh_token
    const c = (await anonClient(local).auth.refreshSession({ refresh_token: b })).data.session!
    await new Promise((resolve) => setTimeout(resolve, 1300))
    const reused = await anonClient(local).auth.refreshSession({ refresh_token: a })
    expect(reused.error?.code).toBe("refresh_token_already_used")
    expect(reused.error?.status).toBe(400)
    const latest = await anonClient(local).auth.refreshSession({ refresh_token: c.refresh_token })
    expect(latest.error?.code).toBe("refresh_token_not_found")
    const user = await rawAuth(local, "/user", { key: c.access_token })
    expect(user.status).toBe(403)
    expect(((await user.json()) as { code: string }).code).toBe("session_not_found")
  })

  it("gives parallel refreshes of one token the same new token", async () => {
    const { data } = await anonClient(local).auth.signInWithPassword(DEMO)
    const token = data.session!.refresh_token
    const results = await Promise.all(
      [1, 2, 3].map(() => anonClient(local).auth.refreshSession({ refresh_token: token }))
    )
    for (const result of results) expect(result.error).toBeNull()
    expect(new Set(results.map((result) => result.data.session!.refresh_token)).size).toBe(1)
  })

  it("reports an unknown refresh token", async () => {
    const { error } = await anonClient(local).auth.refreshSession({ refresh_token: "doesnotexist" })
    expect(error?.code).toBe("refresh_token_not_found")
  })
})

describe("sessions, user and logout", () => {
  it("updates metadata and rejects app_metadata from the user", async () => {
    const client = anonClient(local)
    const email = uniqueEmail("meta")
    await signUpConfirmed(email)
    await client.auth.signInWithPassword({ email, password: "secret-123" })
    const { data, error } = await client.auth.updateUser({ data: { city: "Recife", full_name: null } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.city).toBe("Recife")
    expect(data.user?.user_metadata).not.toHaveProperty("full_name")
    const token = (await client.auth.getSession()).data.session!.access_token
    const forbidden = await rawAuth(local, "/user", {
      method: "PUT",
      key: token,
      body: JSON.stringify({ app_metadata: { role: "admin" } }),
    })
    expect(forbidden.status).toBe(403)
  })

  it("signs out globally: the old token no longer resolves its session", async () => {
    const client = anonClient(local)
    const { data } = await client.auth.signInWithPassword(DEMO)
    const token = data.session!.access_token
    expect((await client.auth.signOut()).error).toBeNull()
    const after = await anonClient(local).auth.getUser(token)
    expect(after.data.user).toBeNull()
    expect(after.error).toBeInstanceOf(AuthSessionMissingError)
    const raw = await rawAuth(local, "/user", { key: token })
    expect(raw.status).toBe(403)
    expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01")
    // GoTrue's 2024-01-01 error shape (rawAuth names that version): { code, message }.
    expect(await raw.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    })
  })

  it("signs out only the other sessions with scope=others, only this one with scope=local", async () => {
    const email = uniqueEmail("devices")
    await signUpConfirmed(email)
    const laptop = anonClient(local)
    const phone = anonClient(local)
    const tablet = anonClient(local)
    for (const device of [laptop, phone, tablet])
      await device.auth.signInWithPassword({ email, password: "secret-123" })
    const phoneToken = (await phone.auth.getSession()).data.session!.access_token
    expect((await tablet.auth.signOut({ scope: "local" })).error).toBeNull()
    expect((await phone.auth.getUser(phoneToken)).error).toBeNull()
    expect((await laptop.auth.signOut({ scope: "others" })).error).toBeNull()
    expect((await laptop.auth.getUser()).error).toBeNull()
    expect((await anonClient(local).auth.getUser(phoneToken)).error).toBeInstanceOf(AuthSessionMissingError)
  })
})

describe("password recovery", () => {
  it("mails a recovery link whose session can set a new password; other sessions end", async () => {
    const email = uniqueEmail("forgot")
    await signUpConfirmed(email, "old-password")
    const elsewhere = anonClient(local)
    await elsewhere.auth.signInWithPassword({ email, password: "old-password" })
    const elsewhereToken = (await elsewhere.auth.getSession()).data.session!.access_token

    const client = anonClient(local)
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:3000/conta/senha" })
    expect(sent).toEqual({ data: {}, error: null })
    const mail = await latestMail(local, email)
    expect(mail?.kind).toBe("recovery")
    const location = await clickLink(mail!.confirmation_url!)
    expect(location.pathname).toBe("/conta/senha")
    const params = fragment(location)
    expect(params.get("type")).toBe("recovery")
    await client.auth.setSession({
      access_token: params.get("access_token")!,
      refresh_token: params.get("refresh_token")!,
    })
    expect(decode(params.get("access_token")!).amr).toEqual([{ method: "recovery", timestamp: expect.any(Number) }])

    const same = await client.auth.updateUser({ password: "old-password" })
    expect(same.error?.code).toBe("same_password")
    const updated = await client.auth.updateUser({ password: "new-password" })
    expect(updated.error).toBeNull()
    expect((await client.auth.getUser()).error).toBeNull()
    expect((await anonClient(local).auth.getUser(elsewhereToken)).error).toBeInstanceOf(AuthSessionMissingError)

    const old = await anonClient(local).auth.signInWithPassword({ email, password: "old-password" })
    expect(old.error?.code).toBe("invalid_credentials")
    const fresh = await anonClient(local).auth.signInWithPassword({ email, password: "new-password" })
    expect(fresh.error).toBeNull()
  })

  it("answers unknown addresses the same way and sends nothing", async () => {
    const email = uniqueEmail("nobody")
    const result = await anonClient(local).auth.resetPasswordForEmail(email)
    expect(result).toEqual({ data: {}, error: null })
    expect(await latestMail(local, email)).toBeNull()
  })
})

describe("e-mail links and verifyOtp", () => {
  it("rejects expired, tampered and already used links with an error fragment", async () => {
    const email = uniqueEmail("links")
    await signUpUnconfirmed(email)
    const mail = (await latestMail(local, email))!

    const tampered = await clickLink(
      mail.confirmation_url!.replace(/token=([0-9a-f])/, (_m, c: string) => `token=${c === "a" ? "b" : "a"}`)
    )
    expect(Object.fromEntries(fragment(tampered))).toMatchObject({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    })

    await local.db.query("update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1", [
      email,
    ])
    const expired = await clickLink(mail.confirmation_url!)
    expect(fragment(expired).get("error_code")).toBe("otp_expired")

    await local.db.query("update auth.users set confirmation_sent_at = now() where email = $1", [email])
    const ok = await clickLink(mail.confirmation_url!)
    expect(fragment(ok).get("access_token")).toBeTruthy()
    const reused = await clickLink(mail.confirmation_url!)
    expect(fragment(reused).get("error_code")).toBe("otp_expired")
  })

  it("verifies a token hash and a typed code through verifyOtp", async () => {
    const byHash = uniqueEmail("hash")
    await signUpUnconfirmed(byHash)
    const hashMail = (await latestMail(local, byHash))!
    const client = anonClient(local)
    const viaHash = await client.auth.verifyOtp({ token_hash: hashMail.token_hash!, type: "email" })
    expect(viaHash.error).toBeNull()
    expect(viaHash.data.session?.user.email).toBe(byHash)

    const byCode = uniqueEmail("code")
    await signUpUnconfirmed(byCode)
    const codeMail = (await latestMail(local, byCode))!
    const wrong = await anonClient(local).auth.verifyOtp({
      email: byCode,
      token: "000000" === codeMail.otp ? "111111" : "000000",
      type: "signup",
    })
    expect(wrong.error?.code).toBe("otp_expired")
    expect(wrong.error?.status).toBe(403)
    const viaCode = await anonClient(local).auth.verifyOtp({ email: byCode, token: codeMail.otp!, type: "signup" })
    expect(viaCode.error).toBeNull()
    expect(viaCode.data.user?.email_confirmed_at).toBeTruthy()
  })
})

describe("outbox", () => {
  it("lists messages newest first as escaped HTML and serves the latest as JSON", async () => {
    const first = uniqueEmail("box-a")
    const second = uniqueEmail("box-b")
    await signUpUnconfirmed(first)
    await signUpUnconfirmed(second)
    const page = await fetch(`${local.url}/_outbox`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toContain("text/html")
    const html = await page.text()
    expect(html).toContain("<title>Caixa de saída local</title>")
    expect(html.indexOf(second)).toBeGreaterThan(-1)
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first))
    // The links are escaped for HTML: the bare & of the template's query shows as &amp;.
    expect(html).toContain("&amp;type=email&amp;next=/dashboard")
    expect((await fetch(`${local.url}/_outbox/latest`)).status).toBe(400)
    expect((await fetch(`${local.url}/_outbox/latest?email=${encodeURIComponent("x@none.test")}`)).status).toBe(404)
  })
})

describe("bad input", () => {
  const jsonOf = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  })

  it("answers malformed JSON, oversized bodies and missing fields with GoTrue errors", async () => {
    const malformed = await jsonOf(await rawAuth(local, "/signup", { method: "POST", body: "{not json" }))
    expect(malformed).toMatchObject({ status: 400, body: { code: "bad_json" } })
    const array = await jsonOf(await rawAuth(local, "/token?grant_type=password", { method: "POST", body: "[1,2]" }))
    expect(array.body.code).toBe("bad_json")
    const huge = await rawAuth(local, "/signup", {
      method: "POST",
      body: JSON.stringify({ email: "a@b.co", data: { x: "y".repeat(2_000_000) } }),
    })
    expect(huge.status).toBe(413)
    const missing = await jsonOf(
      await rawAuth(local, "/signup", { method: "POST", body: JSON.stringify({ email: uniqueEmail("x") }) })
    )
    expect(missing).toMatchObject({
      status: 422,
      body: { code: "validation_failed", message: "Signup requires a valid password" },
    })
    const types = await jsonOf(
      await rawAuth(local, "/signup", { method: "POST", body: JSON.stringify({ email: 42, password: ["x"] }) })
    )
    expect(types.status).toBeLessThan(500)
    const grant = await jsonOf(await rawAuth(local, "/token?grant_type=magic", { method: "POST", body: "{}" }))
    expect(grant).toMatchObject({ status: 400, body: { code: "invalid_credentials" } })
    const pkce = await jsonOf(await rawAuth(local, "/token?grant_type=pkce", { method: "POST", body: "{}" }))
    expect(pkce).toMatchObject({ status: 400, body: { code: "validation_failed" } })
    const route = await rawAuth(local, "/nope")
    expect(route.status).toBe(404)
  })

  it("never answers odd bodies, queries or ids with a 5xx", async () => {
    const { data } = await anonClient(local).auth.signInWithPassword(DEMO)
    const user = data.session!.access_token
    const service = local.config.serviceRoleKey
    const bodies = [
      "null",
      '"text"',
      "42",
      "{}",
      '{"email":{},"password":{}}',
      '{"email":"a@b.co","password":"x","data":[1]}',
      '{"code_challenge":"x","code_challenge_method":"md5"}',
      '{"type":"nope","token_hash":"x"}',
      '{"refresh_token":123}',
      '{"auth_code":"' + "a".repeat(600) + '","code_verifier":"b"}',
      '{"a":' + "[".repeat(500) + "]".repeat(500) + "}",
    ]
    const targets: Array<[string, string, string]> = [
      ["POST", "/signup?redirect_to=javascript:alert(1)", local.config.anonKey],
      ["POST", "/token?grant_type=password", local.config.anonKey],
      ["POST", "/token?grant_type=refresh_token", local.config.anonKey],
      ["POST", "/token?grant_type=pkce", local.config.anonKey],
      ["POST", "/recover", local.config.anonKey],
      ["POST", "/otp", local.config.anonKey],
      ["POST", "/resend", local.config.anonKey],
      ["POST", "/verify", local.config.anonKey],
      ["PUT", "/user", user],
      ["POST", "/admin/users", service],
      ["PUT", "/admin/users/%E0%A4%A", service],
      ["PUT", "/admin/users/11111111-1111-4111-8111-111111111111", service],
      ["POST", "/admin/generate_link", service],
    ]
    for (const target of targets) {
      const [method, path, key] = target
      for (const body of bodies) {
        // A separate client address each, so this sweep leaves the shared rate limits alone.
        const headers = { "X-Forwarded-For": `10.9.${targets.indexOf(target)}.${bodies.indexOf(body)}` }
        const response = await rawAuth(local, path, { method, body, key, headers })
        expect(response.status, `${method} ${path} ${body.slice(0, 40)}`).toBeLessThan(500)
        expect(response.headers.get("content-type")).toContain("application/json")
      }
    }
    for (const query of [
      "?token=%zz&type=signup",
      "?type=signup",
      "?token=abc&type=bogus&redirect_to=%0d%0aSet-Cookie:x=1",
      "?token=pkce_x&type=recovery",
    ]) {
      const response = await fetch(`${local.url}/auth/v1/verify${query}`, {
        redirect: "manual",
        headers: { "X-Forwarded-For": "10.9.99.1" },
      })
      expect(response.status).toBe(303)
      expect(response.headers.get("set-cookie")).toBeNull()
      expect(response.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/.*error_code=/)
    }
  })

  it("rejects missing, forged and expired JWTs on /user", async () => {
    const none = await fetch(`${local.url}/auth/v1/user`, { headers: { apikey: local.config.anonKey } })
    expect(none.status).toBe(401)
    // No X-Supabase-Api-Version: GoTrue's initial error shape, the code in error_code.
    expect(await none.json()).toMatchObject({ code: 401, error_code: "no_authorization" })

    const { data } = await anonClient(local).auth.signInWithPassword(DEMO)
    const [header, payload] = data.session!.access_token.split(".")
    const forged = await rawAuth(local, "/user", { key: `${header}.${payload}.c2lnbmF0dXJl` })
    expect(forged.status).toBe(403)
    expect(((await forged.json()) as { code: string }).code).toBe("bad_jwt")

    const { signJwt } = await import("../../jwt.ts")
    const expiredToken = await signJwt(
      { ...decode(data.session!.access_token), exp: 1_000_000 },
      local.config.jwtSecret
    )
    const expired = await anonClient(local).auth.getUser(expiredToken)
    expect(expired.error?.code).toBe("bad_jwt")
    expect(expired.error?.status).toBe(403)

    const anonKey = await rawAuth(local, "/user")
    expect(anonKey.status).toBe(403)
    expect(((await anonKey.json()) as { code: string }).code).toBe("bad_jwt")
  })

  it("rejects an invalid logout scope and answers settings and health", async () => {
    const { data } = await anonClient(local).auth.signInWithPassword(DEMO)
    const scope = await rawAuth(local, "/logout?scope=everything", { method: "POST", key: data.session!.access_token })
    expect(scope.status).toBe(400)
    expect((await rawAuth(local, "/settings").then((r) => r.json())) as Record<string, unknown>).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: false,
    })
    expect((await rawAuth(local, "/health")).status).toBe(200)
    expect(await rawAuth(local, "/.well-known/jwks.json").then((r) => r.json())).toEqual({ keys: [] })
  })
})

describe("e-mail change", () => {
  it("mails both addresses and switches the e-mail once both links are opened", async () => {
    const email = uniqueEmail("before")
    const next = uniqueEmail("after")
    await signUpConfirmed(email)
    const client = anonClient(local)
    await client.auth.signInWithPassword({ email, password: "secret-123" })
    const taken = await client.auth.updateUser({ email: DEMO.email })
    expect(taken.error?.code).toBe("email_exists")

    const { data, error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: "http://localhost:3000/conta" }
    )
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.new_email).toBe(next)
    const mail = (await latestMail(local, next))!
    expect(mail.kind).toBe("email_change")
    // Secure e-mail change (GoTrue's default): the current address gets a link too, and the first
    // link opened only says to open the other one.
    const toCurrent = (await latestMail(local, email))!
    expect(toCurrent.kind).toBe("email_change")
    const first = await clickLink(toCurrent.confirmation_url!)
    expect(fragment(first).get("message")).toMatch(/^Confirmation link accepted/)
    expect(fragment(first).get("access_token")).toBeNull()
    const landing = await clickLink(mail.confirmation_url!)
    expect(fragment(landing).get("type")).toBe("email_change")
    const after = await anonClient(local).auth.signInWithPassword({ email: next, password: "secret-123" })
    expect(after.error).toBeNull()
    expect(after.data.user?.new_email).toBeUndefined()
  })
})

describe("magic link (signInWithOtp)", () => {
  it("mails a magic link to a known address and signs in through it", async () => {
    const email = uniqueEmail("magic")
    await signUpConfirmed(email)
    const sent = await anonClient(local).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: "http://localhost:3000/painel" },
    })
    expect(sent.error).toBeNull()
    const mail = (await latestMail(local, email))!
    expect(mail.kind).toBe("magiclink")
    const kindFilter = await fetch(`${local.url}/_outbox/latest?email=${encodeURIComponent(email)}&kind=signup`)
    expect(((await kindFilter.json()) as { kind: string }).kind).toBe("signup")
    const landing = await clickLink(mail.confirmation_url!)
    expect(landing.pathname).toBe("/painel")
    expect(fragment(landing).get("access_token")).toBeTruthy()
  })

  it("refuses to create an account when shouldCreateUser is false", async () => {
    const { error } = await anonClient(local).auth.signInWithOtp({
      email: uniqueEmail("newbie"),
      options: { shouldCreateUser: false },
    })
    expect(error?.code).toBe("otp_disabled")
  })
})
