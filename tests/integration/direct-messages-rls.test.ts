/**
 * Direct messages (issue #37) through /rest/v1 with the official client, against the real local
 * backend: who reads a conversation (its two participants; admins once it is reported; nobody
 * else), blocks, the daily limit of new conversations and what cannot reset it, reports and their
 * resolution (sanctions, notifications, mute), the LGPD export, account deletion, and the
 * category every notification now carries.
 */
import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, DEMO, join, newGroup, newPerson, type Person, signedIn } from "../helpers/community"
import { ageAccount, member, send, serviceOf, start, started } from "../helpers/members-connect"

let local: LocalSupabase
let service: Db
let anon: Db
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

const BLOCKED = "Não é possível enviar mensagens para esta pessoa."
const PNG = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))
const IMAGES = "message-images"

async function ids(db: Db, table: "conversations" | "conversation_members" | "direct_messages", conversation: string) {
  const { data, error } =
    table === "conversations"
      ? await db.from("conversations").select("id").eq("id", conversation)
      : table === "conversation_members"
        ? await db.from("conversation_members").select("conversation_id").eq("conversation_id", conversation)
        : await db.from("direct_messages").select("conversation_id").eq("conversation_id", conversation)
  expect(error).toBeNull()
  return data ?? []
}

describe("who reads a conversation", () => {
  it("gives its two participants all three tables and a third member or a visitor nothing", async () => {
    const [ana, bia, carla] = await Promise.all([
      member(local, "ana"),
      member(local, "bia", "members"),
      member(local, "carla", "public"),
    ])
    const conversation = await started(ana, bia, "Oi, Bia! Tudo bem?")
    const reply = await send(bia, conversation, "Tudo ótimo, e você?")
    expect(reply.error).toBeNull()

    for (const person of [ana, bia]) {
      expect(await ids(person.db, "conversations", conversation)).toHaveLength(1)
      expect(await ids(person.db, "conversation_members", conversation)).toHaveLength(2)
      expect(await ids(person.db, "direct_messages", conversation)).toHaveLength(2)
    }
    for (const outsider of [carla.db, admin]) {
      expect(await ids(outsider, "conversations", conversation)).toEqual([])
      expect(await ids(outsider, "conversation_members", conversation)).toEqual([])
      expect(await ids(outsider, "direct_messages", conversation)).toEqual([])
    }
    // Visitors have no grant on these tables at all.
    for (const table of ["conversations", "conversation_members", "direct_messages"] as const) {
      const visitor = await anon.from(table).select("*").limit(1)
      expect(visitor.error?.code).toBe("42501")
      expect(visitor.data).toBeNull()
    }
    // Not through the functions either.
    expect((await send(carla, conversation, "Posso entrar?")).error?.code).toBe("PT404")
    const listed = await carla.db.rpc("list_my_conversations", { p_conversation: conversation })
    expect(listed.data).toEqual([])
    // Nobody writes the tables directly.
    const forged = await carla.db.from("direct_messages").insert({ conversation_id: conversation, body: "Intrusa" })
    expect(forged.error?.code).toBe("42501")
    const own = await ana.db.from("direct_messages").update({ body: "Editada" }).eq("conversation_id", conversation)
    expect(own.error?.code).toBe("42501")
  })

  it("opens a conversation to admins only once it is reported", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Oferta imperdível, me mande seu CPF.")
    expect(await ids(admin, "direct_messages", conversation)).toEqual([])

    const report = await bia.db.rpc("report_conversation", {
      p_conversation: conversation,
      p_message: null as unknown as string,
      p_reason: "golpe",
      p_details: "Pediu meus documentos.",
    })
    expect(report.error).toBeNull()
    expect(await ids(admin, "direct_messages", conversation)).toHaveLength(1)
    expect(await ids(admin, "conversations", conversation)).toHaveLength(1)
    const queue = await admin.from("message_reports").select("reporter_id, reported_id, status").eq("id", report.data!)
    expect(queue.data).toEqual([{ reporter_id: bia.id, reported_id: ana.id, status: "open" }])
    // The reported member does not read the report.
    expect((await ana.db.from("message_reports").select("id").eq("id", report.data!)).data).toEqual([])
    // Admins hear of it, in the messages category.
    const told = await service
      .from("notifications")
      .select("type, category, action_url")
      .eq("user_id", DEMO.admin.id)
      .eq("type", "message_report")
      .contains("data", { report_id: report.data! })
    expect(told.data).toEqual([{ type: "message_report", category: "messages", action_url: "/admin/mensagens" }])
  })
})

