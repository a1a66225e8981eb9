/**
 * The LGPD rights of issue #19 across the areas added after them, against the real local backend:
 * a member active in the directory, the shop window, the community, projects and the ambassador
 * programme finds all of it in "Baixar meus dados", and "Excluir minha conta" leaves every area
 * coherent (seats freed and the waiting list promoted, listings hidden without her contacts,
 * messages under "Ex-associada", unpaid commissions dropped and paid ones kept without her).
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  actingAs,
  clientOf,
  type Db,
  DEMO,
  join,
  newGroup,
  newPerson,
  type Person,
  reply,
  topic,
} from "../helpers/community"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

let local: LocalSupabase
let service: Db
let admin: Db

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`

function must<T extends { error: unknown }>(result: T): T {
  if (result.error) throw result.error
  return result
}

/** A confirmed sign-up that came through an ambassador's referral link (the code in metadata). */
async function referredPerson(code: string, label = "indicada") {
  const { data, error } = await service.auth.admin.createUser({
    email: `${unique(label)}@exemplo.com.br`,
    password: `senha-${randomUUID()}`,
    email_confirm: true,
    user_metadata: { full_name: "Pessoa Indicada", ref_code: code },
  })
  if (error || !data.user) throw error ?? new Error("no user")
  return data.user.id
}

async function newProject(capacity: number) {
  const slug = unique("projeto")
  const { data } = must(
    await service
      .from("projects")
      .insert({
        slug,
        title: `Projeto ${slug}`,
        kind: "curso",
        summary: "Um projeto criado pelo teste de exclusão de conta.",
        format: "online",
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        capacity,
      })
      .select("id")
      .single()
  )
  return data!.id
}

async function newBusiness(ownerId: string, name: string) {
  const { data } = must(
    await service
      .from("businesses")
      .insert({
        owner_id: ownerId,
        name,
        slug: unique("negocio"),
        description: "Um negócio criado pelo teste.",
        category: "artesanato",
        city: "Recife",
        state: "PE",
        whatsapp: "+55 81 98765-4321",
        contact_email: `${unique("contato")}@exemplo.com.br`,
        status: "approved",
      })
      .select("id")
      .single()
  )
  return data!.id
}

interface Busy {
  me: Person
  other: Person
  waiting: Person
  code: string
  referredBy: string
  groupId: string
  topicId: string
  reportedPostId: string
  projectId: string
  businessId: string
  productId: string
  paidEntryId: string
  pendingEntryId: string
}

