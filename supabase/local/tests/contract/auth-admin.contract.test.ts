import { describe, expect, it } from "vitest"
import { authSchema, contractBackend, uniqueEmail } from "./backend"

// Contract of auth.admin.generateLink for an e-mail change, through supabase-js, against GoTrue
// (github.com/supabase/auth): internal/api/mail.go GenerateLink (types email_change_current and
// email_change_new), internal/mailer/templatemailer/templatemailer.go GetEmailActionLink and
// internal/api/verify.go emailChangeVerify. Not an app call today (tests/contract/README.md), but a
// secure e-mail change made by hand (support, imports) goes through it.
const backend = contractBackend(authSchema())
const PASSWORD = "senha-segura-1"

async function member(label: string) {
  const email = uniqueEmail(label)
  const created = await backend.service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  expect(created.error).toBeNull()
  return { id: created.data.user!.id, email }
}

/** The token of an action link: /auth/v1/verify?token=<stored token hash>&type=email_change. */
function linkToken(actionLink: string) {
  const url = new URL(actionLink)
  expect(url.pathname).toBe("/auth/v1/verify")
  expect(url.searchParams.get("type")).toBe("email_change")
  return url.searchParams.get("token")!
}

const emailOf = async (id: string) => (await backend.service().auth.admin.getUserById(id)).data.user?.email

describe("auth.admin.generateLink for an e-mail change", () => {
  // mail.go GenerateLink: each type sets email_change (the user answers it as new_email),
  // email_change_sent_at and confirm status 0, and ONE token, the current address's or the new
  // one's; GetEmailActionLink puts that stored token in a type=email_change link. With both
  // generated, verify.go emailChangeVerify needs both links, as for updateUser({ email }).
  it("makes one link per address, and the change needs both", async () => {
    const { id, email } = await member("gerado")
    const next = uniqueEmail("gerado-novo")
    const current = await backend.service().auth.admin.generateLink({
      type: "email_change_current",
      email,
      newEmail: next,
    })
    expect(current.error).toBeNull()
    expect(current.data.properties?.verification_type).toBe("email_change_current")
    expect(current.data.user?.new_email).toBe(next)
    expect(current.data.properties?.email_otp).toMatch(/^\d{6}$/)
    // For the current address the response's hashed_token is the stored one (hash of address + OTP).
    expect(current.data.properties?.hashed_token).toBe(linkToken(current.data.properties!.action_link))
    const fresh = await backend.service().auth.admin.generateLink({ type: "email_change_new", email, newEmail: next })
    expect(fresh.error).toBeNull()
    expect(fresh.data.properties?.verification_type).toBe("email_change_new")

    const first = await backend.anon().auth.verifyOtp({
      token_hash: linkToken(fresh.data.properties!.action_link),
      type: "email_change",
    })
    expect(first.error).toBeNull()
    expect(first.data.session).toBeNull()
    expect(await emailOf(id)).toBe(email)
    const second = await backend.anon().auth.verifyOtp({
      token_hash: linkToken(current.data.properties!.action_link),
      type: "email_change",
    })
    expect(second.error).toBeNull()
    expect(second.data.user?.email).toBe(next)
    expect(await emailOf(id)).toBe(next)
  })

  // verify.go emailChangeVerify: while the status is zeroConfirmation and the user has an address,
  // a link only counts as the first confirmation, whether or not the other token exists; the
  // address never changes on one link.
  it("does not change the address on a single generated link", async () => {
    const { id, email } = await member("um-link")
    const next = uniqueEmail("um-link-novo")
    const only = await backend.service().auth.admin.generateLink({ type: "email_change_new", email, newEmail: next })
    expect(only.error).toBeNull()
    const verified = await backend.anon().auth.verifyOtp({
      token_hash: linkToken(only.data.properties!.action_link),
      type: "email_change",
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session).toBeNull()
    expect(await emailOf(id)).toBe(email)
  })

  // mail.go GenerateLink: an unknown address is 404 user_not_found "User with this email not
  // found"; a new address someone has is 422 email_exists; only the service role may call it.
  it("refuses an unknown user, a taken address and a caller without the service role", async () => {
    const { email } = await member("recusas")
    const other = await member("recusas-outra")
    const unknown = await backend.service().auth.admin.generateLink({
      type: "email_change_current",
      email: uniqueEmail("ninguem"),
      newEmail: uniqueEmail("x"),
    })
    expect(unknown.error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User with this email not found",
    })
    const taken = await backend
      .service()
      .auth.admin.generateLink({ type: "email_change_new", email, newEmail: other.email })
    expect(taken.error).toMatchObject({ status: 422, code: "email_exists" })
    const anon = await backend
      .anon()
      .auth.admin.generateLink({ type: "email_change_new", email, newEmail: uniqueEmail("y") })
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin" })
  })
})

// GoTrue internal/api/admin.go adminUserUpdate: `ban_duration` (a Go duration, or "none") sets
// banned_until = now + duration and the user's sessions end; internal/api/token.go refuses a banned
// user's password grant with 400 user_banned "User is banned". The admin's message moderation
// (lib/data/message-moderation.ts) suspends an account this way.
describe("auth.admin.updateUserById with ban_duration", () => {
  it("bans until now plus the duration, refuses her sign-in, and 'none' lifts it", async () => {
    const { id, email } = await member("banida")
    const before = Date.now()
    const banned = await backend.service().auth.admin.updateUserById(id, { ban_duration: "3600s" })
    expect(banned.error).toBeNull()
    const until = new Date(banned.data.user!.banned_until!).getTime()
    expect(until).toBeGreaterThanOrEqual(before + 3600_000 - 1000)
    expect(until).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000)
    const refused = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD })
    expect(refused.error).toMatchObject({ status: 400, code: "user_banned", message: "User is banned" })

    const lifted = await backend.service().auth.admin.updateUserById(id, { ban_duration: "none" })
    expect(lifted.error).toBeNull()
    const signedIn = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD })
    expect(signedIn.error).toBeNull()
  })

  it("is refused to a caller without the service role", async () => {
    const { id } = await member("banida-anon")
    const anon = await backend.anon().auth.admin.updateUserById(id, { ban_duration: "1h" })
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin" })
  })
})