describe("blocks", () => {
  it("stop a blocked member from starting or sending, either way", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia)
    expect((await bia.db.rpc("block_member", { p_user: ana.id })).error).toBeNull()

    const fromBlocked = await send(ana, conversation, "Por que não responde?")
    expect(fromBlocked.error).toMatchObject({ code: "P0001", message: BLOCKED })
    const fromBlocker = await send(bia, conversation, "Tchau.")
    expect(fromBlocker.error).toMatchObject({ code: "P0001", message: BLOCKED })
    expect((await start(ana, bia, "De novo?")).error).toMatchObject({ code: "P0001", message: BLOCKED })

    // She reads her own block; the blocked member does not see it.
    expect((await bia.db.from("member_blocks").select("blocked_id")).data).toEqual([{ blocked_id: ana.id }])
    expect((await ana.db.from("member_blocks").select("blocked_id")).data).toEqual([])

    expect((await bia.db.rpc("unblock_member", { p_user: ana.id })).error).toBeNull()
    expect((await send(ana, conversation, "Podemos conversar?")).error).toBeNull()
  })

  it("refuses messages to herself and to hidden profiles without a context", async () => {
    const [ana, hidden] = await Promise.all([member(local, "ana"), member(local, "oculta", "hidden")])
    expect((await start(ana, ana)).error).toMatchObject({ code: "P0001", message: BLOCKED })
    expect((await start(ana, hidden)).error).toMatchObject({ code: "P0001", message: BLOCKED })
    // A group in common makes her reachable (the group's member list).
    const group = await newGroup(admin, "open")
    await join(ana, group.id)
    await join(hidden, group.id)
    expect((await start(ana, hidden, "Oi, somos do mesmo grupo!", { kind: "group", id: group.id })).error).toBeNull()
  })
})

describe("contexts", () => {
  async function shop(owner: Person) {
    const business = await service
      .from("businesses")
      .insert({
        name: "Ateliê da Rosa",
        slug: `atelie-${randomUUID().slice(0, 8)}`,
        owner_id: owner.id,
        status: "approved",
        active: true,
      })
      .select("id, slug")
      .single()
    if (business.error) throw business.error
    const slug = `bolsa-${randomUUID().slice(0, 8)}`
    const product = await service
      .from("products")
      .insert({
        business_id: business.data.id,
        slug,
        name: "Bolsa de crochê",
        category: "artesanato",
        price_cents: 12900,
      })
      .select("id")
      .single()
    if (product.error) throw product.error
    return { business: business.data, product: { id: product.data.id, slug } }
  }

  it("reaches a seller with a hidden profile from her product, quoting it from the product's row", async () => {
    const [seller, buyer, stranger] = await Promise.all([
      member(local, "vendedora", "hidden"),
      member(local, "compradora"),
      member(local, "estranha", "hidden"),
    ])
    const { business, product } = await shop(seller)
    const conversation = await start(buyer, seller, "Tenho interesse! Ainda tem?", { kind: "product", id: product.id })
    expect(conversation.error).toBeNull()
    const first = await seller.db
      .from("direct_messages")
      .select("body, quote")
      .eq("conversation_id", conversation.data!)
    expect(first.data).toEqual([
      {
        body: "Tenho interesse! Ainda tem?",
        quote: { kind: "product", title: "Bolsa de crochê", price_cents: 12900, path: `/loja/${product.slug}` },
      },
    ])
    // Another member's product does not open a hidden profile.
    const wrong = await start(buyer, stranger, "Oi", { kind: "product", id: product.id })
    expect(wrong.error?.message).toBe(BLOCKED)
    // The business page too.
    const other = await member(local, "cliente")
    const viaBusiness = await start(other, seller, "Vocês fazem encomendas?", { kind: "business", id: business.id })
    expect(viaBusiness.error).toBeNull()
  })
})

