/**
 * Mentoring (issue #40) through /rest/v1 with the official client, against the real local
 * backend: who reads offers, slots, requests, sessions, notes and reminders (a third member, an
 * admin and a visitor see nothing of a request, its session or its notes), what each function
 * accepts and refuses (the limits on open requests, blocks, mutes, times outside the mentor's
 * availability, whose turn it is in the negotiation), cancelling with a reason, notes after the
 * end, the suggestions, the reminders with time moved, the directory's filter and the export.
 *
 * Time: sessions are proposed a few days ahead (the reminders' test: 40+ days ahead, so no other
 * session of this file falls in its window); "after the session" is reached by moving the
 * session's times back with the service role, as the scheduler's clock cannot be moved.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, DEMO, type Person, signedIn } from "../helpers/community"
import { member, type RpcError, serviceOf, setProfile, type Visibility } from "../helpers/members-connect"
import { savePreferences } from "../helpers/email-notifications"

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

type Member = Person & { handle: string }
type Slot = { weekday: number; start: string; end: string }

const TABLES = [
  "mentor_offers",
  "mentor_slots",
  "mentoring_requests",
  "mentoring_sessions",
  "mentoring_feedback",
  "mentoring_reminders",
] as const

const ALL_WEEK: Slot[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }))
const NOT_OFFERING = "Não é possível pedir mentoria a esta pessoa."
const OUTSIDE = "Um dos horários não está na disponibilidade da mentora."
const WAIT = "Aguarde a resposta da outra pessoa."

/** The UTC instant of `hour`:`minute` in São Paulo (UTC−3 all year), `days` calendar days from today. */
function at(days: number, hour: number, minute = 0): string {
  const now = new Date()
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour + 3, minute)
  ).toISOString()
}

/** The weekday (0 = domingo) of the São Paulo date `days` from today. */
function weekdayIn(days: number): number {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12)).getUTCDay()
}

const same = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime()

interface OfferInput {
  topics?: string[]
  note?: string | null
  formats?: string[]
  minutes?: number
  active?: boolean
  slots?: unknown
}

function saveOffer(person: { db: Db }, input: OfferInput = {}) {
  return person.db.rpc("save_mentor_offer", {
    p_topics: input.topics ?? ["financas", "juridico-mei"],
    p_topics_note: (input.note ?? null) as string,
    p_formats: input.formats ?? ["video", "telefone"],
    p_session_minutes: input.minutes ?? 60,
    p_active: input.active ?? true,
    p_slots: (input.slots ?? ALL_WEEK) as never,
  })
}

/** A member with a visible profile who offers mentoring (every hour of the week, 60 minutes). */
async function mentor(
  label: string,
  input: OfferInput & { visibility?: Visibility; city?: string; state?: string } = {}
): Promise<Member> {
  const person = (await member(local, label, input.visibility ?? "public")) as Member
  if (input.city || input.state) {
    await setProfile(person, {
      handle: person.handle,
      visibility: input.visibility ?? "public",
      city: input.city,
      state: input.state,
    })
  }
  const { error } = await saveOffer(person, input)
  if (error) throw error
  return person
}

const mentee = (label: string) => member(local, label) as Promise<Member>

function request(
  from: { db: Db },
  to: { id: string },
  times: string[],
  input: { topic?: string; needs?: string; format?: string } = {}
) {
  return from.db.rpc("request_mentoring", {
    p_mentor: to.id,
    p_topic: input.topic ?? "Precificação de bolos",
    p_needs: input.needs ?? "Quero aprender a calcular custos e margem.",
    p_format: input.format ?? "video",
    p_times: times,
  })
}

async function requested(from: { db: Db }, to: { id: string }, times: string[]) {
  const { data, error } = await request(from, to, times)
  if (error) throw error
  return data
}

function respond(person: { db: Db }, requestId: string, action: string, time?: string, message?: string) {
  return person.db.rpc("respond_mentoring_request", {
    p_request: requestId,
    p_action: action,
    ...(time ? { p_time: time } : {}),
    ...(message ? { p_message: message } : {}),
  })
}

/** A request from `who` to `whom` accepted at its first time; returns its ids. */
async function scheduled(who: Member, whom: Member, days = 3, topic = "Precificação de bolos") {
  const times = [at(days, 10), at(days, 14)]
  const { data: requestId, error } = await request(who, whom, times, { topic })
  if (error) throw error
  const accepted = await respond(whom, requestId, "accept", times[0])
  if (accepted.error) throw accepted.error
  const answer = accepted.data as { status: string; session_id: string }
  expect(answer.status).toBe("accepted")
  return { requestId, sessionId: answer.session_id, startsAt: times[0]! }
}

/** Moves a session `hoursAgo` into the past (it lasted an hour). */
async function moveToPast(sessionId: string, hoursAgo = 3) {
  const start = new Date(Date.now() - hoursAgo * 3_600_000)
  await service
    .from("mentoring_sessions")
    .update({ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString() })
    .eq("id", sessionId)
    .throwOnError()
}

const expectRefusal = (result: { error: RpcError | null }, message: string) => {
  expect(result.error?.code, result.error?.message).toBe("P0001")
  expect(result.error?.message).toBe(message)
}

