/**
 * Issue #32's abuse findings, through the real local backend and the official client:
 * - subscribe_newsletter is server-only (visitors and members are refused at /rest/v1/rpc; the
 *   service role the footer's action uses still subscribes), and names with links are refused;
 * - community limits count in ledgers a deletion cannot touch: posting and deleting in a loop
 *   neither frees posting slots nor sends more than 10 notifications per recipient per sender
 *   per hour;
 * - an ambassador earns nothing on an alias of her own address or on her own phone.
 * (The sign-in lockout finding is in local-auth-protection.test.ts.)
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, DEMO, type Db, join, newGroup, newPerson, type Person, signedIn, topic } from "../helpers/community"

let local: LocalSupabase
let service: Db
let visitor: Db
let admin: Db
let member: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  ;[admin, member] = await Promise.all([signedIn(local, DEMO.admin.email), signedIn(local, DEMO.member.email)])
})

afterAll(async () => {
  await local?.close()
})

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`

async function confirmationsTo(email: string) {
  const { data, error } = await service
    .from("email_outbox")
    .select("id")
    .eq("to_email", email)
    .eq("template", "newsletter_confirmation")
  if (error) throw error
  return data.length
}

describe("subscribe_newsletter is server-only", () => {
  it("refuses visitors and members through /rest/v1/rpc and queues nothing", async () => {
    for (const [who, db] of [
      ["visitor", visitor],
      ["member", member],
    ] as const) {
      const email = unique(`estranha-${who}`)
      const { error, status } = await db.rpc("subscribe_newsletter", { name: "Olá, clique aqui", email })
      expect(error, who).not.toBeNull()
      expect(error?.code, who).toBe("42501")
      expect([401, 403], who).toContain(status)
      expect(await confirmationsTo(email), who).toBe(0)
    }
  })

  it("the service role (the footer's server action, behind its limiter) still subscribes", async () => {
    const email = unique("leitora")
    const { error } = await service.rpc("subscribe_newsletter", { name: "Ana Maria S. Costa", email })
    expect(error).toBeNull()
    expect(await confirmationsTo(email)).toBe(1)
  })

  it.each([
    "Veja https://golpe.example",
    "Ganhe em www.premio.net",
    "Ana x.com/premio",
    "Promo em golpe.com.br",
    '<a href="https://x.y">Ana</a>',
  ])("refuses a name with a link: %s", async (name) => {
    const email = unique("link")
    const { error } = await service.rpc("subscribe_newsletter", { name, email })
    expect(error).toMatchObject({ code: "22023", message: "name_has_link" })
    expect(await confirmationsTo(email)).toBe(0)
  })
})

describe("community ledgers", () => {
  let groupId: string
  let sender: Person
  let target: Person

  /** Moves the sender's posting ledger back two minutes: the next five posts are within the limit. */
  const waitOutPostingLimit = (authorId: string) =>
    local.db.query("update private.community_post_attempts set at = at - interval '2 minutes' where author_id = $1", [
      authorId,
    ])

  const deletePost = async (person: Person, topicId: string) => {
    const { data: post, error } = await service
      .from("community_posts")
      .select("id")
      .eq("topic_id", topicId)
      .eq("is_opening", true)
      .single()
    if (error) throw error
    const deleted = await person.db.rpc("delete_community_post", { p_post_id: post.id })
    expect(deleted.error).toBeNull()
    expect(deleted.data).toBe("topic_deleted")
  }

  const mentionsOf = async (userId: string) => {
    const { data, error } = await service
      .from("notifications")
      .select("id, data")
      .eq("user_id", userId)
      .eq("data->>event", "community_mention")
      .eq("data->>group_id", groupId)
    if (error) throw error
    return data.length
  }

  beforeAll(async () => {
    groupId = (await newGroup(admin, "open")).id
    ;[sender, target] = await Promise.all([newPerson(local, "remetente"), newPerson(local, "destinataria")])
    await Promise.all([join(sender, groupId), join(target, groupId)])
  })

  it("a deleted post keeps its place in the posting limit (5 a minute)", async () => {
    const poster = await newPerson(local, "apagadora")
    await join(poster, groupId)
    for (let i = 0; i < 5; i++) await deletePost(poster, await topic(poster, groupId, `Tópico ${i}`))
    const sixth = await poster.db.rpc("create_community_topic", {
      p_group_id: groupId,
      p_title: "O sexto",
      p_body: "<p>Mais um.</p>",
      p_mentions: [],
    })
    expect(sixth.error).toMatchObject({ code: "P0001", hint: "rate_limited" })
  })

  it("posting and deleting 15 times mentioning one member notifies her 10 times; the posts still go in", async () => {
    for (let i = 0; i < 15; i++) {
      if (i > 0 && i % 5 === 0) await waitOutPostingLimit(sender.id)
      const topicId = await topic(sender, groupId, `Menção ${i}`, [target.id])
      expect(topicId).toBeTruthy()
      await deletePost(sender, topicId)
    }
    expect(await mentionsOf(target.id)).toBe(10)

    // The cap is per sender: someone else still reaches her.
    const other = await newPerson(local, "outra")
    await join(other, groupId)
    await topic(other, groupId, "Outra menção", [target.id])
    expect(await mentionsOf(target.id)).toBe(11)
  })

  it("keeps the ledgers out of the API's reach", async () => {
    for (const table of ["notification_sends", "community_post_attempts"]) {
      for (const key of [local.config.anonKey, local.config.serviceRoleKey]) {
        const response = await fetch(`${local.url}/rest/v1/${table}?select=*`, {
          headers: { apikey: key, authorization: `Bearer ${key}`, "accept-profile": "private" },
        })
        expect(response.ok, `${table}`).toBe(false)
      }
    }
  })
})