describe("images", () => {
  it("are uploaded and read by the participants, by admins once reported, and by nobody else", async () => {
    const [ana, bia, carla] = await Promise.all([
      member(local, "ana", "members"),
      member(local, "bia", "members"),
      member(local, "carla", "members"),
    ])
    const conversation = await started(ana, bia, "Olha a foto")
    const name = `${conversation}/${randomUUID()}.png`
    const upload = await ana.db.storage.from(IMAGES).upload(name, PNG, { contentType: "image/png" })
    expect(upload.error).toBeNull()
    const intruder = await carla.db.storage
      .from(IMAGES)
      .upload(`${conversation}/${randomUUID()}.png`, PNG, { contentType: "image/png" })
    expect(intruder.error).not.toBeNull()

    // Only a path of this conversation's folder goes into a message.
    const elsewhere = await send(ana, conversation, "", `outra/${randomUUID()}.png`)
    expect(elsewhere.error?.message).toBe("Não foi possível anexar esta imagem.")
    expect((await send(ana, conversation, "", name)).error).toBeNull()

    expect((await bia.db.storage.from(IMAGES).download(name)).error).toBeNull()
    expect((await carla.db.storage.from(IMAGES).download(name)).error).not.toBeNull()
    expect((await anon.storage.from(IMAGES).download(name)).error).not.toBeNull()
    expect((await admin.storage.from(IMAGES).download(name)).error).not.toBeNull()
    const report = await bia.db.rpc("report_conversation", {
      p_conversation: conversation,
      p_message: null as unknown as string,
      p_reason: "conteudo_improprio",
      p_details: "",
    })
    expect(report.error).toBeNull()
    expect((await admin.storage.from(IMAGES).download(name)).error).toBeNull()

    // Her account deleted: the image goes with her text.
    expect((await service.rpc("delete_user_account", { p_user_id: ana.id })).error).toBeNull()
    expect((await bia.db.storage.from(IMAGES).download(name)).error).not.toBeNull()
    const rows = await bia.db.from("direct_messages").select("body, image_path").eq("conversation_id", conversation)
    expect(rows.data).toEqual([
      { body: "mensagem removida", image_path: null },
      { body: "mensagem removida", image_path: null },
    ])
  })
})