/** A row of any of the six tables, with the columns the tests read typed. */
type Row = {
  [column: string]: unknown
  conversation_id: string
  starts_at: string
  ends_at: string
  proposed_times: string[]
}

async function rowsOf(db: Db, table: (typeof TABLES)[number], column: string, value: string) {
  const { data, error } = await db.from(table).select("*").eq(column, value)
  return { rows: (data ?? []) as unknown as Row[], code: error?.code }
}

interface MyMentoring {
  offer_active: boolean
  sessions_given: number
  requests: Array<{ id: string; role: string; status: string; other: { id: string; handle: string | null } }>
  sessions: Array<{
    id: string
    role: string
    status: string
    my_feedback: string | null
    their_feedback: string | null
    cancel_reason: string | null
  }>
}

async function myMentoring(person: { db: Db }) {
  const { data, error } = await person.db.rpc("get_my_mentoring")
  expect(error).toBeNull()
  return data as unknown as MyMentoring
}

describe("who reads what", () => {
  it("gives the mentor and the mentee their request, session and notes; a third member, an admin and a visitor nothing", async () => {
    const [mia, ana, carla] = await Promise.all([mentor("mia"), mentee("ana"), member(local, "carla", "public")])
    const { requestId, sessionId } = await scheduled(ana, mia)
    await moveToPast(sessionId)
    expect(
      (await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Aprendi muito." })).error
    ).toBeNull()
    expect(
      (await mia.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Ótima conversa." })).error
    ).toBeNull()

    // Her offer and slots: hers alone.
    expect((await rowsOf(mia.db, "mentor_offers", "user_id", mia.id)).rows).toHaveLength(1)
    expect((await rowsOf(mia.db, "mentor_slots", "mentor_id", mia.id)).rows).toHaveLength(7)
    for (const db of [ana.db, carla.db, admin]) {
      expect((await rowsOf(db, "mentor_offers", "user_id", mia.id)).rows).toEqual([])
      expect((await rowsOf(db, "mentor_slots", "mentor_id", mia.id)).rows).toEqual([])
    }
    // The request, its session and both notes: the two participants.
    for (const person of [mia, ana]) {
      expect((await rowsOf(person.db, "mentoring_requests", "id", requestId)).rows).toHaveLength(1)
      expect((await rowsOf(person.db, "mentoring_sessions", "id", sessionId)).rows).toHaveLength(1)
      expect((await rowsOf(person.db, "mentoring_feedback", "session_id", sessionId)).rows).toHaveLength(2)
    }
    for (const db of [carla.db, admin]) {
      expect((await rowsOf(db, "mentoring_requests", "id", requestId)).rows).toEqual([])
      expect((await rowsOf(db, "mentoring_sessions", "id", sessionId)).rows).toEqual([])
      expect((await rowsOf(db, "mentoring_feedback", "session_id", sessionId)).rows).toEqual([])
    }
    // Reminders: no API role at all; visitors: no table.
    for (const db of [mia.db, ana.db, admin]) {
      expect((await rowsOf(db, "mentoring_reminders", "session_id", sessionId)).code).toBe("42501")
    }
    for (const table of TABLES) {
      const visitor = await anon.from(table).select("*").limit(1)
      expect(visitor.error?.code, table).toBe("42501")
    }
    // Nobody writes the tables directly, not even the participants.
    const forged = await ana.db
      .from("mentoring_feedback")
      .insert({ session_id: sessionId, author_id: ana.id, body: "x" })
    expect(forged.error?.code).toBe("42501")
    const forgedOffer = await carla.db
      .from("mentor_offers")
      .insert({ user_id: carla.id, topics: ["financas"], formats: ["video"] })
    expect(forgedOffer.error?.code).toBe("42501")
    const cancelled = await ana.db.from("mentoring_sessions").update({ status: "cancelled" }).eq("id", sessionId)
    expect(cancelled.error?.code).toBe("42501")

    // Through the functions: the third member and the admin are not participants.
    const conversation = (await rowsOf(ana.db, "mentoring_requests", "id", requestId)).rows[0]!.conversation_id
    for (const db of [carla.db, admin]) {
      expect((await db.rpc("get_conversation_mentoring", { p_conversation: conversation })).error?.code).toBe("PT404")
      expect((await db.rpc("get_mentoring_session", { p_session: sessionId })).error?.code).toBe("PT404")
      expect((await respond({ db }, requestId, "decline")).error?.code).toBe("PT404")
      expect(
        (await db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "Não posso." })).error?.code
      ).toBe("PT404")
      expect((await db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Intrusa" })).error?.code).toBe(
        "PT404"
      )
    }
    const third = await myMentoring(carla)
    expect(third.requests).toEqual([])
    expect(third.sessions).toEqual([])

    // The participants read both notes; each sees whose is whose.
    const asMentee = (await myMentoring(ana)).sessions.find((s) => s.id === sessionId)
    expect(asMentee).toMatchObject({ role: "mentee", my_feedback: "Aprendi muito.", their_feedback: "Ótima conversa." })
    const asMentor = (await myMentoring(mia)).sessions.find((s) => s.id === sessionId)
    expect(asMentor).toMatchObject({ role: "mentor", my_feedback: "Ótima conversa.", their_feedback: "Aprendi muito." })
    expect((await myMentoring(mia)).sessions_given).toBe(1)

    // The conversation's cards and the .ics read, for the participants.
    const cards = await ana.db.rpc("get_conversation_mentoring", { p_conversation: conversation })
    expect(cards.error).toBeNull()
    expect(cards.data).toMatchObject({
      requests: [{ id: requestId, role: "mentee", status: "accepted", session_id: sessionId }],
      sessions: [{ id: sessionId, role: "mentee", status: "scheduled" }],
    })
    const ics = await mia.db.rpc("get_mentoring_session", { p_session: sessionId })
    expect(ics.error).toBeNull()
    expect(ics.data).toMatchObject({
      id: sessionId,
      role: "mentor",
      topic: "Precificação de bolos",
      format: "video",
      mentor: { full_name: mia.name, handle: mia.handle },
      mentee: { full_name: ana.name, handle: null },
      other: { id: ana.id, full_name: ana.name, handle: null },
    })
  })

  it("refuses visitors every member function and lets them read only a public offer, without busy times", async () => {
    const [pub, membersOnly] = await Promise.all([mentor("publica"), mentor("reservada", { visibility: "members" })])
    const ana = await mentee("ana")
    await scheduled(ana, pub, 4)

    const calls = [
      anon.rpc("get_my_mentor_offer"),
      anon.rpc("get_my_mentoring"),
      anon.rpc("mentor_suggestions", {}),
      saveOffer({ db: anon }),
      request({ db: anon }, pub, [at(5, 10), at(5, 11)]),
      anon.rpc("respond_mentoring_request", { p_request: randomUUID(), p_action: "withdraw" }),
      anon.rpc("cancel_mentoring_session", { p_session: randomUUID(), p_reason: "Motivo" }),
      anon.rpc("save_mentoring_feedback", { p_session: randomUUID(), p_body: "Nota" }),
      anon.rpc("get_conversation_mentoring", { p_conversation: randomUUID() }),
      anon.rpc("get_mentoring_session", { p_session: randomUUID() }),
      anon.rpc("queue_mentoring_reminders", { p_now: new Date().toISOString() }),
    ]
    for (const result of await Promise.all(calls)) expect(result.error?.code).toBe("42501")

    const visitor = await anon.rpc("get_mentor_offer", { p_mentor: pub.id })
    expect(visitor.error).toBeNull()
    expect(visitor.data).toMatchObject({ active: true, session_minutes: 60, busy: [], sessions_given: 0 })
    expect((await anon.rpc("get_mentor_offer", { p_mentor: membersOnly.id })).data).toBeNull()
    // A member sees her busy time (start and end only).
    const busy = (await ana.db.rpc("get_mentor_offer", { p_mentor: pub.id })).data as { busy: unknown[] }
    expect(busy.busy).toEqual([{ starts_at: expect.any(String), ends_at: expect.any(String) }])
    expect((await ana.db.rpc("get_mentor_offer", { p_mentor: membersOnly.id })).data).toMatchObject({ active: true })
  })
})

describe("the offer", () => {
  it("saves, reads back and refuses what the form must not send", async () => {
    const mia = (await member(local, "mia", "public")) as Member
    const saved = await saveOffer(mia, {
      topics: ["financas", "financas", "design"],
      note: "  Precificação para confeitaria.  ",
      formats: ["presencial", "video"],
      minutes: 45,
      slots: [
        { weekday: 2, start: "14:00", end: "17:00" },
        { weekday: 0, start: "09:00", end: "10:30" },
      ],
    })
    expect(saved.error).toBeNull()
    const mine = await mia.db.rpc("get_my_mentor_offer")
    expect(mine.data).toEqual({
      topics: ["design", "financas"],
      topics_note: "Precificação para confeitaria.",
      formats: ["presencial", "video"],
      session_minutes: 45,
      active: true,
      slots: [
        { weekday: 0, start: "09:00", end: "10:30" },
        { weekday: 2, start: "14:00", end: "17:00" },
      ],
      sessions_given: 0,
    })

    const refusals: Array<[OfferInput, string]> = [
      [{ topics: ["nao-existe"] }, "Escolha os temas da lista."],
      [{ topics: [] }, "Escolha de 1 a 10 temas."],
      [{ formats: ["carta"] }, "Escolha os formatos da lista: vídeo, telefone ou presencial."],
      [{ formats: [] }, "Escolha pelo menos um formato: vídeo, telefone ou presencial."],
      [{ minutes: 50 }, "Escolha a duração da sessão: 30, 45, 60 ou 90 minutos."],
      [{ note: "x".repeat(301) }, "A observação sobre os temas pode ter no máximo 300 caracteres."],
      [{ slots: [{ weekday: 7, start: "10:00", end: "11:00" }] }, "Escolha o dia da semana de cada horário."],
      [
        { slots: [{ weekday: 1, start: "10h", end: "11:00" }] },
        "Informe o início e o fim de cada horário no formato HH:MM.",
      ],
      [{ slots: [{ weekday: 1, start: "11:00", end: "10:00" }] }, "O fim de cada horário deve ser depois do início."],
      [
        { slots: [{ weekday: 1, start: "10:00", end: "10:30" }] },
        "Cada horário precisa comportar ao menos uma sessão de 60 minutos.",
      ],
      [
        {
          slots: [
            { weekday: 1, start: "10:00", end: "12:00" },
            { weekday: 1, start: "11:00", end: "13:00" },
          ],
        },
        "Os horários de um mesmo dia não podem se sobrepor.",
      ],
      [
        {
          slots: Array.from({ length: 22 }, (_, i) => ({
            weekday: i % 7,
            start: `${String(i).padStart(2, "0")}:00`,
            end: `${String(i + 1).padStart(2, "0")}:00`,
          })),
        },
        "Cadastre no máximo 21 horários por semana.",
      ],
    ]
    for (const [input, message] of refusals) expectRefusal(await saveOffer(mia, input), message)
    // Nothing of a refused save was written.
    expect((await mia.db.rpc("get_my_mentor_offer")).data).toMatchObject({ session_minutes: 45 })

    // Active needs a visible profile with a handle; inactive does not.
    const hidden = await mentee("oculta")
    expectRefusal(
      await saveOffer(hidden),
      "Para oferecer mentoria, deixe seu perfil visível para associadas e escolha um endereço."
    )
    expect((await saveOffer(hidden, { active: false })).error).toBeNull()
    expect((await hidden.db.rpc("get_my_mentor_offer")).data).toMatchObject({ active: false })
  })

  it("shows “Oferece mentoria” on the profile and in the directory's filter only while active with a slot", async () => {
    const [mia, nina] = await Promise.all([mentor("mia"), member(local, "nina", "public") as Promise<Member>])
    const ana = await mentee("ana")

    const profile = async (handle: string) =>
      (await anon.rpc("get_member_profile", { p_handle: handle })).data as {
        offers_mentoring: boolean
        mentoring: unknown
      }
    expect(await profile(mia.handle)).toMatchObject({
      offers_mentoring: true,
      mentoring: {
        topics: ["financas", "juridico-mei"],
        formats: ["telefone", "video"],
        session_minutes: 60,
        topics_note: null,
      },
    })
    expect(await profile(nina.handle)).toMatchObject({ offers_mentoring: false, mentoring: null })

    const listed = async (db: Db, query: string, mentoring: boolean) => {
      const { data, error } = await db.rpc("list_member_profiles", { p_query: query, p_mentoring: mentoring })
      expect(error).toBeNull()
      return (data ?? []).map((r) => ({ id: r.id, offers_mentoring: r.offers_mentoring }))
    }
    expect(await listed(ana.db, mia.handle, true)).toEqual([{ id: mia.id, offers_mentoring: true }])
    expect(await listed(anon, mia.handle, false)).toEqual([{ id: mia.id, offers_mentoring: true }])
    expect(await listed(ana.db, nina.handle, true)).toEqual([])
    expect(await listed(ana.db, nina.handle, false)).toEqual([{ id: nina.id, offers_mentoring: false }])

    // No slot: not offering, and no request can reach her.
    expect((await saveOffer(mia, { slots: [] })).error).toBeNull()
    expect(await listed(ana.db, mia.handle, true)).toEqual([])
    expect((await ana.db.rpc("get_mentor_offer", { p_mentor: mia.id })).data).toBeNull()
    expectRefusal(await request(ana, mia, [at(3, 10), at(3, 11)]), NOT_OFFERING)
    // Paused: the same.
    expect((await saveOffer(mia, { active: false })).error).toBeNull()
    expect(await profile(mia.handle)).toMatchObject({ offers_mentoring: false, mentoring: null })
    expect((await ana.db.rpc("get_mentor_offer", { p_mentor: mia.id })).data).toBeNull()
  })
})

describe("asking", () => {
  it("posts the request in the pair's conversation, notifies the mentor and counts no new conversation", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    const requestId = await requested(ana, mia, [at(3, 10), at(3, 15)])
    const [row] = (await rowsOf(ana.db, "mentoring_requests", "id", requestId)).rows
    expect(row).toMatchObject({
      mentee_id: ana.id,
      mentor_id: mia.id,
      status: "open",
      proposed_by: "mentee",
      format: "video",
    })
    const { data: messages } = await mia.db
      .from("direct_messages")
      .select("sender_id, body, quote")
      .eq("conversation_id", row!.conversation_id)
    expect(messages).toEqual([
      {
        sender_id: ana.id,
        body: "Pedido de mentoria: Precificação de bolos\n\nQuero aprender a calcular custos e margem.",
        quote: { kind: "mentoring", request_id: requestId, event: "requested" },
      },
    ])
    const { data: bell } = await mia.db.from("notifications").select("type, category").eq("user_id", mia.id)
    expect(bell).toContainEqual({ type: "direct_message", category: "messages" })
    expect((await ana.db.rpc("conversation_start_allowance")).data).toMatchObject({ used: 0 })
  })

  it("holds the limits: 3 open requests, 1 per mentor, no block, no mute, times within her availability", async () => {
    const [m1, m2, m3, m4] = await Promise.all([mentor("m1"), mentor("m2"), mentor("m3"), mentor("m4")])
    const ana = await mentee("ana")
    const times = [at(6, 10), at(6, 11)]
    const first = await requested(ana, m1, times)
    expectRefusal(await request(ana, m1, [at(7, 10), at(7, 11)]), "Você já tem um pedido em aberto com esta mentora.")
    await requested(ana, m2, times)
    await requested(ana, m3, times)
    expectRefusal(
      await request(ana, m4, times),
      "Você já tem 3 pedidos de mentoria em aberto. Aguarde uma resposta ou retire um deles."
    )
    // Withdrawing one frees a place.
    expect((await respond(ana, first, "withdraw")).data).toEqual({ status: "withdrawn", session_id: null })
    expect((await request(ana, m4, times)).error).toBeNull()

    // Blocks, either way; herself.
    const [bia, mia] = await Promise.all([mentee("bia"), mentor("mia")])
    expect((await mia.db.rpc("block_member", { p_user: bia.id })).error).toBeNull()
    expectRefusal(await request(bia, mia, times), NOT_OFFERING)
    expect((await mia.db.rpc("unblock_member", { p_user: bia.id })).error).toBeNull()
    expect((await bia.db.rpc("block_member", { p_user: mia.id })).error).toBeNull()
    expectRefusal(await request(bia, mia, times), NOT_OFFERING)
    expectRefusal(await request(mia, mia, times), NOT_OFFERING)

    // A muted member cannot ask.
    const muted = await mentee("silenciada")
    await service
      .from("member_sanctions")
      .insert({ user_id: muted.id, kind: "mute", until: new Date(Date.now() + 86_400_000).toISOString() })
      .throwOnError()
    const refusedMute = await request(muted, mia, times)
    expect(refusedMute.error?.code).toBe("P0001")
    expect(refusedMute.error?.message).toMatch(/^Seu envio de mensagens está suspenso até/)

    // Times: 2 or 3, distinct, within her slots and on her grid, 2 h to 60 days ahead, free.
    const day = 9
    const tight = await mentor("agenda", {
      minutes: 60,
      slots: [{ weekday: weekdayIn(day), start: "14:00", end: "17:00" }],
    })
    const cris = await mentee("cris")
    expectRefusal(await request(cris, tight, [at(day, 14)]), "Escolha de 2 a 3 horários.")
    expectRefusal(await request(cris, tight, [at(day, 14), at(day, 14)]), "Escolha de 2 a 3 horários.")
    expectRefusal(
      await request(cris, tight, [at(day, 14), at(day, 15), at(day, 16), at(day + 7, 14)]),
      "Escolha de 2 a 3 horários."
    )
    expectRefusal(await request(cris, tight, [at(day, 14), at(day, 17)]), OUTSIDE) // ends after the slot
    expectRefusal(await request(cris, tight, [at(day, 14), at(day, 14, 30)]), OUTSIDE) // not on the grid
    expectRefusal(await request(cris, tight, [at(day, 14), at(day + 1, 14)]), OUTSIDE) // another weekday
    expectRefusal(await request(cris, tight, [at(day, 13), at(day, 14)]), OUTSIDE) // before the slot
    expectRefusal(
      await request(cris, tight, [at(day, 14), at(day + 63, 14)]),
      "Escolha horários com pelo menos 2 horas de antecedência e no máximo 60 dias à frente."
    )
    expectRefusal(
      await request(cris, tight, [at(day, 14), at(day, 15)], { format: "presencial" }),
      "Escolha um dos formatos que a mentora oferece."
    )
    expectRefusal(
      await request(cris, tight, [at(day, 14), at(day, 15)], { topic: "ab" }),
      "Informe o tema da mentoria em 3 a 120 caracteres."
    )
    const ok = await requested(cris, tight, [at(day, 14), at(day, 16)])
    expect((await respond(tight, ok, "accept", at(day, 14))).error).toBeNull()
    // Her 14:00 is taken now: nobody may propose it again.
    const dani = await mentee("dani")
    expectRefusal(await request(dani, tight, [at(day, 14), at(day, 15)]), OUTSIDE)
    expect((await request(dani, tight, [at(day, 15), at(day, 16)])).error).toBeNull()
  })
})

