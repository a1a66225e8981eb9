import type { SupabaseClient } from "@supabase/supabase-js"
import { beforeAll, describe, expect, it } from "vitest"
import { LOCAL_ANON_KEY } from "../../config"
import { authSchema, contractBackend, latestMail as outboxLatest, uniqueEmail } from "./backend"

// Contract of a secure e-mail change (hosted GoTrue's default, GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED
// = true) through supabase-js: updateUser({ email }) mails both addresses, and verifyOtp({ token_hash,
// type: "email_change" }) needs both links before the address changes. Each expectation cites the
// supabase/auth source behind it. The server runs on the auth fixture schema (tests/fixtures/local-auth).
const PASSWORD = "senha-segura-1"
// supabase/auth internal/api/verify.go: const singleConfirmationAccepted.
const SINGLE_CONFIRMATION = "Confirmation link accepted. Please proceed to confirm link sent to the other email"

const backend = contractBackend(authSchema())
let service: SupabaseClient
const anon = () => backend.anon()
const latestMail = (email: string) => outboxLatest(backend.local, email)

beforeAll(() => {
  service = backend.service()
})

/** A confirmed member signed in on her own client, who asks to move to a new address. */
async function askForChange(label: string) {
  const current = uniqueEmail(`${label}-atual`)
  const next = uniqueEmail(`${label}-novo`)
  const created = await service.auth.admin.createUser({ email: current, password: PASSWORD, email_confirm: true })
  expect(created.error).toBeNull()
  const client = anon()
  expect((await client.auth.signInWithPassword({ email: current, password: PASSWORD })).error).toBeNull()
  const asked = await client.auth.updateUser(
    { email: next },
    { emailRedirectTo: "http://localhost:3000/auth/confirm?next=%2Fdashboard%2Fperfil" }
  )
  expect(asked.error).toBeNull()
  // supabase/auth internal/api/user.go UserUpdate: the address stays until confirmed; new_email shows the pending one.
  expect(asked.data.user?.email).toBe(current)
  expect(asked.data.user?.new_email).toBe(next)
  return { id: created.data.user!.id, current, next }
}

/** The token hash of the app link in the last mail to `email` (the project's email_change template). */
async function tokenHashFor(email: string) {
  const mail = await latestMail(email)
  expect(mail?.kind).toBe("email_change")
  const link = new URL(mail!.link)
  expect(link.origin + link.pathname).toBe("http://localhost:3000/auth/confirm")
  expect(link.searchParams.get("type")).toBe("email_change")
  expect(link.searchParams.get("next")).toBe("/dashboard/perfil")
  return link.searchParams.get("token_hash")!
}

const currentEmailOf = async (id: string) => (await service.auth.admin.getUserById(id)).data.user?.email

// supabase/auth internal/api/mail.go sendEmailChange: with secure e-mail change, a token for the
// new address (email_change_token_new) and one for the current address (email_change_token_current);
// internal/mailer/templatemailer/templatemailer.go EmailChangeMail sends the email_change template
// to both, each with its own {{ .TokenHash }}.
describe("updateUser({ email }) with secure e-mail change", () => {
  it("mails both the current and the new address, each with its own token hash", async () => {
    const { current, next } = await askForChange("ambos")
    const toNew = await tokenHashFor(next)
    const toCurrent = await tokenHashFor(current)
    expect(toNew).not.toBe(toCurrent)
    const [newMail, currentMail] = [await latestMail(next), await latestMail(current)]
    for (const mail of [newMail!, currentMail!]) {
      expect(mail.html).toContain(current)
      expect(mail.html).toContain(next)
    }
  })
})