describe("daily limit of new conversations", () => {
  async function recipients(count: number) {
    return Promise.all(Array.from({ length: count }, (_, i) => member(local, `destinataria${i}`, "members")))
  }

  it("refuses a new account's 6th conversation of the day, and hiding or deleting does not reset it", async () => {
    const newcomer = await newPerson(local, "novata")
    const people = await recipients(7)
    const conversations: string[] = []
    for (const person of people.slice(0, 5)) conversations.push(await started(newcomer, person))
    expect((await newcomer.db.rpc("conversation_start_allowance")).data).toEqual({ limit: 5, used: 5 })

    const sixth = await start(newcomer, people[5]!, "Mais uma conversa")
    expect(sixth.error).toMatchObject({
      code: "P0001",
      message: "Você atingiu o limite de 5 novas conversas por dia. Tente novamente amanhã.",
    })

    // Hiding every conversation gives nothing back.
    for (const id of conversations) {
      expect((await newcomer.db.rpc("hide_conversation", { p_conversation: id })).error).toBeNull()
    }
    expect((await start(newcomer, people[5]!)).error?.message).toMatch(/limite de 5/)
    // Nor does a member delete anything herself, and conversations gone (service role) still count.
    const deleted = await newcomer.db.from("conversations").delete().in("id", conversations)
    expect(deleted.error?.code).toBe("42501")
    const ledger = await newcomer.db.from("conversation_starts").delete().eq("user_id", newcomer.id)
    expect(ledger.error?.code).toBe("42501")
    expect((await service.from("conversations").delete().in("id", conversations)).error).toBeNull()
    expect((await start(newcomer, people[6]!)).error?.message).toMatch(/limite de 5/)

    // Writing again in an existing conversation is not a start.
    const other = await newPerson(local, "amiga")
    const existing = await started(other, people[0]!)
    expect(existing).toBeTruthy()

    // The day is São Paulo's calendar day: starts of yesterday no longer count.
    const yesterday = new Date(Date.now() - 30 * 3_600_000).toISOString()
    expect(
      (await service.from("conversation_starts").update({ started_at: yesterday }).eq("user_id", newcomer.id)).error
    ).toBeNull()
    expect((await start(newcomer, people[5]!)).error).toBeNull()
  })

  it("gives an account of 7 days 20 a day", async () => {
    const veteran = await newPerson(local, "veterana")
    await ageAccount(local, veteran, 8)
    expect((await veteran.db.rpc("conversation_start_allowance")).data).toEqual({ limit: 20, used: 0 })
    const people = await recipients(6)
    for (const person of people) await started(veteran, person)
    expect((await veteran.db.rpc("conversation_start_allowance")).data).toEqual({ limit: 20, used: 6 })
  })

  it("counts the pair's conversation once: a second start adds to it and un-hides it", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana"), member(local, "bia", "members")])
    const first = await started(ana, bia, "Primeira")
    expect((await bia.db.rpc("hide_conversation", { p_conversation: first })).error).toBeNull()
    expect((await bia.db.rpc("list_my_conversations", {})).data).toEqual([])
    const again = await started(ana, bia, "Segunda")
    expect(again).toBe(first)
    expect((await ana.db.rpc("conversation_start_allowance")).data).toMatchObject({ used: 1 })
    const list = await bia.db.rpc("list_my_conversations", {})
    expect(list.data).toHaveLength(1)
    expect(list.data![0]).toMatchObject({ conversation_id: first, last_message_body: "Segunda", unread: true })
    expect((await bia.db.rpc("unread_conversation_count")).data).toBe(1)
    expect((await bia.db.rpc("mark_conversation_read", { p_conversation: first })).error).toBeNull()
    expect((await bia.db.rpc("unread_conversation_count")).data).toBe(0)
  })
})