describe("the negotiation", () => {
  it("lets only the answering side accept, propose or decline; the mentee alone withdraws", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    const times = [at(4, 9), at(4, 16), at(5, 9)]
    const requestId = await requested(ana, mia, times)

    // The mentee made the proposal: she cannot answer it, nor can the mentor withdraw.
    expectRefusal(await respond(ana, requestId, "accept", times[0]), WAIT)
    expectRefusal(await respond(ana, requestId, "propose", at(4, 11)), WAIT)
    expectRefusal(await respond(mia, requestId, "withdraw"), "Só quem pediu a mentoria pode retirar o pedido.")
    expectRefusal(await respond(mia, requestId, "accept", at(4, 10)), "Escolha um dos horários propostos.")
    expectRefusal(
      await respond(mia, requestId, "dance"),
      "Escolha uma resposta: aceitar, propor outro horário, recusar ou retirar."
    )
    expectRefusal(
      await respond(mia, requestId, "propose", at(4, 11, 30)),
      "Este horário não está na disponibilidade da mentora."
    )

    // The mentor proposes another time: now the mentee answers.
    const other = at(6, 18)
    expect((await respond(mia, requestId, "propose", other, "Pode ser no fim da tarde?")).data).toEqual({
      status: "open",
      session_id: null,
    })
    expect((await rowsOf(ana.db, "mentoring_requests", "id", requestId)).rows[0]).toMatchObject({
      proposed_by: "mentor",
      status: "open",
    })
    const proposed = (await rowsOf(ana.db, "mentoring_requests", "id", requestId)).rows[0]!.proposed_times
    expect(proposed).toHaveLength(1)
    expect(same(proposed[0]!, other)).toBe(true)
    expectRefusal(await respond(mia, requestId, "accept", other), WAIT)
    expectRefusal(await respond(ana, requestId, "accept", times[0]), "Escolha um dos horários propostos.")

    // Across a block neither side answers.
    expect((await mia.db.rpc("block_member", { p_user: ana.id })).error).toBeNull()
    expectRefusal(await respond(ana, requestId, "accept", other), "Não é possível responder a esta pessoa.")
    expect((await mia.db.rpc("unblock_member", { p_user: ana.id })).error).toBeNull()

    const accepted = await respond(ana, requestId, "accept", other)
    expect(accepted.error).toBeNull()
    const { session_id: sessionId } = accepted.data as { status: string; session_id: string }
    expect(accepted.data).toEqual({ status: "accepted", session_id: expect.any(String) })
    const session = (await rowsOf(mia.db, "mentoring_sessions", "id", sessionId)).rows[0]!
    expect(session).toMatchObject({ mentor_id: mia.id, mentee_id: ana.id, status: "scheduled", format: "video" })
    expect(new Date(session.ends_at).getTime() - new Date(session.starts_at).getTime()).toBe(3_600_000)
    expectRefusal(await respond(mia, requestId, "decline"), "Este pedido de mentoria não está mais em aberto.")

    // Both get the appointment, in the projects category.
    for (const person of [mia, ana]) {
      const { data } = await person.db
        .from("notifications")
        .select("type, category, title, message, action_url")
        .eq("user_id", person.id)
        .eq("type", "appointment")
      expect(data).toEqual([
        {
          type: "appointment",
          category: "projects",
          title: "Mentoria marcada",
          message: expect.stringMatching(/^Precificação de bolos — \d{2}\/\d{2} às 18:00 \(horário de Brasília\)$/),
          action_url: "/dashboard/mentoria",
        },
      ])
    }
    // Every step is a message of their conversation.
    const { data: steps } = await ana.db
      .from("direct_messages")
      .select("quote")
      .eq("conversation_id", session.conversation_id)
      .order("created_at")
    expect(steps?.map((m) => (m.quote as { event: string }).event)).toEqual(["requested", "proposed", "accepted"])
  })

  it("declines with or without a message, and closes the request for both", async () => {
    const [mia, ana, bia] = await Promise.all([mentor("mia"), mentee("ana"), mentee("bia")])
    const withMessage = await requested(ana, mia, [at(3, 8), at(3, 9)])
    expect((await respond(mia, withMessage, "decline", undefined, "Estou sem agenda este mês.")).data).toEqual({
      status: "declined",
      session_id: null,
    })
    const silent = await requested(bia, mia, [at(3, 8), at(3, 9)])
    expect((await respond(mia, silent, "decline")).error).toBeNull()
    const bodies = async (person: Member, requestId: string) => {
      const conversation = (await rowsOf(person.db, "mentoring_requests", "id", requestId)).rows[0]!.conversation_id
      const { data } = await person.db
        .from("direct_messages")
        .select("body")
        .eq("conversation_id", conversation)
        .order("created_at")
      return data?.map((m) => m.body)
    }
    expect((await bodies(ana, withMessage))?.at(-1)).toBe("Estou sem agenda este mês.")
    expect((await bodies(bia, silent))?.at(-1)).toBe("Pedido de mentoria recusado.")
    expect((await rowsOf(ana.db, "mentoring_requests", "id", withMessage)).rows[0]).toMatchObject({
      status: "declined",
      response_message: "Estou sem agenda este mês.",
    })
    expectRefusal(await respond(ana, withMessage, "withdraw"), "Este pedido de mentoria não está mais em aberto.")
    // A closed request no longer counts: she may ask again.
    expect((await request(ana, mia, [at(4, 8), at(4, 9)])).error).toBeNull()
  })
})