/** A member with something in every area, and the people around her. */
async function busyMember(label: string): Promise<Busy> {
  // She came through Joana's link, and is an ambassador herself.
  const referred = await referredPerson("joana25", "socia")
  const { data: created } = must(await service.auth.admin.getUserById(referred))
  const email = created.user!.email!
  const me: Person = { id: referred, email, name: "Pessoa Indicada", db: await actingAs(local, referred, email) }
  const other = await newPerson(local, `vizinha-${label}`)
  const waiting = await newPerson(local, `espera-${label}`)
  must(await admin.rpc("add_user_role", { user_uuid: me.id, new_role: "ambassador" }))
  const { data: ambassador } = must(await service.from("ambassadors").select("code").eq("user_id", me.id).single())
  const code = ambassador!.code

  // Two people she referred confirm: one commission is paid, the other stays pending.
  for (let i = 0; i < 2; i++) await referredPerson(code)
  const { data: entries } = must(
    await service.from("commission_entries").select("id").eq("ambassador_id", me.id).order("created_at")
  )
  const [paidEntryId, pendingEntryId] = entries!.map((e) => e.id) as [string, string]
  must(await admin.rpc("set_commission_status", { p_ids: [paidEntryId], p_status: "approved" }))
  must(await admin.rpc("set_commission_status", { p_ids: [paidEntryId], p_status: "paid" }))

  // Community: a topic of hers, a reply she supports and reports.
  const group = await newGroup(admin)
  await join(me, group.id)
  await join(other, group.id)
  const topicId = await topic(me, group.id, `Tópico de ${label}`)
  const { data: reportedPostId } = must(await reply(other, topicId, "<p>Visitem a minha loja!</p>"))
  must(await me.db.rpc("toggle_community_support", { p_post_id: reportedPostId! }))
  must(await me.db.rpc("report_community_post", { p_post_id: reportedPostId!, p_reason: "Propaganda na conversa" }))

  // Directory and shop: her listing with a product and an answered review, her review elsewhere.
  const businessId = await newBusiness(me.id, `Ateliê ${label}`)
  const { data: product } = must(
    await service
      .from("products")
      .insert({
        business_id: businessId,
        slug: unique("produto"),
        name: "Bolsa bordada",
        category: "artesanato",
        price_cents: 12_500,
      })
      .select("id")
      .single()
  )
  const { data: review } = must(
    await other.db
      .from("business_reviews")
      .insert({ business_id: businessId, rating: 5, comment: "Peças lindas." })
      .select("id")
      .single()
  )
  must(await admin.rpc("approve_review", { p_review_id: review!.id }))
  must(await me.db.from("business_reviews").update({ owner_reply: "Obrigada, volte sempre!" }).eq("id", review!.id))
  const elsewhere = await newBusiness(other.id, `Banca ${label}`)
  must(await me.db.from("business_reviews").insert({ business_id: elsewhere, rating: 4, comment: "Bom atendimento." }))

  // Projects: she holds the only seat; someone waits for it.
  const projectId = await newProject(1)
  must(await me.db.rpc("signup_for_project", { p_project_id: projectId }))
  must(await waiting.db.rpc("signup_for_project", { p_project_id: projectId }))

  return {
    me,
    other,
    waiting,
    code,
    referredBy: "joana25",
    groupId: group.id,
    topicId,
    reportedPostId: reportedPostId!,
    projectId,
    businessId,
    productId: product!.id,
    paidEntryId,
    pendingEntryId,
  }
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  admin = await actingAs(local, DEMO.admin.id, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

describe("Baixar meus dados, in every area", () => {
  it("holds her community, directory, shop, projects and ambassador data, and nobody else's", async () => {
    const busy = await busyMember("exporta")
    const { data, error } = await service.rpc("export_user_data", { p_user_id: busy.me.id })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      reviews: [expect.objectContaining({ rating: 4, comment: "Bom atendimento.", approved: false })],
      businesses: [
        expect.objectContaining({
          name: "Ateliê exporta",
          status: "approved",
          whatsapp: "+55 81 98765-4321",
          review_answers: [expect.objectContaining({ answer: "Obrigada, volte sempre!" })],
        }),
      ],
      products: [expect.objectContaining({ business: "Ateliê exporta", name: "Bolsa bordada", price_cents: 12_500 })],
      community: {
        memberships: [expect.objectContaining({ role: "member", status: "active" })],
        topics: [expect.objectContaining({ title: "Tópico de exporta" })],
        messages: [expect.objectContaining({ topic: "Tópico de exporta", opening: true })],
        supports: [expect.objectContaining({ topic: "Tópico de exporta" })],
        reports: [expect.objectContaining({ reason: "Propaganda na conversa", status: "open" })],
      },
      projects: { signups: [expect.objectContaining({ status: "confirmed" })], teaching: [] },
      ambassador: {
        code: busy.code,
        referrals: [
          expect.objectContaining({ code: busy.code, confirmed_at: expect.any(String) }),
          expect.objectContaining({ code: busy.code, confirmed_at: expect.any(String) }),
        ],
        commissions: expect.arrayContaining([
          expect.objectContaining({ status: "paid", paid_at: expect.any(String) }),
          expect.objectContaining({ status: "pending" }),
        ]),
      },
      referred_by: { code: "joana25", confirmed_at: expect.any(String) },
    })
    const text = JSON.stringify(data)
    // Her words, not the people around her: the reply she reported is someone else's (the review
    // she answered reaches her only as the notification she received), and whom she referred is
    // not hers to export.
    expect(text).not.toContain("Visitem a minha loja!")
    expect(text).not.toContain(busy.other.email)
    expect(text).not.toContain(DEMO.admin.email)
    expect(text).not.toContain("indicada-")
  })
})

