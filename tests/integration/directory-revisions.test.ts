/**
 * Issue #31: an owner's edit of an approved listing waits in business_revisions while the approved
 * version stays public (its page, its products in /loja, its reviews). Through /rest/v1 with the
 * official clients against the real local backend: who reads and writes a revision, that nobody
 * approves her own, that approval applies it in one step and a refusal keeps the public version
 * and tells the owner why, and that with approval switched off edits apply at once. And that the
 * logo files a refused, replaced or approved revision leaves unused leave the bucket, never the one
 * in use (lib/data/business-logos.ts, through the data functions the actions call).
 */
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { decideBusinessRevision } from "@/lib/data/directory-admin"
import { replaceBusinessRevision, type RevisionColumns } from "@/lib/data/directory-owner"
import type { Database } from "@/lib/database.types"
import { LOGO_BUCKET, logoPublicUrl } from "@/lib/directory"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const DEMO_PASSWORD = "demo-convergencia"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let admin: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string, password: string) {
  const session = client(local.config.anonKey)
  const { error } = await session.auth.signInWithPassword({ email, password })
  if (error) throw error
  return session
}

async function member(label: string, roles: string[] = []) {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Pessoa ${label} Lima` },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  const isAdmin = roles.includes("admin")
  const { error: roleError } = await service
    .from("profiles")
    .update({ roles: ["customer", "business_owner"], ...(isAdmin ? { is_admin: true } : {}) })
    .eq("id", data.user.id)
  if (roleError) throw roleError
  return { id: data.user.id, db: await signIn(email, PASSWORD) }
}

type Member = Awaited<ReturnType<typeof member>>

/** An approved listing of `owner` with one visible product. */
async function approvedListing(owner: Member) {
  const slug = `revisao-${randomUUID().slice(0, 8)}`
  const { data, error } = await owner.db
    .from("businesses")
    .insert({
      owner_id: owner.id,
      name: "Doceria Aprovada",
      slug,
      description: "Doces caseiros.",
      category: "Alimentação",
      city: "Natal",
      state: "RN",
      whatsapp: "+5584991234567",
    })
    .select("id, slug")
    .single()
  if (error) throw error
  const approved = await admin.rpc("approve_business", { p_business_id: data.id })
  if (approved.error) throw approved.error
  const product = await service
    .from("products")
    .insert({
      business_id: data.id,
      name: `Bolo ${slug}`,
      slug: `bolo-${slug}`,
      category: "alimentacao",
      price_cents: 3500,
    })
    .select("id")
    .single()
  if (product.error) throw product.error
  return { ...data, productId: product.data.id }
}

const revision = (businessId: string, slug: string, extra: Record<string, unknown> = {}) => ({
  business_id: businessId,
  name: "Doceria Renomeada",
  slug,
  description: "Doces caseiros e salgados.",
  category: "Alimentação",
  city: "Natal",
  state: "RN",
  whatsapp: "+5584990000000",
  contact_email: "novo@exemplo.com.br",
  accepts_orders: true,
  sells_online: false,
  ...extra,
})

const publicName = async (id: string) =>
  (await anon.from("businesses").select("name").eq("id", id).maybeSingle()).data?.name ?? null

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  admin = await signIn("admin@convergencia.test", DEMO_PASSWORD)
})

afterAll(async () => {
  await local?.close()
})

describe("an owner's edit of an approved listing", () => {
  it("waits as her revision; the public listing and its products stay as approved", async () => {
    const owner = await member("dona", ["business_owner"])
    const business = await approvedListing(owner)
    const saved = await owner.db
      .from("business_revisions")
      .upsert(revision(business.id, business.slug), { onConflict: "business_id" })
      .select("business_id, owner_id, name")
      .single()
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual({ business_id: business.id, owner_id: owner.id, name: "Doceria Renomeada" })
    // Saving again replaces it: one pending revision per business.
    const again = await owner.db
      .from("business_revisions")
      .upsert(revision(business.id, business.slug, { name: "Doceria Renomeada 2" }), { onConflict: "business_id" })
    expect(again.error).toBeNull()
    expect((await owner.db.from("business_revisions").select("name").eq("business_id", business.id)).data).toEqual([
      { name: "Doceria Renomeada 2" },
    ])

    expect(await publicName(business.id)).toBe("Doceria Aprovada")
    const products = await anon.from("products").select("id").eq("id", business.productId)
    expect(products.data).toHaveLength(1)
  })

  it("is read by her and admins only, and nobody writes one for another's listing", async () => {
    const owner = await member("dona-privada", ["business_owner"])
    const other = await member("outra", ["business_owner"])
    const business = await approvedListing(owner)
    await owner.db.from("business_revisions").insert(revision(business.id, business.slug))

    expect(
      (await anon.from("business_revisions").select("business_id").eq("business_id", business.id)).data ?? []
    ).toEqual([])
    expect(
      (await other.db.from("business_revisions").select("business_id").eq("business_id", business.id)).data
    ).toEqual([])
    expect((await admin.from("business_revisions").select("business_id").eq("business_id", business.id)).data).toEqual([
      { business_id: business.id },
    ])
    const hijack = await other.db
      .from("business_revisions")
      .upsert(revision(business.id, business.slug, { whatsapp: "+5511900000000" }), { onConflict: "business_id" })
    expect(hijack.error?.code).toBe("42501")
    const anonymous = await anon.from("business_revisions").insert(revision(business.id, business.slug))
    expect(anonymous.error).not.toBeNull()
    // Nor does she date it or sign it as someone else.
    const { error } = await owner.db
      .from("business_revisions")
      .update({ owner_id: other.id } as never)
      .eq("business_id", business.id)
    expect(error?.code).toBe("42501")
  })

  it("is never approved by its owner, nor by a member; an admin's approval applies it at once", async () => {
    const owner = await member("dona-admin", ["business_owner", "admin"])
    const plain = await member("dona-comum", ["business_owner"])
    const mine = await approvedListing(owner)
    const theirs = await approvedListing(plain)
    await owner.db.from("business_revisions").insert(revision(mine.id, mine.slug))
    await plain.db.from("business_revisions").insert(revision(theirs.id, theirs.slug))

    // An admin who owns the listing does not approve her own edit; a member approves nothing.
    expect((await owner.db.rpc("approve_business_revision", { p_business_id: mine.id })).error?.code).toBe("42501")
    expect((await plain.db.rpc("approve_business_revision", { p_business_id: theirs.id })).error?.code).toBe("42501")
    expect((await anon.rpc("approve_business_revision", { p_business_id: theirs.id })).error).not.toBeNull()
    expect(await publicName(theirs.id)).toBe("Doceria Aprovada")

    const approved = await admin.rpc("approve_business_revision", { p_business_id: theirs.id })
    expect(approved.error).toBeNull()
    expect(approved.data).toBe(true)
    const row = await anon
      .from("businesses")
      .select("name, whatsapp, contact_email, accepts_orders, status, active")
      .eq("id", theirs.id)
      .single()
    expect(row.data).toEqual({
      name: "Doceria Renomeada",
      whatsapp: "+5584990000000",
      contact_email: "novo@exemplo.com.br",
      accepts_orders: true,
      status: "approved",
      active: true,
    })
    expect((await service.from("business_revisions").select("business_id").eq("business_id", theirs.id)).data).toEqual(
      []
    )
    const notes = await service.from("notifications").select("title").eq("user_id", plain.id)
    expect(notes.data).toContainEqual({ title: "Suas alterações foram aprovadas" })
    const audit = await admin.from("audit_log").select("action").eq("target_id", theirs.id)
    expect(audit.data).toContainEqual({ action: "business.revision.approve" })
    // Nothing left to approve.
    expect((await admin.rpc("approve_business_revision", { p_business_id: theirs.id })).error?.code).toBe("PT404")
  })

  it("a refusal needs a reason, keeps the public version and tells the owner why", async () => {
    const owner = await member("dona-recusada", ["business_owner"])
    const business = await approvedListing(owner)
    await owner.db.from("business_revisions").insert(revision(business.id, business.slug))
    expect(
      (await admin.rpc("reject_business_revision", { p_business_id: business.id, p_reason: " " })).error?.code
    ).toBe("22023")
    expect(
      (await owner.db.rpc("reject_business_revision", { p_business_id: business.id, p_reason: "Não." })).error?.code
    ).toBe("42501")
    const refused = await admin.rpc("reject_business_revision", {
      p_business_id: business.id,
      p_reason: "O novo WhatsApp não confere.",
    })
    expect(refused.error).toBeNull()
    expect(await publicName(business.id)).toBe("Doceria Aprovada")
    expect(
      (await owner.db.from("business_revisions").select("business_id").eq("business_id", business.id)).data
    ).toEqual([])
    const notes = await service.from("notifications").select("title, message").eq("user_id", owner.id)
    expect(notes.data).toContainEqual({
      title: "Suas alterações não foram aprovadas",
      message:
        'As alterações de "Doceria Aprovada" não foram publicadas; o diretório continua mostrando a versão aprovada. Motivo: O novo WhatsApp não confere.',
    })
  })

  it("a pending (not yet approved) listing has no revision: it is edited in place", async () => {
    const owner = await member("dona-nova", ["business_owner"])
    const created = await owner.db
      .from("businesses")
      .insert({
        owner_id: owner.id,
        name: "Ainda Pendente",
        slug: `pendente-${randomUUID().slice(0, 8)}`,
        city: "Natal",
        state: "RN",
      })
      .select("id, slug")
      .single()
    const { error } = await owner.db.from("business_revisions").insert(revision(created.data!.id, created.data!.slug))
    expect(error?.code).toBe("42501")
    const edit = await owner.db.from("businesses").update({ name: "Pendente Editado" }).eq("id", created.data!.id)
    expect(edit.error).toBeNull()
  })

  it("with approval switched off in the site settings, her edit applies at once", async () => {
    const owner = await member("dona-direta", ["business_owner"])
    const business = await approvedListing(owner)
    await service.from("site_settings").update({ directory_listing_approval: false }).eq("id", true)
    try {
      const { error } = await owner.db.from("businesses").update({ name: "Doceria Direta" }).eq("id", business.id)
      expect(error).toBeNull()
      expect(await publicName(business.id)).toBe("Doceria Direta")
    } finally {
      await service.from("site_settings").update({ directory_listing_approval: true }).eq("id", true)
    }
  })
})

describe("logo files a revision leaves behind (issue #31)", () => {
  const PNG = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))

  /** Stores a logo file in the business's folder with her session, as the form does. */
  async function storeLogo(owner: Member, businessId: string, label: string) {
    const objectPath = `${businessId}/logo-${label}-${randomUUID().slice(0, 8)}.png`
    const { error } = await owner.db.storage
      .from(LOGO_BUCKET)
      .upload(objectPath, PNG, { contentType: "image/png", upsert: false })
    if (error) throw error
    return logoPublicUrl(objectPath)
  }

  /** The folder's files, as Storage lists them. */
  async function folder(businessId: string) {
    const { data, error } = await service.storage.from(LOGO_BUCKET).list(businessId)
    if (error) throw error
    return data.map((object) => logoPublicUrl(`${businessId}/${object.name}`)).sort()
  }

  /** An approved listing whose public logo is a stored file. */
  async function listingWithLogo(owner: Member) {
    const business = await approvedListing(owner)
    const publicLogo = await storeLogo(owner, business.id, "publico")
    const { error } = await service.from("businesses").update({ logo_url: publicLogo }).eq("id", business.id)
    if (error) throw error
    return { ...business, publicLogo }
  }

  const columns = (slug: string, logo: string | null, name = "Doceria Renomeada"): RevisionColumns => ({
    name,
    slug,
    description: "Doces caseiros e salgados.",
    category: "Alimentação",
    city: "Natal",
    state: "RN",
    whatsapp: "+5584990000000",
    contact_email: "novo@exemplo.com.br",
    website_url: null,
    instagram_url: null,
    logo_url: logo,
    accepts_orders: true,
    sells_online: false,
  })

  const asAdmin = () => ({ db: admin, storage: service })

  it("a refused revision's new logo is deleted; the public logo stays", async () => {
    const owner = await member("logo-recusado", ["business_owner"])
    const business = await listingWithLogo(owner)
    const proposed = await storeLogo(owner, business.id, "proposto")
    const saved = await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, proposed))
    expect(saved).toEqual({ data: { pending: true }, error: null })
    expect(await folder(business.id)).toEqual([business.publicLogo, proposed].sort())

    const refused = await decideBusinessRevision(asAdmin(), business.id, {
      approve: false,
      reason: "O logo novo está ilegível.",
    })
    expect(refused.error).toBeNull()
    expect(await folder(business.id)).toEqual([business.publicLogo])
    expect((await anon.from("businesses").select("logo_url").eq("id", business.id).single()).data?.logo_url).toBe(
      business.publicLogo
    )
  })

  it("a refused revision that kept the public logo deletes nothing", async () => {
    const owner = await member("logo-mantido", ["business_owner"])
    const business = await listingWithLogo(owner)
    expect(
      await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, business.publicLogo))
    ).toEqual({ data: { pending: true }, error: null })
    expect(
      (await decideBusinessRevision(asAdmin(), business.id, { approve: false, reason: "Nome confuso." })).error
    ).toBeNull()
    expect(await folder(business.id)).toEqual([business.publicLogo])
  })

  it("a newer revision replaces the pending one's logo, and the approval the public one", async () => {
    const owner = await member("logo-trocado", ["business_owner"])
    const business = await listingWithLogo(owner)
    const first = await storeLogo(owner, business.id, "primeiro")
    await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, first))
    const second = await storeLogo(owner, business.id, "segundo")
    expect(await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, second))).toEqual({
      data: { pending: true },
      error: null,
    })
    // The first proposal is gone; the public logo and the pending one stay.
    expect(await folder(business.id)).toEqual([business.publicLogo, second].sort())

    // Another save of the same revision with its logo kept deletes nothing.
    await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, second, "Doceria Nova"))
    expect(await folder(business.id)).toEqual([business.publicLogo, second].sort())

    expect((await decideBusinessRevision(asAdmin(), business.id, { approve: true })).error).toBeNull()
    expect(await folder(business.id)).toEqual([second])
    expect((await anon.from("businesses").select("logo_url").eq("id", business.id).single()).data?.logo_url).toBe(
      second
    )
  })

  it("an approval that removes the logo deletes the old file; a failed decision deletes nothing", async () => {
    const owner = await member("logo-removido", ["business_owner"])
    const business = await listingWithLogo(owner)
    await replaceBusinessRevision(owner.db, owner.id, business.id, columns(business.slug, null))
    // A member is not an admin: the function refuses, and the files stay as they are.
    const denied = await decideBusinessRevision({ db: owner.db, storage: service }, business.id, { approve: true })
    expect(denied.error?.code).toBe("42501")
    expect(await folder(business.id)).toEqual([business.publicLogo])

    expect((await decideBusinessRevision(asAdmin(), business.id, { approve: true })).error).toBeNull()
    expect(await folder(business.id)).toEqual([])
  })
})

describe("a review's author picture (issue #31)", () => {
  it("comes from her profile, follows her changes, and nobody writes it by hand", async () => {
    const author = await member("autora-foto")
    const avatar = `${local.url}/storage/v1/object/public/avatars/${author.id}/avatar-1.webp`
    await author.db.from("profiles").update({ avatar_url: avatar }).eq("id", author.id)
    const listed = "60000000-0000-4000-a000-000000000001"
    const created = await author.db
      .from("business_reviews")
      .insert({ business_id: listed, rating: 5, comment: "Atendimento excelente." } as never)
      .select("id, author_avatar_url")
      .single()
    expect(created.error).toBeNull()
    expect(created.data?.author_avatar_url).toBe(avatar)
    await admin.rpc("approve_review", { p_review_id: created.data!.id })
    const seen = await anon
      .from("business_reviews")
      .select("author_name, author_avatar_url")
      .eq("id", created.data!.id)
      .single()
    expect(seen.data).toEqual({ author_name: "Pessoa A.", author_avatar_url: avatar })
    // Her profile itself stays out of visitors' reach.
    expect((await anon.from("profiles").select("id").eq("id", author.id)).data).toEqual([])

    const forged = await author.db
      .from("business_reviews")
      .update({ author_avatar_url: "https://exemplo.com/outra.png" } as never)
      .eq("id", created.data!.id)
    expect(forged.error?.code).toBe("42501")

    const changed = `${local.url}/storage/v1/object/public/avatars/${author.id}/avatar-2.webp`
    await author.db.from("profiles").update({ avatar_url: changed }).eq("id", author.id)
    const after = await anon.from("business_reviews").select("author_avatar_url").eq("id", created.data!.id).single()
    expect(after.data?.author_avatar_url).toBe(changed)
  })
})
