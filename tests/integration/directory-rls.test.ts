/**
 * The directory (issue #20) through /rest/v1 with the official client, against the real local
 * backend: what a member can and cannot do to listings and reviews whatever the UI does (list
 * without the role, approve, activate, touch status or ratings, edit others' listings, review her
 * own business, review twice, answer twice), and what the moderation functions do for admins
 * (approve, reject with a reason, pause, audit, notify the owner live-ready `new_review`), with the
 * ratings computed by the database.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const ADMIN_EMAIL = "admin@convergencia.test"
const DEMO_PASSWORD = "demo-convergencia"
/** A listed seed business without an owner. */
const LISTED = "60000000-0000-4000-a000-000000000001"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let admin: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string, password: string) {
  const session = client(local.config.anonKey)
  const { error } = await session.auth.signInWithPassword({ email, password })
  if (error) throw error
  return session
}

/** A fresh confirmed member, signed in; with `owner` she also took the business_owner role herself. */
async function member(label: string, { owner = false } = {}) {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Pessoa ${label} Souza` },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  const db = await signIn(email, PASSWORD)
  if (owner) {
    const { error: roleError } = await db.rpc("add_user_role", { user_uuid: data.user.id, new_role: "business_owner" })
    if (roleError) throw roleError
  }
  return { id: data.user.id, email, db }
}

type Member = Awaited<ReturnType<typeof member>>

/** A listing by `owner`, inserted as she would through the form. */
async function listing(owner: Member, extra: Partial<Database["public"]["Tables"]["businesses"]["Insert"]> = {}) {
  const slug = `negocio-${randomUUID().slice(0, 8)}`
  const { data, error } = await owner.db
    .from("businesses")
    .insert({
      owner_id: owner.id,
      name: "Ateliê de Teste",
      slug,
      description: "Peças feitas à mão com carinho.",
      category: "Artesanato",
      city: "Recife",
      state: "PE",
      whatsapp: "+5581991234567",
      ...extra,
    })
    .select("id, slug, status, active")
    .single()
  if (error) throw error
  return data
}

async function businessRow(id: string) {
  const { data, error } = await service
    .from("businesses")
    .select("status, active, rejection_reason, reviewed_by, rating_count, rating_average, logo_url, name")
    .eq("id", id)
    .single()
  if (error) throw error
  return { ...data, rating_average: data.rating_average === null ? null : Number(data.rating_average) }
}

const visibleToVisitors = async (id: string) =>
  ((await anon.from("businesses").select("id").eq("id", id)).data ?? []).length === 1

async function notificationsOf(userId: string) {
  const { data, error } = await service
    .from("notifications")
    .select("type, title, message, action_url")
    .eq("user_id", userId)
    .neq("type", "welcome")
    .order("created_at", { ascending: true })
  if (error) throw error
  return data
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  admin = await signIn(ADMIN_EMAIL, DEMO_PASSWORD)
})

afterAll(async () => {
  await local?.close()
})

describe("listing a business", () => {
  it("takes the business_owner role, and starts pending, out of visitors' sight", async () => {
    const plain = await member("sem-papel")
    const refused = await plain.db
      .from("businesses")
      .insert({ owner_id: plain.id, name: "Sem papel", slug: `sem-papel-${randomUUID().slice(0, 8)}` })
    expect(refused.error?.code).toBe("42501")

    const owner = await member("dona", { owner: true })
    const created = await listing(owner)
    expect(created).toMatchObject({ status: "pending", active: true })
    expect(await visibleToVisitors(created.id)).toBe(false)
    const own = await owner.db.from("businesses").select("id, status").eq("id", created.id)
    expect(own.data).toEqual([{ id: created.id, status: "pending" }])
  })

  it("never lets a member set status, activity, ratings or owner, on insert or update", async () => {
    const owner = await member("escalada", { owner: true })
    for (const extra of [{ status: "approved" }, { active: false }, { rating_count: 10 }, { reviewed_by: owner.id }]) {
      const { error } = await owner.db
        .from("businesses")
        .insert({ owner_id: owner.id, name: "X", slug: `x-${randomUUID().slice(0, 8)}`, ...extra })
      expect(error?.code, JSON.stringify(extra)).toBe("42501")
    }
    const created = await listing(owner)
    for (const change of [
      { status: "approved" },
      { active: false },
      { rating_average: 5 },
      { rejection_reason: null },
      { owner_id: null },
    ]) {
      const { error } = await owner.db.from("businesses").update(change).eq("id", created.id)
      expect(error?.code, JSON.stringify(change)).toBe("42501")
    }
    for (const call of [
      owner.db.rpc("approve_business", { p_business_id: created.id }),
      owner.db.rpc("set_business_active", { p_business_id: created.id, p_active: true }),
      owner.db.rpc("reject_business", { p_business_id: created.id, p_reason: "x" }),
    ]) {
      expect((await call).error?.code).toBe("42501")
    }
    expect(await businessRow(created.id)).toMatchObject({ status: "pending", active: true, rating_count: 0 })
  })

  it("cannot edit, approve or take over someone else's listing", async () => {
    const owner = await member("dona-a", { owner: true })
    const other = await member("outra", { owner: true })
    const created = await listing(owner)
    const edited = await other.db.from("businesses").update({ name: "Invadido" }).eq("id", created.id).select("id")
    expect(edited).toMatchObject({ error: null, data: [] })
    const seeded = await other.db.from("businesses").update({ description: "Invadido" }).eq("id", LISTED).select("id")
    expect(seeded).toMatchObject({ error: null, data: [] })
    const stolen = await other.db
      .from("businesses")
      .insert({ owner_id: owner.id, name: "Em nome de outra", slug: `outra-${randomUUID().slice(0, 8)}` })
    expect(stolen.error?.code).toBe("42501")
    expect(await businessRow(created.id)).toMatchObject({ name: "Ateliê de Teste", status: "pending" })
  })
})

describe("moderating listings", () => {
  it("approval publishes it, audits the admin and notifies the owner", async () => {
    const owner = await member("aprovada", { owner: true })
    const created = await listing(owner)
    const { data, error } = await admin.rpc("approve_business", { p_business_id: created.id })
    expect(error).toBeNull()
    expect(data).toBe(true)
    expect(await visibleToVisitors(created.id)).toBe(true)
    expect(await businessRow(created.id)).toMatchObject({
      status: "approved",
      reviewed_by: "00000000-0000-4000-a000-000000000001",
    })
    expect(await notificationsOf(owner.id)).toContainEqual(
      expect.objectContaining({
        type: "user_action",
        title: "Seu negócio foi aprovado",
        action_url: `/diretorio/${created.slug}`,
      })
    )
    const audit = await admin.from("audit_log").select("action, details").eq("target_id", created.id)
    expect(audit.data).toEqual([
      { action: "business.approve", details: { name: "Ateliê de Teste", slug: created.slug } },
    ])
    // Approving twice changes nothing.
    expect((await admin.rpc("approve_business", { p_business_id: created.id })).data).toBe(false)
  })

  it("an owner's edit never takes an approved listing offline: every column waits in a revision", async () => {
    const owner = await member("edita", { owner: true })
    const created = await listing(owner)
    await admin.rpc("approve_business", { p_business_id: created.id })

    // Contact details, place and tags wait too (issue #31): a direct write is refused, the listing stays.
    for (const change of [
      { whatsapp: "+5581999990000" },
      { contact_email: "golpe@exemplo.com" },
      { city: "Olinda" },
      { accepts_orders: true },
      { description: "Agora vendemos outra coisa completamente diferente." },
    ]) {
      const { error } = await owner.db.from("businesses").update(change).eq("id", created.id)
      expect(error?.code, JSON.stringify(change)).toBe("42501")
      expect(error?.hint).toBe("revision_required")
    }
    expect(await businessRow(created.id)).toMatchObject({ status: "approved", name: "Ateliê de Teste" })
    expect(await visibleToVisitors(created.id)).toBe(true)
  })

  it("a refusal needs a reason, which the owner reads; her next edit resubmits it", async () => {
    const owner = await member("recusada", { owner: true })
    const created = await listing(owner)
    for (const reason of ["", "   ", "x".repeat(501)]) {
      const { error } = await admin.rpc("reject_business", { p_business_id: created.id, p_reason: reason })
      expect(error?.code, JSON.stringify(reason)).toBe("22023")
    }
    const { error } = await admin.rpc("reject_business", {
      p_business_id: created.id,
      p_reason: "Faltam fotos e o contato.",
    })
    expect(error).toBeNull()
    const seen = await owner.db.from("businesses").select("status, rejection_reason").eq("id", created.id).single()
    expect(seen.data).toEqual({ status: "rejected", rejection_reason: "Faltam fotos e o contato." })
    expect(await notificationsOf(owner.id)).toContainEqual(
      expect.objectContaining({
        title: "Seu negócio não foi aprovado",
        message: '"Ateliê de Teste" não foi publicado no diretório. Motivo: Faltam fotos e o contato.',
      })
    )
    const resubmitted = await owner.db
      .from("businesses")
      .update({ contact_email: "contato@atelie.com.br" })
      .eq("id", created.id)
      .select("status, rejection_reason")
    expect(resubmitted.data).toEqual([{ status: "pending", rejection_reason: null }])
  })

  it("pausing takes a listing and its reviews out of sight; only approved ones are paused", async () => {
    const owner = await member("pausa", { owner: true })
    const created = await listing(owner)
    const early = await admin.rpc("set_business_active", { p_business_id: created.id, p_active: false })
    expect(early.error).toMatchObject({ code: "P0001", hint: "not_approved" })
    await admin.rpc("approve_business", { p_business_id: created.id })
    const reviewer = await member("cliente-pausa")
    const review = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: created.id, rating: 5, comment: "Maravilhoso, recomendo!" })
      .select("id")
      .single()
    await admin.rpc("approve_review", { p_review_id: review.data!.id })
    expect((await anon.from("business_reviews").select("id").eq("id", review.data!.id)).data).toHaveLength(1)

    expect((await admin.rpc("set_business_active", { p_business_id: created.id, p_active: false })).data).toBe(true)
    expect(await visibleToVisitors(created.id)).toBe(false)
    expect((await anon.from("business_reviews").select("id").eq("id", review.data!.id)).data).toEqual([])
    const latecomer = await member("atrasada")
    const paused = await latecomer.db
      .from("business_reviews")
      .insert({ business_id: created.id, rating: 4, comment: "Fui lá ontem e estava fechado." })
    expect(paused.error?.code).toBe("42501")

    expect((await admin.rpc("set_business_active", { p_business_id: created.id, p_active: true })).data).toBe(true)
    expect(await visibleToVisitors(created.id)).toBe(true)
    const actions = await admin.from("audit_log").select("action").eq("target_id", created.id).order("id")
    expect(actions.data?.map((row) => row.action)).toEqual([
      "business.approve",
      "business.deactivate",
      "business.activate",
    ])
  })

  it("counts listed businesses on the admin overview", async () => {
    const before = (await admin.rpc("get_admin_stats")).data![0]!.total_businesses
    const owner = await member("contagem", { owner: true })
    const created = await listing(owner)
    expect((await admin.rpc("get_admin_stats")).data![0]!.total_businesses).toBe(before)
    await admin.rpc("approve_business", { p_business_id: created.id })
    expect((await admin.rpc("get_admin_stats")).data![0]!.total_businesses).toBe(before + 1)
    const members = await (await member("curiosa")).db.rpc("get_admin_stats")
    expect(members.error?.code).toBe("42501")
  })
})

describe("reviews", () => {
  let owner: Member
  let business: { id: string; slug: string }

  beforeAll(async () => {
    owner = await member("avaliada", { owner: true })
    business = await listing(owner, { name: "Quitanda da Ilha" })
    await admin.rpc("approve_business", { p_business_id: business.id })
  })

  it("an owner cannot review her own business, and nobody reviews one that is not listed", async () => {
    const own = await owner.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 5, comment: "O meu é o melhor!" })
    expect(own.error?.code).toBe("42501")
    const pending = await listing(owner)
    const reviewer = await member("apressada")
    const early = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: pending.id, rating: 5, comment: "Nem abriu ainda." })
    expect(early.error?.code).toBe("42501")
  })

  it("one review per member, named from her profile, public only once approved, never self-approved", async () => {
    const reviewer = await member("cliente")
    const first = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 4, comment: "Frutas fresquinhas e preço justo." })
      .select("id, author_name, approved")
      .single()
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ author_name: "Pessoa C.", approved: false })
    expect((await anon.from("business_reviews").select("id").eq("id", first.data!.id)).data).toEqual([])

    const twice = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 5, comment: "De novo!" })
    expect(twice.error?.code).toBe("23505")
    const named = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: LISTED, rating: 5, comment: "Assinado por outra.", author_name: "Admin" } as never)
    expect(named.error?.code).toBe("42501")
    const selfApproved = await reviewer.db
      .from("business_reviews")
      .update({ approved: true } as never)
      .eq("id", first.data!.id)
    expect(selfApproved.error?.code).toBe("42501")
    expect((await reviewer.db.rpc("approve_review", { p_review_id: first.data!.id })).error?.code).toBe("42501")
  })

  it("approval publishes it, rates the business and tells the owner (new_review) and the author", async () => {
    const reviewer = await member("fa")
    const other = await member("critica")
    const five = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 5, comment: "Atendimento maravilhoso, voltarei sempre." })
      .select("id")
      .single()
    const two = await other.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 2, comment: "Demorou bastante para entregar." })
      .select("id")
      .single()
    expect(await businessRow(business.id)).toMatchObject({ rating_count: 0, rating_average: null })

    expect((await admin.rpc("approve_review", { p_review_id: five.data!.id })).data).toBe(true)
    expect((await admin.rpc("approve_review", { p_review_id: two.data!.id })).data).toBe(true)
    expect(await businessRow(business.id)).toMatchObject({ rating_count: 2, rating_average: 3.5 })
    expect((await anon.from("business_reviews").select("id").eq("id", five.data!.id)).data).toHaveLength(1)
    expect(await notificationsOf(owner.id)).toContainEqual({
      type: "new_review",
      title: "Nova avaliação recebida",
      message: 'Pessoa deu 5 estrelas para Quitanda da Ilha: "Atendimento maravilhoso, voltarei sempre."',
      action_url: `/diretorio/${business.slug}#avaliacoes`,
    })
    expect(await notificationsOf(reviewer.id)).toContainEqual(
      expect.objectContaining({ type: "user_action", title: "Sua avaliação foi publicada" })
    )

    // An edit goes back to moderation, and the average with it.
    const edited = await other.db
      .from("business_reviews")
      .update({ rating: 1, comment: "Mudei de ideia, piorou." })
      .eq("id", two.data!.id)
      .select("approved")
    expect(edited.data).toEqual([{ approved: false }])
    expect(await businessRow(business.id)).toMatchObject({ rating_count: 1, rating_average: 5 })

    // Taken down with a reason the author reads.
    expect((await admin.rpc("reject_review", { p_review_id: five.data!.id, p_reason: " " })).error?.code).toBe("22023")
    expect(
      (await admin.rpc("reject_review", { p_review_id: five.data!.id, p_reason: "Dados pessoais no texto." })).error
    ).toBeNull()
    expect(await businessRow(business.id)).toMatchObject({ rating_count: 0, rating_average: null })
    expect(await notificationsOf(reviewer.id)).toContainEqual(
      expect.objectContaining({
        title: "Sua avaliação foi removida",
        message: "Sua avaliação de Quitanda da Ilha não está no diretório. Motivo: Dados pessoais no texto.",
      })
    )
  })

  it("the owner answers a published review once; nobody else answers, and the author may delete hers", async () => {
    const reviewer = await member("respondida")
    const review = await reviewer.db
      .from("business_reviews")
      .insert({ business_id: business.id, rating: 5, comment: "Melhor quitanda do bairro!" })
      .select("id")
      .single()
    const early = await owner.db.from("business_reviews").update({ owner_reply: "Obrigada!" }).eq("id", review.data!.id)
    expect(early.error).toMatchObject({ code: "42501", hint: "not_approved" })
    await admin.rpc("approve_review", { p_review_id: review.data!.id })

    const stranger = await member("intrometida", { owner: true })
    const foreign = await stranger.db
      .from("business_reviews")
      .update({ owner_reply: "Eu respondo!" })
      .eq("id", review.data!.id)
      .select("id")
    expect(foreign).toMatchObject({ error: null, data: [] })
    const byAuthor = await reviewer.db
      .from("business_reviews")
      .update({ owner_reply: "Eu mesma!" })
      .eq("id", review.data!.id)
    expect(byAuthor.error?.code).toBe("42501")
    const ownerEdit = await owner.db
      .from("business_reviews")
      .update({ rating: 5, comment: "Trocado" })
      .eq("id", review.data!.id)
    expect(ownerEdit.error?.code).toBe("42501")

    const answered = await owner.db
      .from("business_reviews")
      .update({ owner_reply: "Obrigada pela visita!" })
      .eq("id", review.data!.id)
      .select("owner_reply, owner_replied_at")
      .single()
    expect(answered.data?.owner_reply).toBe("Obrigada pela visita!")
    expect(answered.data?.owner_replied_at).toBeTruthy()
    const again = await owner.db.from("business_reviews").update({ owner_reply: "De novo" }).eq("id", review.data!.id)
    expect(again.error).toMatchObject({ code: "42501", hint: "already_replied" })
    const publicRow = await anon.from("business_reviews").select("owner_reply").eq("id", review.data!.id).single()
    expect(publicRow.data).toEqual({ owner_reply: "Obrigada pela visita!" })

    const deletedByOwner = await owner.db.from("business_reviews").delete().eq("id", review.data!.id).select("id")
    expect(deletedByOwner.data).toEqual([])
    const deleted = await reviewer.db.from("business_reviews").delete().eq("id", review.data!.id).select("id")
    expect(deleted.data).toEqual([{ id: review.data!.id }])
  })
})