describe("sessions", () => {
  it("either side cancels a session not started, with a reason; the other is notified", async () => {
    const [mia, ana, carla] = await Promise.all([mentor("mia"), mentee("ana"), mentee("carla")])
    const { sessionId } = await scheduled(ana, mia, 5)
    expect(
      (await carla.db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "Quero cancelar" })).error?.code
    ).toBe("PT404")
    expectRefusal(
      await ana.db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "ok" }),
      "Explique o motivo do cancelamento em 3 a 500 caracteres."
    )
    expect(
      (await ana.db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "Surgiu uma viagem." })).error
    ).toBeNull()
    expectRefusal(
      await mia.db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "De novo" }),
      "Esta mentoria já foi cancelada."
    )
    const session = (await rowsOf(mia.db, "mentoring_sessions", "id", sessionId)).rows[0]!
    expect(session).toMatchObject({ status: "cancelled", cancelled_by: ana.id, cancel_reason: "Surgiu uma viagem." })
    const { data: notes } = await mia.db
      .from("notifications")
      .select("title, message, category")
      .eq("user_id", mia.id)
      .eq("title", "Mentoria cancelada")
    expect(notes).toEqual([
      {
        title: "Mentoria cancelada",
        message: expect.stringContaining("Motivo: Surgiu uma viagem."),
        category: "projects",
      },
    ])
    expect(
      (await ana.db.from("notifications").select("id").eq("user_id", ana.id).eq("title", "Mentoria cancelada")).data
    ).toEqual([])
    const { data: last } = await mia.db
      .from("direct_messages")
      .select("body, quote")
      .eq("conversation_id", session.conversation_id)
      .order("created_at", { ascending: false })
      .limit(1)
    expect(last?.[0]).toMatchObject({ body: "Mentoria cancelada: Surgiu uma viagem.", quote: { event: "cancelled" } })
    // A cancelled session frees her time and takes no note.
    expect(((await ana.db.rpc("get_mentor_offer", { p_mentor: mia.id })).data as { busy: unknown[] }).busy).toEqual([])
    await moveToPast(sessionId)
    expectRefusal(
      await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Nota" }),
      "Não é possível registrar uma avaliação de mentoria cancelada."
    )
    expect((await myMentoring(mia)).sessions_given).toBe(0)
  })

  it("takes notes only after the end, edits them, and refuses cancelling once started", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    const { sessionId } = await scheduled(ana, mia, 6)
    expectRefusal(
      await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Cedo demais" }),
      "Você poderá registrar sua avaliação depois da sessão."
    )
    await moveToPast(sessionId)
    expectRefusal(
      await ana.db.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: "Tarde demais" }),
      "Esta mentoria já começou e não pode mais ser cancelada."
    )
    expectRefusal(
      await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "   " }),
      "Escreva sua avaliação em 1 a 2000 caracteres."
    )
    expect(
      (await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Primeira versão" })).error
    ).toBeNull()
    expect(
      (await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Versão final" })).error
    ).toBeNull()
    const { data } = await mia.db.from("mentoring_feedback").select("author_id, body").eq("session_id", sessionId)
    expect(data).toEqual([{ author_id: ana.id, body: "Versão final" }])
    expect((await myMentoring(mia)).sessions_given).toBe(1)
    expect(
      ((await ana.db.rpc("get_mentor_offer", { p_mentor: mia.id })).data as { sessions_given: number }).sessions_given
    ).toBe(1)
  })
})