// supabase/auth internal/api/verify.go verifyPost + emailChangeVerify: while
// email_change_confirm_status is zeroConfirmation, the first token (either one) only clears itself,
// sets singleConfirmation, and the answer is 200 { msg: singleConfirmationAccepted } with no session
// (auth-js _sessionResponse: user and session null); the second one runs ConfirmEmailChange
// (internal/models/user.go) and answers with a session for the new address.
describe("verifyOtp({ token_hash, type: 'email_change' })", () => {
  it.each([
    ["the current address first", "current" as const],
    ["the new address first", "next" as const],
  ])("needs both links, %s", async (_label, first) => {
    const change = await askForChange(`ordem-${first}`)
    const hashes = { current: await tokenHashFor(change.current), next: await tokenHashFor(change.next) }
    const second = first === "current" ? "next" : "current"

    const one = await anon().auth.verifyOtp({ token_hash: hashes[first], type: "email_change" })
    expect(one.error).toBeNull()
    expect(one.data.session).toBeNull()
    expect(one.data.user).toBeNull()
    expect(await currentEmailOf(change.id)).toBe(change.current)

    // The same link again: its token is spent (ClearOneTimeTokenForUser), "Email link is invalid or has expired".
    const again = await anon().auth.verifyOtp({ token_hash: hashes[first], type: "email_change" })
    expect(again.error?.code).toBe("otp_expired")
    expect(await currentEmailOf(change.id)).toBe(change.current)

    const two = await anon().auth.verifyOtp({ token_hash: hashes[second], type: "email_change" })
    expect(two.error).toBeNull()
    expect(two.data.session?.access_token).toBeTruthy()
    expect(two.data.user?.email).toBe(change.next)
    expect(two.data.user?.new_email).toBeUndefined()
    expect(await currentEmailOf(change.id)).toBe(change.next)

    // Both tokens are gone after the change (ConfirmEmailChange clears them).
    for (const hash of [hashes.current, hashes.next]) {
      expect((await anon().auth.verifyOtp({ token_hash: hash, type: "email_change" })).error?.code).toBe("otp_expired")
    }
    expect((await anon().auth.signInWithPassword({ email: change.next, password: PASSWORD })).error).toBeNull()
    expect((await anon().auth.signInWithPassword({ email: change.current, password: PASSWORD })).error?.code).toBe(
      "invalid_credentials"
    )
  })

  it("answers the first of the two with GoTrue's message on the wire", async () => {
    const change = await askForChange("mensagem")
    const response = await fetch(`${backend.url}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ token_hash: await tokenHashFor(change.current), type: "email_change" }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ msg: SINGLE_CONFIRMATION, code: "200" })
  })

  // internal/api/verify.go verifyGet: the first link redirects with prepRedirectURL(singleConfirmationAccepted):
  // `message` in the fragment (and, for PKCE, the query), no tokens.
  it("redirects the first link opened through /auth/v1/verify with the message and no session", async () => {
    const change = await askForChange("redirect")
    const hash = await tokenHashFor(change.next)
    const response = await fetch(
      `${backend.url}/auth/v1/verify?token=${hash}&type=email_change&redirect_to=http://localhost:3000/conta`,
      { redirect: "manual" }
    )
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get("location")!)
    expect(location.origin + location.pathname).toBe("http://localhost:3000/conta")
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get("message")).toBe(SINGLE_CONFIRMATION)
    expect(fragment.get("access_token")).toBeNull()
    expect(await currentEmailOf(change.id)).toBe(change.current)
  })

  // verify.go isOtpExpired (MailerOtpExp, 24 h by default) against email_change_sent_at: an old link
  // is "Email link is invalid or has expired", first or second.
  it("refuses links older than the OTP expiry, and the change stays undone", async () => {
    const change = await askForChange("expirado")
    const hashes = { current: await tokenHashFor(change.current), next: await tokenHashFor(change.next) }
    expect((await anon().auth.verifyOtp({ token_hash: hashes.current, type: "email_change" })).error).toBeNull()
    await backend.local.db.query(
      "update auth.users set email_change_sent_at = now() - interval '25 hours' where id = $1",
      [change.id]
    )
    const late = await anon().auth.verifyOtp({ token_hash: hashes.next, type: "email_change" })
    expect(late.error?.code).toBe("otp_expired")
    expect(await currentEmailOf(change.id)).toBe(change.current)
  })

  // A new request starts over (mail.go sendEmailChange sets email_change_confirm_status back to
  // zeroConfirmation and replaces both tokens): the earlier links are refused, two new ones needed.
  it("refuses the links of an earlier request once a new one was made", async () => {
    const change = await askForChange("refeito")
    const old = { current: await tokenHashFor(change.current), next: await tokenHashFor(change.next) }
    expect((await anon().auth.verifyOtp({ token_hash: old.current, type: "email_change" })).error).toBeNull()
    // Past the 60 s per-address mail limit (validateSentWithinFrequencyLimit), then ask again.
    await backend.local.db.query(
      "update auth.users set email_change_sent_at = now() - interval '2 minutes' where id = $1",
      [change.id]
    )
    const client = anon()
    expect((await client.auth.signInWithPassword({ email: change.current, password: PASSWORD })).error).toBeNull()
    expect((await client.auth.updateUser({ email: change.next })).error).toBeNull()
    expect((await anon().auth.verifyOtp({ token_hash: old.next, type: "email_change" })).error?.code).toBe(
      "otp_expired"
    )
    const fresh = { current: await tokenHashFor(change.current), next: await tokenHashFor(change.next) }
    const first = await anon().auth.verifyOtp({ token_hash: fresh.next, type: "email_change" })
    expect(first.error).toBeNull()
    expect(first.data.session).toBeNull()
    expect(await currentEmailOf(change.id)).toBe(change.current)
    const second = await anon().auth.verifyOtp({ token_hash: fresh.current, type: "email_change" })
    expect(second.data.user?.email).toBe(change.next)
  })
})