describe("moderation of reports", () => {
  async function reported() {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Mensagem grosseira")
    const report = await bia.db.rpc("report_conversation", {
      p_conversation: conversation,
      p_message: null as unknown as string,
      p_reason: "assedio",
      p_details: "Fui ofendida.",
    })
    if (report.error) throw report.error
    return { ana, bia, conversation, report: report.data }
  }

  const resolve = (db: Db, report: string, action: string, days?: number) =>
    db.rpc("resolve_message_report", {
      p_report: report,
      p_action: action,
      p_note: "Linguagem ofensiva.",
      p_days: days ?? (null as unknown as number),
    })

  const sanctions = async (person: Person) =>
    (await person.db.from("member_sanctions").select("kind, until, reason")).data ?? []

  const lastNotice = async (person: Person) =>
    (
      await person.db
        .from("notifications")
        .select("type, category, title")
        .eq("type", "member_sanction")
        .order("created_at", { ascending: false })
        .limit(1)
    ).data ?? []

  it("is for admins only", async () => {
    const { ana, bia, report } = await reported()
    for (const person of [ana, bia]) {
      expect((await resolve(person.db, report, "dismiss")).error?.code).toBe("42501")
    }
    expect((await resolve(anon, report, "dismiss")).error?.code).toBe("42501")
  })

  it("dismisses without a sanction", async () => {
    const { ana, report } = await reported()
    expect((await resolve(admin, report, "dismiss")).error).toBeNull()
    const row = await admin.from("message_reports").select("status, resolution").eq("id", report).single()
    expect(row.data).toEqual({ status: "dismissed", resolution: "dismiss" })
    expect(await sanctions(ana)).toEqual([])
    // Resolved once.
    expect((await resolve(admin, report, "warn")).error?.message).toBe("Esta denúncia já foi resolvida.")
  })

  it("warns: a warning row and a notification in the account category", async () => {
    const { ana, report } = await reported()
    expect((await resolve(admin, report, "warn")).error).toBeNull()
    expect(await sanctions(ana)).toEqual([{ kind: "warning", until: null, reason: "Linguagem ofensiva." }])
    expect(await lastNotice(ana)).toEqual([
      { type: "member_sanction", category: "account", title: "Advertência da moderação" },
    ])
    const audit = await service
      .from("audit_log")
      .select("action, actor_id")
      .eq("action", "message_report.resolve")
      .contains("details", { report_id: report })
    expect(audit.data).toEqual([{ action: "message_report.resolve", actor_id: DEMO.admin.id }])
  })

  it("mutes: she cannot send until then, with the pt-BR message", async () => {
    const { ana, conversation, report } = await reported()
    expect((await resolve(admin, report, "mute", 0)).error?.message).toBe("Informe de 1 a 90 dias.")
    expect((await resolve(admin, report, "mute", 91)).error?.message).toBe("Informe de 1 a 90 dias.")
    expect((await resolve(admin, report, "mute", 3)).error).toBeNull()
    const [row] = await sanctions(ana)
    expect(row?.kind).toBe("mute")
    const until = new Date(row!.until!).getTime()
    expect(until).toBeGreaterThan(Date.now() + 2.9 * 86_400_000)

    const refused = await send(ana, conversation, "Ainda estou aqui")
    expect(refused.error?.code).toBe("P0001")
    expect(refused.error?.message).toMatch(
      /^Seu envio de mensagens está suspenso até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/
    )
    const other = await member(local, "outra", "members")
    expect((await start(ana, other)).error?.message).toMatch(/^Seu envio de mensagens está suspenso até/)
    expect(await lastNotice(ana)).toEqual([
      { type: "member_sanction", category: "account", title: "Seu envio de mensagens foi suspenso" },
    ])
  })

  it("suspends: a suspension row with its end, and no messages meanwhile", async () => {
    const { ana, conversation, report } = await reported()
    expect((await resolve(admin, report, "suspend", 7)).error).toBeNull()
    const [row] = await sanctions(ana)
    expect(row).toMatchObject({ kind: "suspension", reason: "Linguagem ofensiva." })
    expect((await send(ana, conversation, "Oi")).error?.message).toMatch(/^Seu envio de mensagens está suspenso até/)
    expect(await lastNotice(ana)).toEqual([
      { type: "member_sanction", category: "account", title: "Sua conta foi suspensa" },
    ])
  })
})

describe("notifications", () => {
  it("keeps one unread notification per conversation, in the messages category", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Primeira mensagem")
    expect((await send(ana, conversation, "Segunda mensagem")).error).toBeNull()
    const rows = await bia.db
      .from("notifications")
      .select("type, category, message, action_url, read")
      .eq("type", "direct_message")
    expect(rows.data).toEqual([
      {
        type: "direct_message",
        category: "messages",
        message: "Segunda mensagem",
        action_url: `/mensagens/${conversation}`,
        read: false,
      },
    ])
  })

  it("sets the category of existing types too (a community reply → community)", async () => {
    const group = await newGroup(admin, "open")
    const [author, replier] = await Promise.all([newPerson(local, "autora"), newPerson(local, "respondente")])
    await join(author, group.id)
    await join(replier, group.id)
    const topic = await author.db.rpc("create_community_topic", {
      p_group_id: group.id,
      p_title: "Dúvida sobre preços",
      p_body: "<p>Como vocês calculam?</p>",
      p_mentions: [],
    })
    expect(topic.error).toBeNull()
    const reply = await replier.db.rpc("create_community_reply", {
      p_topic_id: topic.data!,
      p_body: "<p>Eu somo custos e margem.</p>",
      p_mentions: [],
    })
    expect(reply.error).toBeNull()
    const rows = await author.db.from("notifications").select("type, category").eq("type", "new_message")
    expect(rows.data?.length).toBeGreaterThan(0)
    expect(new Set(rows.data?.map((r) => r.category))).toEqual(new Set(["community"]))
    // The welcome notification of every account is the account's.
    const welcome = await author.db.from("notifications").select("category").eq("type", "welcome")
    expect(welcome.data).toEqual([{ category: "account" }])
  })

  it("sets it for the server's own writes too (the service role inserting directly)", async () => {
    const member = await newPerson(local, "servidor")
    const inserted = await service
      .from("notifications")
      .insert({ user_id: member.id, type: "new_review", title: "Nova avaliação", message: "Uma avaliação chegou." })
      .select("category")
    expect(inserted.error).toBeNull()
    expect(inserted.data).toEqual([{ category: "directory" }])
  })
})