describe("suggestions", () => {
  it("ranks mentors by her needs, city and UF; never herself nor across a block", async () => {
    const ana = (await member(local, "ana", "public")) as Member
    await setProfile(ana, {
      handle: ana.handle,
      visibility: "public",
      needs: ["financas", "juridico-mei"],
      city: "Recife",
      state: "PE",
    })
    const tag = randomUUID().slice(0, 6)
    const [both, city, far, blocked] = await Promise.all([
      mentor(`ambas-${tag}`, { topics: ["financas", "juridico-mei", "design"], city: "São Paulo", state: "SP" }),
      mentor(`recife-${tag}`, { topics: ["design"], city: "recife", state: "PE" }),
      mentor(`longe-${tag}`, { topics: ["costura"], city: "Porto Alegre", state: "RS" }),
      mentor(`bloq-${tag}`, { topics: ["financas"], city: "Recife", state: "PE" }),
    ])
    expect((await ana.db.rpc("block_member", { p_user: blocked.id })).error).toBeNull()
    // She offers too: she is never her own suggestion.
    expect((await saveOffer(ana)).error).toBeNull()

    const { data, error } = await ana.db.rpc("mentor_suggestions", { p_limit: 50 })
    expect(error).toBeNull()
    const ours = (data ?? []).filter((r) => [both.id, city.id, far.id, blocked.id, ana.id].includes(r.user_id))
    expect(ours.map((r) => [r.user_id, r.score, r.matched_topics, r.same_city, r.same_state])).toEqual([
      [both.id, 6, ["financas", "juridico-mei"], false, false],
      [city.id, 3, [], true, true],
      [far.id, 0, [], false, false],
    ])
    expect(ours[0]).toMatchObject({ handle: both.handle, full_name: both.name, city: "São Paulo", state: "SP" })
    expect((await ana.db.rpc("mentor_suggestions", {})).data?.length).toBeLessThanOrEqual(6)
  })
})

