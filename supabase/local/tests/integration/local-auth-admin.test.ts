import { describe, expect, it } from "vitest"
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
import { backendPerFile } from "../helpers/backend.ts"

const backend = backendPerFile(() => startAuthServer())

describe("admin endpoints with the service role", () => {
  it("creates, reads, updates, lists and deletes users", async () => {
    const admin = serviceClient(backend.local).auth.admin
    const email = uniqueEmail("Admin-Made")
    const created = await admin.createUser({
      email,
      password: "secret-123",
      email_confirm: true,
      user_metadata: { full_name: "Carla" },
      app_metadata: { role: "editor" },
    })
    expect(created.error).toBeNull()
    const user = created.data.user!
    expect(user.email).toBe(email.toLowerCase())
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"], role: "editor" })
    expect(user.identities).toHaveLength(1)
    expect(await latestMail(backend.local, email)).toBeNull()

    const duplicate = await admin.createUser({ email, password: "secret-123" })
    expect(duplicate.error?.code).toBe("email_exists")
    expect(duplicate.error?.status).toBe(422)

    const fetched = await admin.getUserById(user.id)
    expect(fetched.data.user?.user_metadata).toEqual({ full_name: "Carla", email_verified: true })
    const missing = await admin.getUserById("00000000-0000-4000-8000-000000000000")
    expect(missing.error?.code).toBe("user_not_found")
    expect(missing.error?.status).toBe(404)

    const signedIn = anonClient(backend.local)
    await signedIn.auth.signInWithPassword({ email, password: "secret-123" })
    const token = (await signedIn.auth.getSession()).data.session!.access_token
    const updated = await admin.updateUserById(user.id, {
      password: "changed-pass",
      user_metadata: { city: "Olinda" },
      app_metadata: { role: null },
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: "Carla", city: "Olinda" })
    expect(updated.data.user?.app_metadata).not.toHaveProperty("role")
    // An admin password change ends every session of that user.
    expect((await anonClient(backend.local).auth.getUser(token)).error).not.toBeNull()
    expect(
      (await anonClient(backend.local).auth.signInWithPassword({ email, password: "changed-pass" })).error
    ).toBeNull()

    const listed = await admin.listUsers({ page: 1, perPage: 1 })
    expect(listed.error).toBeNull()
    expect(listed.data.users).toHaveLength(1)
    expect("total" in listed.data && listed.data.total).toBeGreaterThanOrEqual(2)
    expect("nextPage" in listed.data && listed.data.nextPage).toBe(2)

    const deleted = await admin.deleteUser(user.id)
    expect(deleted.error).toBeNull()
    expect((await admin.getUserById(user.id)).error?.code).toBe("user_not_found")
    const profile = await backend.local.db.query("select 1 from public.profiles where id = $1", [user.id])
    expect(profile.rows).toHaveLength(0)
  })

  it("generates links without sending mail", async () => {
    const admin = serviceClient(backend.local).auth.admin
    const { data, error } = await admin.generateLink({
      type: "recovery",
      email: DEMO.email,
      options: { redirectTo: "http://localhost:3000/conta" },
    })
    expect(error).toBeNull()
    expect(data.properties?.verification_type).toBe("recovery")
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/)
    expect(data.properties?.action_link).toContain("type=recovery")
    expect(data.user?.email).toBe(DEMO.email)
    expect(await latestMail(backend.local, DEMO.email)).toBeNull()
    const landing = await clickLink(data.properties!.action_link)
    expect(landing.pathname).toBe("/conta")
    expect(fragment(landing).get("type")).toBe("recovery")

    const signup = await admin.generateLink({ type: "signup", email: uniqueEmail("gen"), password: "secret-123" })
    expect(signup.error).toBeNull()
    const verified = await anonClient(backend.local).auth.verifyOtp({
      token_hash: signup.data.properties!.hashed_token,
      type: "signup",
    })
    expect(verified.error).toBeNull()
  })

  it("refuses the anon key and user tokens with not_admin", async () => {
    const anonAdmin = anonClient(backend.local).auth.admin
    const list = await anonAdmin.listUsers()
    expect(list.error?.code).toBe("not_admin")
    expect(list.error?.status).toBe(403)
    const create = await anonAdmin.createUser({ email: uniqueEmail("nope"), password: "secret-123" })
    expect(create.error?.code).toBe("not_admin")

    const { data } = await anonClient(backend.local).auth.signInWithPassword(DEMO)
    const asUser = await rawAuth(backend.local, "/admin/users", { key: data.session!.access_token })
    expect(asUser.status).toBe(403)
    const noAuth = await fetch(`${backend.local.url}/auth/v1/admin/users`, {
      headers: { apikey: backend.local.config.anonKey },
    })
    expect(noAuth.status).toBe(401)
    const badId = await rawAuth(backend.local, "/admin/users/not-a-uuid", { key: backend.local.config.serviceRoleKey })
    expect(badId.status).toBe(404)
  })
})