describe("ambassadors earn nothing on their own aliases or phone", () => {
  const PASSWORD = "senha-segura-123"
  let code: string
  let ambassadorId: string
  const local_part = `ana.maria.${randomUUID().slice(0, 6)}`
  const phone = `(11) 9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`

  /** A confirmed sign-up as the server makes it, with the referral cookie's code. */
  async function referredSignUp(email: string, extra: Record<string, string> = {}) {
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: false,
      user_metadata: { full_name: "Pessoa Indicada", ref_code: code, ...extra },
    })
    if (error || !data.user) throw error ?? new Error("no user")
    const confirmed = await service.auth.admin.updateUserById(data.user.id, { email_confirm: true })
    if (confirmed.error) throw confirmed.error
    return data.user.id
  }

  async function commissionsFor(userId: string) {
    const { data: referrals, error } = await service.from("referrals").select("id").eq("referred_user_id", userId)
    if (error) throw error
    const ids = referrals.map((r) => r.id)
    if (ids.length === 0) return 0
    const entries = await service.from("commission_entries").select("id").in("referral_id", ids)
    if (entries.error) throw entries.error
    return entries.data.length
  }

  beforeAll(async () => {
    const { data, error } = await service.auth.admin.createUser({
      email: `${local_part}@gmail.com`,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: "Ana Embaixadora", phone },
    })
    if (error || !data.user) throw error ?? new Error("no user")
    ambassadorId = data.user.id
    const granted = await admin.rpc("add_user_role", { user_uuid: ambassadorId, new_role: "ambassador" })
    expect(granted.error).toBeNull()
    const { data: row } = await service.from("ambassadors").select("code").eq("user_id", ambassadorId).single()
    code = row!.code
  })

  it.each([
    ["dots and a +tag at Gmail", () => `${local_part.replaceAll(".", "")}+promo@gmail.com`],
    ["googlemail.com with other dots", () => `${local_part.replaceAll(".", "").split("").join(".")}@googlemail.com`],
  ])("no commission for %s", async (_label, email) => {
    expect(await commissionsFor(await referredSignUp(email()))).toBe(0)
  })

  it("no commission for another address with her phone", async () => {
    const withPhone = await referredSignUp(unique("mesmo-telefone"), { phone: `+55 ${phone}` })
    expect(await commissionsFor(withPhone)).toBe(0)
  })

  it("someone else still earns her a pending commission", async () => {
    const stranger = await referredSignUp(unique("indicada"), { phone: "(21) 98888-0000" })
    const { data } = await service
      .from("commission_entries")
      .select("status, ambassador_id")
      .eq("ambassador_id", ambassadorId)
    expect(await commissionsFor(stranger)).toBe(1)
    expect(data).toEqual([{ status: "pending", ambassador_id: ambassadorId }])
  })
})