describe("LGPD", () => {
  it("exports her conversations with the other side's name and every message", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Oi, Bia")
    expect((await send(bia, conversation, "Oi, Ana")).error).toBeNull()
    expect((await ana.db.rpc("block_member", { p_user: bia.id })).error).toBeNull()
    const exported = await service.rpc("export_user_data", { p_user_id: ana.id })
    expect(exported.error).toBeNull()
    const data = exported.data as {
      conversations: { id: string; other_participant: string; messages: { from_me: boolean; body: string }[] }[]
      blocks: { member: string }[]
      profile_visibility_consents: { visibility: string }[]
      member_profile: { handle: string; visibility: string }
    }
    expect(data.conversations).toHaveLength(1)
    expect(data.conversations[0]).toMatchObject({ id: conversation, other_participant: bia.name })
    expect(data.conversations[0]!.messages.map((m) => [m.from_me, m.body])).toEqual([
      [true, "Oi, Bia"],
      [false, "Oi, Ana"],
    ])
    expect(data.blocks).toEqual([expect.objectContaining({ member: bia.name })])
    expect(data.profile_visibility_consents.map((c) => c.visibility)).toEqual(["members"])
    expect(data.member_profile).toMatchObject({ handle: ana.handle, visibility: "members" })
  })

  it("deletion leaves 'mensagem removida' for her messages and keeps the other side's", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Meu telefone é 11 99999-0000")
    expect((await send(bia, conversation, "Anotado, obrigada!")).error).toBeNull()
    const deleted = await service.rpc("delete_user_account", { p_user_id: ana.id })
    expect(deleted.error).toBeNull()

    const rows = await bia.db
      .from("direct_messages")
      .select("sender_id, body, removed")
      .eq("conversation_id", conversation)
      .order("created_at")
    expect(rows.data).toEqual([
      { sender_id: null, body: "mensagem removida", removed: true },
      { sender_id: bia.id, body: "Anotado, obrigada!", removed: false },
    ])
    const list = await bia.db.rpc("list_my_conversations", { p_conversation: conversation })
    expect(list.data?.[0]).toMatchObject({ other_id: null, other_name: "Ex-associada" })
    // She cannot write to nobody.
    expect((await send(bia, conversation, "Olá?")).error?.message).toBe(BLOCKED)
  })
})

describe("demo data", () => {
  it("seeds an open report whose conversation only admins and its two members read", async () => {
    const reported = "c5000000-0000-4000-a000-000000000003"
    const report = await admin.from("message_reports").select("status, reason, conversation_id").eq("status", "open")
    expect(report.data).toEqual(
      expect.arrayContaining([{ status: "open", reason: "golpe", conversation_id: reported }])
    )
    expect(await ids(admin, "direct_messages", reported)).toHaveLength(2)
    // The conversations nobody reported stay closed to admins.
    expect(await ids(admin, "direct_messages", "c5000000-0000-4000-a000-000000000001")).toEqual([])
    const joana = await signedIn(local, DEMO.member2.email)
    const quoted = await joana.from("direct_messages").select("quote").not("quote", "is", null)
    expect(quoted.data).toEqual([
      {
        quote: {
          kind: "product",
          title: "Bastidor bordado flores",
          price_cents: 12000,
          path: "/loja/bastidor-bordado-flores",
        },
      },
    ])
    // Seeded conversations leave no demo account with unread messages or a used-up day.
    expect((await joana.rpc("unread_conversation_count")).data).toBe(0)
    expect((await joana.rpc("conversation_start_allowance")).data).toEqual({ limit: 5, used: 0 })
  })
})