describe("reminders", () => {
  it("reminds both 24 h and 1 h before, once each; service role only; e-mail unless her projects key is off", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    expect((await savePreferences(ana, { projects: "off" })).error).toBeNull()
    const { sessionId, startsAt } = await scheduled(ana, mia, 45, "Formalização como MEI")
    const start = new Date(startsAt).getTime()
    const queue = (db: Db, hoursBefore: number) =>
      db.rpc("queue_mentoring_reminders", { p_now: new Date(start - hoursBefore * 3_600_000).toISOString() })

    for (const db of [mia.db, admin]) expect((await queue(db, 23)).error?.code).toBe("42501")
    expect((await queue(service, 25)).data).toBe(0)
    expect((await queue(service, 23)).data).toBe(2)
    expect((await queue(service, 22)).data).toBe(0)
    expect((await queue(service, 0.5)).data).toBe(2)
    expect((await queue(service, 0.25)).data).toBe(0)

    const { data: reminders } = await service
      .from("mentoring_reminders")
      .select("user_id, kind")
      .eq("session_id", sessionId)
      .order("kind")
    expect(reminders).toHaveLength(4)
    for (const person of [mia, ana]) {
      const { data } = await person.db
        .from("notifications")
        .select("title, category, action_url")
        .eq("user_id", person.id)
        .eq("type", "session_reminder")
      expect(data).toEqual([
        {
          title: "Lembrete: mentoria — Formalização como MEI",
          category: "projects",
          action_url: "/dashboard/mentoria",
        },
        {
          title: "Lembrete: mentoria — Formalização como MEI",
          category: "projects",
          action_url: "/dashboard/mentoria",
        },
      ])
    }
    const outbox = async (person: Member) =>
      (
        await service
          .from("email_outbox")
          .select("template, category, data")
          .eq("user_id", person.id)
          .eq("template", "reminder")
      ).data ?? []
    const mentorMail = await outbox(mia)
    expect(mentorMail.map((r) => (r.data as { kind: string }).kind).sort()).toEqual(["1h", "24h"])
    expect(mentorMail[0]).toMatchObject({
      category: "projects",
      data: {
        project_title: `Mentoria com ${ana.name}`,
        session_title: "Formalização como MEI",
        action_url: "/dashboard/mentoria",
        starts_at: expect.any(String),
      },
    })
    expect(await outbox(ana)).toEqual([])

    // A cancelled session reminds nobody.
    const later = await scheduled(ana, mia, 50, "Outra sessão")
    expect(
      (await mia.db.rpc("cancel_mentoring_session", { p_session: later.sessionId, p_reason: "Imprevisto." })).error
    ).toBeNull()
    const laterStart = new Date(later.startsAt).getTime()
    expect(
      (await service.rpc("queue_mentoring_reminders", { p_now: new Date(laterStart - 3_600_000 * 2).toISOString() }))
        .data
    ).toBe(0)
  })
})

