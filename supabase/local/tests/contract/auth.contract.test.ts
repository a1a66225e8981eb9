import { describe, expect, it } from "vitest"
import { DEMO } from "../fixtures/local-auth/harness"
import { authSchema, contractBackend, latestMail, uniqueEmail } from "./backend"

// Contract of /auth/v1 against GoTrue (github.com/supabase/auth), through supabase-js. Each
// expectation cites the GoTrue source behind it.
const backend = contractBackend(authSchema())

describe("signInAnonymously", () => {
  // internal/api/api.go, the POST /signup route: without e-mail and phone, and with
  // External.AnonymousUsers.Enabled false (a new hosted project's default), it answers
  // NewUnprocessableEntityError(ErrorCodeAnonymousProviderDisabled, "Anonymous sign-ins are disabled");
  // internal/api/apierrors/errorcode.go: ErrorCodeAnonymousProviderDisabled = "anonymous_provider_disabled".
  it("answers anonymous_provider_disabled (422) while anonymous sign-ins are off", async () => {
    const { data, error } = await backend.anon().auth.signInAnonymously()
    expect(data.session).toBeNull()
    expect(error?.status).toBe(422)
    expect(error?.code).toBe("anonymous_provider_disabled")
    expect(error?.message).toBe("Anonymous sign-ins are disabled")
  })
})

describe("auth.admin.inviteUserByEmail", () => {
  // internal/api/invite.go Invite: creates the user (no password), sends the invite mail
  // (internal/api/mail.go sendInvite: a confirmation token, invited_at and confirmation_sent_at set),
  // answers 200 with the user; verifying the token as type=invite (internal/api/verify.go,
  // InviteVerification -> signupVerify) confirms the address and signs her in.
  it("creates the user, mails a token-hash link to the app's /auth/confirm, and the link signs her in", async () => {
    const email = uniqueEmail("invited")
    const { data, error } = await backend.service().auth.admin.inviteUserByEmail(email, {
      data: { full_name: "Convidada" },
      redirectTo: "http://localhost:3000/dashboard",
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.invited_at).toBeTruthy()
    expect(data.user?.email_confirmed_at ?? null).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ full_name: "Convidada" })

    const mail = await latestMail(backend.local, email)
    expect(mail?.kind).toBe("invite")
    // supabase/templates/invite.html links straight to the app, as the other templates do.
    const link = new URL(mail!.link)
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/auth/confirm")
    expect(link.searchParams.get("type")).toBe("invite")
    expect(link.searchParams.get("next")).toBeTruthy()
    const tokenHash = link.searchParams.get("token_hash")!
    expect(tokenHash).toBe(mail!.token_hash)

    // models.NewUser stores an empty hash for Invite's empty password: nothing signs her in
    // before she follows the link and chooses one (internal/api/token.go: invalid_credentials).
    const early = await backend.anon().auth.signInWithPassword({ email, password: "qualquer-senha-1" })
    expect(early.error?.code).toBe("invalid_credentials")

    const client = backend.anon()
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: "invite" })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    // The token is single-use (models.OneTimeToken is deleted on verification).
    const again = await backend.anon().auth.verifyOtp({ token_hash: tokenHash, type: "invite" })
    expect(again.error).not.toBeNull()
    // Signed in by the link, she sets her password (the app's /auth/reset-password), then signs in with it.
    expect((await client.auth.updateUser({ password: "minha-senha-nova-1" })).error).toBeNull()
    const signedIn = await backend.anon().auth.signInWithPassword({ email, password: "minha-senha-nova-1" })
    expect(signedIn.error).toBeNull()
  })

  // internal/api/invite.go: a confirmed address is
  // NewUnprocessableEntityError(ErrorCodeEmailExists, DuplicateEmailMsg).
  it("answers email_exists (422) for an address already registered", async () => {
    const { data, error } = await backend.service().auth.admin.inviteUserByEmail(DEMO.email)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(422)
    expect(error?.code).toBe("email_exists")
    expect(error?.message).toBe("A user with this email address has already been registered")
  })

  // internal/api/api.go: r.With(api.requireAdminCredentials).Post("/invite", api.Invite); an
  // anon key or a member's token is not an admin credential (internal/api/auth.go requireAdmin).
  it("is refused without the service role, and nobody is created or mailed", async () => {
    const email = uniqueEmail("not-invited")
    const { data, error } = await backend.anon().auth.admin.inviteUserByEmail(email)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(403)
    expect(error?.code).toBe("not_admin")
    expect(await latestMail(backend.local, email)).toBeNull()
    const listed = await backend.service().auth.admin.listUsers({ perPage: 1000 })
    expect(listed.data.users.some((user) => user.email === email)).toBe(false)
  })
})