describe("Baixar meus dados: what waits for someone else's decision", () => {
  it("holds her pending business revision and the message of her request to join a group", async () => {
    const me = await newPerson(local, "espera-decisao")
    const businessId = await newBusiness(me.id, "Ateliê aprovado")
    const revisionSlug = unique("negocio-revisto")
    must(
      await me.db.from("business_revisions").insert({
        business_id: businessId,
        name: "Ateliê revisto",
        slug: revisionSlug,
        description: "A descrição nova, à espera da administração.",
        city: "Olinda",
        state: "PE",
        whatsapp: "+55 81 91234-5678",
        logo_url: "/storage/v1/object/public/business-logos/revisto.webp",
        accepts_orders: true,
      })
    )
    const group = await newGroup(admin, "request")
    must(
      await me.db.rpc("join_community_group", {
        p_group_id: group.id,
        p_message: "Sou bordadeira em Olinda e queria aprender com vocês.",
      })
    )

    const { data, error } = await service.rpc("export_user_data", { p_user_id: me.id })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      // The approved listing as it is public, and her proposed change beside it.
      businesses: [expect.objectContaining({ name: "Ateliê aprovado", city: "Recife" })],
      business_revisions: [
        expect.objectContaining({
          business: "Ateliê aprovado",
          name: "Ateliê revisto",
          slug: revisionSlug,
          description: "A descrição nova, à espera da administração.",
          city: "Olinda",
          whatsapp: "+55 81 91234-5678",
          logo_url: "/storage/v1/object/public/business-logos/revisto.webp",
          accepts_orders: true,
          submitted_at: expect.any(String),
        }),
      ],
      community: {
        memberships: [
          expect.objectContaining({
            group: `Grupo ${group.slug}`,
            status: "pending",
            request_message: "Sou bordadeira em Olinda e queria aprender com vocês.",
          }),
        ],
      },
    })
  })

  it("has an empty list of revisions for a member without one", async () => {
    const me = await newPerson(local, "sem-revisao")
    const { data, error } = await service.rpc("export_user_data", { p_user_id: me.id })
    expect(error).toBeNull()
    expect(data).toMatchObject({ business_revisions: [] })
  })
})

describe("Excluir minha conta, in every area", () => {
  it("frees her seat, hides her listing without her contacts, anonymises her messages and keeps paid commissions", async () => {
    const busy = await busyMember("exclui")
    const membersBefore = (
      await service.from("community_groups").select("members_count").eq("id", busy.groupId).single()
    ).data!.members_count
    must(await service.rpc("delete_user_account", { p_user_id: busy.me.id }))

    // Projects: the one waiting took the seat, and the counts say so.
    expect(
      (await service.from("projects").select("confirmed_count, waitlist_count").eq("id", busy.projectId).single()).data
    ).toEqual({ confirmed_count: 1, waitlist_count: 0 })
    expect(
      (await service.from("project_signups").select("user_id, status").eq("project_id", busy.projectId)).data
    ).toEqual([{ user_id: busy.waiting.id, status: "confirmed" }])

    // Directory and shop: the listing is out of the directory, ownerless and without her contacts;
    // its product and the review someone else wrote on it remain.
    expect(
      (
        await service
          .from("businesses")
          .select("owner_id, active, whatsapp, contact_email")
          .eq("id", busy.businessId)
          .single()
      ).data
    ).toEqual({ owner_id: null, active: false, whatsapp: null, contact_email: null })
    expect((await service.from("products").select("id").eq("id", busy.productId)).data).toHaveLength(1)
    expect((await service.from("business_reviews").select("id").eq("business_id", busy.businessId)).data).toHaveLength(
      1
    )

    // Community: her topic stays under "Ex-associada", her membership and support go, her report
    // stays for the moderators without her.
    expect(
      (await service.from("community_topics").select("author_id, author_name").eq("id", busy.topicId).single()).data
    ).toEqual({ author_id: null, author_name: "Ex-associada" })
    expect(
      (await service.from("community_groups").select("members_count").eq("id", busy.groupId).single()).data!
        .members_count
    ).toBe(membersBefore - 1)
    expect(
      (await service.from("community_posts").select("support_count").eq("id", busy.reportedPostId).single()).data
    ).toEqual({ support_count: 0 })
    expect(
      (await service.from("community_reports").select("reporter_id, status").eq("post_id", busy.reportedPostId)).data
    ).toEqual([{ reporter_id: null, status: "open" }])

    // Ambassador: code and referrals gone, the unpaid commission gone, the paid one kept without her.
    expect((await service.from("ambassadors").select("code").eq("code", busy.code)).data).toEqual([])
    expect((await service.from("referrals").select("id").eq("code", busy.code)).data).toEqual([])
    expect((await service.from("commission_entries").select("id").eq("id", busy.pendingEntryId)).data).toEqual([])
    expect(
      (await service.from("commission_entries").select("ambassador_id, status").eq("id", busy.paidEntryId).single())
        .data
    ).toEqual({ ambassador_id: null, status: "paid" })
  })

  it("the ledger refuses an entry without ambassador unless it is paid", async () => {
    const { error } = await service
      .from("commission_entries")
      .insert({ ambassador_id: null, amount_cents: 1000, status: "pending" })
    expect(error?.code).toBe("23514")
  })
})