describe("account deletion", () => {
  it("takes her offer, requests, sessions and notes with her account; the other's conversation stays", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    const { requestId, sessionId } = await scheduled(ana, mia, 8)
    await moveToPast(sessionId)
    await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Obrigada!" }).throwOnError()
    const open = await requested(ana, await mentor("nina"), [at(9, 10), at(9, 11)])
    const conversation = (await rowsOf(mia.db, "mentoring_requests", "id", requestId)).rows[0]!.conversation_id

    expect((await service.auth.admin.deleteUser(ana.id)).error).toBeNull()
    for (const [table, column, value] of [
      ["mentoring_requests", "id", requestId],
      ["mentoring_requests", "id", open],
      ["mentoring_sessions", "id", sessionId],
      ["mentoring_feedback", "session_id", sessionId],
    ] as const) {
      expect((await rowsOf(service, table, column, value)).rows, `${table} ${value}`).toEqual([])
    }
    expect((await mia.db.from("conversations").select("id").eq("id", conversation)).data).toHaveLength(1)
    expect((await myMentoring(mia)).requests).toEqual([])

    // The mentor's own account takes her offer and slots.
    expect((await service.auth.admin.deleteUser(mia.id)).error).toBeNull()
    expect((await rowsOf(service, "mentor_slots", "mentor_id", mia.id)).rows).toEqual([])
  })
})