describe("with approval switched off in the site settings", () => {
  async function setApproval(value: boolean) {
    const { error } = await service
      .from("site_settings")
      .update({ directory_listing_approval: value, directory_review_approval: value })
      .eq("id", true)
    if (error) throw error
  }

  it("listings and reviews are public at once, and the owner still hears of each review", async () => {
    await setApproval(false)
    try {
      const owner = await member("sem-fila", { owner: true })
      const created = await listing(owner, { name: "Banca Sem Fila" })
      expect(created.status).toBe("approved")
      expect(await visibleToVisitors(created.id)).toBe(true)
      // Still nobody sets the status herself.
      const forced = await owner.db.from("businesses").update({ status: "rejected" }).eq("id", created.id)
      expect(forced.error?.code).toBe("42501")

      const reviewer = await member("direta")
      const review = await reviewer.db
        .from("business_reviews")
        .insert({ business_id: created.id, rating: 4, comment: "Atendimento rápido e simpático." })
        .select("id, approved")
        .single()
      expect(review.data?.approved).toBe(true)
      expect((await anon.from("business_reviews").select("id").eq("id", review.data!.id)).data).toHaveLength(1)
      expect(await businessRow(created.id)).toMatchObject({ rating_count: 1, rating_average: 4 })
      expect(await notificationsOf(owner.id)).toContainEqual(
        expect.objectContaining({ type: "new_review", title: "Nova avaliação recebida" })
      )
    } finally {
      await setApproval(true)
    }
  })
})
