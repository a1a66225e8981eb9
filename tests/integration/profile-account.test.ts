/**
 * The LGPD rights of issue #19 part 2 against the real local backend, as the server calls them
 * (service role, after the app has identified the member): "Baixar meus dados" returns everything
 * stored about her, and "Excluir minha conta" deletes her personal data, keeps what she wrote for
 * others under "Ex-associada", queues MailRelay's removal through the outbox, and refuses the last
 * administrator.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const ADMIN_ID = "00000000-0000-4000-a000-000000000001"

let local: LocalSupabase
let service: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`

/**
 * A member with something of everything: profile fields, a self-service role, the newsletter
 * (ticked in her profile), a permission, a business with a review by her, and a post.
 */
async function busyMember(label: string) {
  const email = `${unique(label)}@exemplo.com.br`
  const fullName = `Pessoa ${label}`
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName },
  })
  if (created.error || !created.data.user) throw created.error ?? new Error("no user")
  const id = created.data.user.id
  const session = client(local.config.anonKey)
  const signedIn = await session.auth.signInWithPassword({ email, password: PASSWORD })
  if (signedIn.error) throw signedIn.error

  const must = <T extends { error: unknown }>(result: T) => {
    if (result.error) throw result.error
    return result
  }
  must(
    await session
      .from("profiles")
      .update({
        bio: "Bordadeira.",
        city: "Caruaru",
        state: "PE",
        phone: "+5581987654321",
        newsletter_subscribed: true,
      })
      .eq("id", id)
  )
  must(await session.rpc("add_user_role", { user_uuid: id, new_role: "business_owner" }))
  must(await service.from("user_permissions").insert({ user_id: id, permission_name: "eventos.organizar" }))
  const business = must(
    await service
      .from("businesses")
      .insert({ owner_id: id, name: `Ateliê ${label}`, slug: unique("atelie"), city: "Caruaru", state: "PE" })
      .select("id")
      .single()
  ).data!
  // Her review of someone else's business, approved: public content that must outlive her account.
  const other = must(
    await service
      .from("businesses")
      .insert({ name: "Feira Solidária", slug: unique("feira") })
      .select("id")
      .single()
  ).data!
  const review = must(
    await service
      .from("business_reviews")
      .insert({
        business_id: other.id,
        author_id: id,
        author_name: fullName,
        rating: 5,
        comment: "Ótimo!",
        approved: true,
      })
      .select("id")
      .single()
  ).data!
  const post = must(
    await service
      .from("blog_posts")
      .insert({ title: `Post de ${label}`, slug: unique("post"), author_id: id, status: "published" })
      .select("id")
      .single()
  ).data!
  return {
    id,
    email,
    fullName,
    session,
    businessId: business.id,
    otherBusinessId: other.id,
    reviewId: review.id,
    postId: post.id,
  }
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
})

afterAll(async () => {
  await local?.close()
})