describe("LGPD export", () => {
  it("includes her offer, slots, requests, sessions and her own notes", async () => {
    const [mia, ana] = await Promise.all([mentor("mia"), mentee("ana")])
    const { sessionId } = await scheduled(ana, mia, 7)
    await moveToPast(sessionId)
    await ana.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Nota da Ana" }).throwOnError()
    await mia.db.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: "Nota da Mia" }).throwOnError()

    const { data, error } = await service.rpc("export_user_data", { p_user_id: mia.id })
    expect(error).toBeNull()
    const exported = (data as { mentoring: Record<string, unknown> }).mentoring
    expect(exported).toMatchObject({
      offer: { topics: ["financas", "juridico-mei"], active: true, session_minutes: 60 },
      requests: [{ role: "mentor", other_participant: ana.name, status: "accepted" }],
      sessions: [{ role: "mentor", other_participant: ana.name, status: "scheduled" }],
      feedback: [{ body: "Nota da Mia" }],
    })
    expect(exported.slots).toHaveLength(7)
    expect(JSON.stringify(exported)).not.toContain("Nota da Ana")
    const asMentee = (
      (await service.rpc("export_user_data", { p_user_id: ana.id })).data as {
        mentoring: Record<string, unknown>
      }
    ).mentoring
    expect(asMentee).toMatchObject({
      offer: null,
      slots: [],
      requests: [{ role: "mentee" }],
      feedback: [{ body: "Nota da Ana" }],
    })
  })
})