describe("Baixar meus dados (export_user_data)", () => {
  it("holds her account, profile, roles, permissions, consent record, notifications, reviews, posts and businesses", async () => {
    const me = await busyMember("exporta")
    const { data, error } = await service.rpc("export_user_data", { p_user_id: me.id })
    expect(error).toBeNull()
    const exported = data as Record<string, unknown>
    expect(exported).toMatchObject({
      account: { email: me.email, email_confirmed_at: expect.any(String) },
      profile: {
        id: me.id,
        email: me.email,
        full_name: me.fullName,
        phone: "+5581987654321",
        bio: "Bordadeira.",
        city: "Caruaru",
        state: "PE",
        newsletter_subscribed: true,
        is_admin: false,
      },
      roles: ["customer", "business_owner"],
      permissions: [expect.objectContaining({ permission_name: "eventos.organizar", active: true })],
      // Ticked in the profile of a confirmed account: confirmed at once, consent from "perfil".
      newsletter_subscriptions: [
        expect.objectContaining({
          email: me.email,
          status: "confirmed",
          consent_source: "perfil",
          consent_at: expect.any(String),
          confirmed_at: expect.any(String),
        }),
      ],
      reviews: [expect.objectContaining({ business: "Feira Solidária", rating: 5, comment: "Ótimo!" })],
      posts: [expect.objectContaining({ title: "Post de exporta", status: "published" })],
      businesses: [expect.objectContaining({ name: "Ateliê exporta", city: "Caruaru" })],
      storage_objects: [],
    })
    const titles = (exported.notifications as { title: string }[]).map((n) => n.title)
    expect(titles).toEqual(
      // Her own business_owner click notifies nothing since issue #31; the post's publication does.
      expect.arrayContaining(["Boas-vindas à Convergência Empreendedora!", "Seu post foi publicado"])
    )
    // Nothing of anyone else.
    expect(JSON.stringify(exported)).not.toContain("admin@convergencia.test")
  })

  it("lists the files of her avatar folder, which the public address serves", async () => {
    const me = await busyMember("arquivos")
    const bytes = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64"
    )
    const path = `${me.id}/avatar-${randomUUID()}.png`
    const uploaded = await me.session.storage.from("avatars").upload(path, bytes, { contentType: "image/png" })
    expect(uploaded.error).toBeNull()
    // Her session cannot write anyone else's folder.
    const elsewhere = await me.session.storage
      .from("avatars")
      .upload(`${ADMIN_ID}/avatar-x.png`, bytes, { contentType: "image/png" })
    expect(elsewhere.error).not.toBeNull()

    const { data } = await service.rpc("export_user_data", { p_user_id: me.id })
    expect((data as { storage_objects: unknown[] }).storage_objects).toEqual([
      expect.objectContaining({ bucket: "avatars", name: path, public: true, content_type: "image/png" }),
    ])
    const served = await fetch(`${local.url}/storage/v1/object/public/avatars/${path}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
  })

  it("answers PT404 (not found) for an unknown user", async () => {
    const { error } = await service.rpc("export_user_data", { p_user_id: randomUUID() })
    expect(error?.code).toBe("PT404")
  })
})

describe("Excluir minha conta (delete_user_account)", () => {
  it("deletes her personal data and keeps what she wrote, anonymised", async () => {
    const me = await busyMember("exclui")
    const { error } = await service.rpc("delete_user_account", { p_user_id: me.id })
    expect(error).toBeNull()

    expect((await service.auth.admin.getUserById(me.id)).error?.code).toBe("user_not_found")
    const counts = await Promise.all(
      [
        service.from("profiles").select("id", { count: "exact", head: true }).eq("id", me.id),
        service.from("notifications").select("id", { count: "exact", head: true }).eq("user_id", me.id),
        service.from("user_permissions").select("id", { count: "exact", head: true }).eq("user_id", me.id),
        service.from("newsletter_subscribers").select("id", { count: "exact", head: true }).eq("email", me.email),
        service.from("email_outbox").select("id", { count: "exact", head: true }).eq("to_email", me.email),
      ].map(async (query) => (await query).count)
    )
    expect(counts).toEqual([0, 0, 0, 0, 0])

    const review = await service
      .from("business_reviews")
      .select("author_id, author_name, comment")
      .eq("id", me.reviewId)
      .single()
    expect(review.data).toEqual({ author_id: null, author_name: "Ex-associada", comment: "Ótimo!" })
    const post = await service.from("blog_posts").select("author_id, status").eq("id", me.postId).single()
    expect(post.data).toEqual({ author_id: null, status: "published" })
    const business = await service.from("businesses").select("owner_id, active").eq("id", me.businessId).single()
    expect(business.data).toEqual({ owner_id: null, active: false })

    // Her confirmed subscription leaves MailRelay through the outbox.
    const queued = await service
      .from("mailrelay_sync_log")
      .select("operation, status")
      .eq("request_data->>email", me.email)
      .order("id", { ascending: false })
      .limit(1)
    expect(queued.data).toEqual([{ operation: "delete", status: "pending" }])

    // Her session is over: the auth user and its sessions are gone.
    expect((await me.session.auth.getUser()).error).not.toBeNull()
  })

  it("refuses the last administrator, and deletes an administrator who is not the last", async () => {
    const last = await service.rpc("delete_user_account", { p_user_id: ADMIN_ID })
    expect(last.error).toMatchObject({ code: "P0001", hint: "last_admin" })
    expect((await service.from("profiles").select("is_admin").eq("id", ADMIN_ID).single()).data).toEqual({
      is_admin: true,
    })

    const second = await busyMember("admin2")
    expect((await service.from("profiles").update({ is_admin: true }).eq("id", second.id)).error).toBeNull()
    expect((await service.rpc("delete_user_account", { p_user_id: second.id })).error).toBeNull()
    expect((await service.from("profiles").select("id").eq("id", second.id)).data).toEqual([])

    // The demo admin is the last one again.
    expect((await service.rpc("delete_user_account", { p_user_id: ADMIN_ID })).error?.hint).toBe("last_admin")
  })

  it("answers PT404 (not found) for an unknown user", async () => {
    const { error } = await service.rpc("delete_user_account", { p_user_id: randomUUID() })
    expect(error?.code).toBe("PT404")
  })
})

describe("e-mail change", () => {
  it("takes her newsletter subscription to the new address", async () => {
    const me = await busyMember("troca")
    const next = `${unique("nova")}@exemplo.com.br`
    const { error } = await service.auth.admin.updateUserById(me.id, { email: next, email_confirm: true })
    expect(error).toBeNull()
    const profile = await service.from("profiles").select("email").eq("id", me.id).single()
    expect(profile.data).toEqual({ email: next })
    const subscriber = await service.from("newsletter_subscribers").select("email, status").eq("email", next)
    expect(subscriber.data).toEqual([{ email: next, status: "confirmed" }])
    // Unticking the box in her profile now withdraws that subscription.
    expect(
      (await me.session.from("profiles").update({ newsletter_subscribed: false }).eq("id", me.id)).error
    ).toBeNull()
    const after = await service.from("newsletter_subscribers").select("status").eq("email", next).single()
    expect(after.data).toEqual({ status: "unsubscribed" })
  })
})
