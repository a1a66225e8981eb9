/**
 * Mentoring through the app's own code (issue #40), against the real local backend: the offer
 * form's schema and write, the bookable times the request form offers (lib/mentoring), a request
 * and its acceptance through lib/data/mentoring.ts under each member's session, the cards' reads,
 * the .ics of the session, a third member who sees nothing, and the due work's mentoring reminders
 * with time moved. Only next/headers' cookie jar and connection() are stood in for (Vitest has no
 * request); nothing of ours is mocked.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as Mentoring from "@/lib/data/mentoring"
import type * as Queue from "@/lib/data/notification-queue"
import { icsLocalDate } from "@/lib/ics"
import { mentoringSessionIcs } from "@/lib/mentoring/session-ics"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { mentorOfferFields, mentorOfferSchema, requestMentoringSchema } from "@/lib/validations/mentoring"
import { type LearningWorld, type Person, startLearningWorld } from "@/tests/helpers/learning"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"

let w: LearningWorld
let data: typeof Mentoring
let queue: typeof Queue
let createClient: typeof CreateClient
let ana: Person
let bia: Person
let cida: Person

async function actAs(email: string) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
}

async function makeVisible(person: Person, handle: string) {
  const { error } = await person.db.rpc("update_member_profile", {
    p_handle: handle,
    p_visibility: "members",
    p_bio: "",
    p_city: "Recife",
    p_state: "PE",
    p_offers: ["financas"],
    p_needs: ["financas"],
    p_offers_note: "",
    p_needs_note: "",
    p_social_links: {},
  })
  if (error) throw error
}

const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  w = await startLearningWorld()
  process.env.NEXT_PUBLIC_SUPABASE_URL = w.local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = w.local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = w.local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = await import("@/lib/data/mentoring")
  queue = await import("@/lib/data/notification-queue")
  ;({ createClient } = await import("@/lib/supabase/server"))
  ;[ana, bia, cida] = await Promise.all([w.member("ana"), w.member("bia"), w.member("cida")])
  await Promise.all([makeVisible(ana, `ana-${unique()}`), makeVisible(bia, `bia-${unique()}`)])
})

afterAll(async () => {
  await w?.local.close()
})

describe("mentoring through lib/data", () => {
  let sessionId = ""
  let startsAt = ""

  it("saves her offer as the form sends it, and reads it back", async () => {
    await actAs(ana.email)
    const form = new FormData()
    for (const [key, value] of [
      ["topics", "financas"],
      ["formats", "video"],
      ["formats", "telefone"],
      ["sessionMinutes", "60"],
      ["active", "on"],
      ["topicsNote", "Preço de venda e fluxo de caixa."],
      ...[0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        [`slot.${weekday}.weekday`, String(weekday)],
        [`slot.${weekday}.start`, "08:00"],
        [`slot.${weekday}.end`, "20:00"],
      ]),
    ]) {
      form.append(key!, value!)
    }
    const input = mentorOfferSchema.parse(mentorOfferFields(form))
    expect((await data.saveMentorOffer(input)).error).toBeNull()
    expect(await data.getMyMentorOffer()).toMatchObject({
      topics: ["financas"],
      formats: expect.arrayContaining(["video", "telefone"]),
      sessionMinutes: 60,
      active: true,
      sessionsGiven: 0,
    })
  })

  it("lets another member request two bookable times, and the mentor accept one", async () => {
    await actAs(bia.email)
    const times = await data.listBookableTimes(ana.id)
    expect(times.length).toBeGreaterThan(20)
    const chosen = times.slice(3, 5)
    const request = requestMentoringSchema.parse({
      mentorId: ana.id,
      topic: "Precificar bolos",
      needs: "Não sei quanto cobrar por encomenda.",
      format: "video",
      times: chosen,
    })
    const asked = await data.requestMentoring(request)
    expect(asked.error).toBeNull()
    const mine = await data.getMyMentoring()
    const sent = mine.requests.find((item) => item.id === asked.data)
    expect(sent).toMatchObject({ role: "mentee", status: "open", proposedBy: "mentee", awaitsMe: false })
    expect(sent?.proposedTimes).toEqual(chosen)

    await actAs(ana.email)
    const cards = await data.getConversationMentoring(sent!.conversationId)
    const received = cards.requests.find((item) => item.id === asked.data)
    expect(received).toMatchObject({ role: "mentor", awaitsMe: true, other: { name: expect.any(String) } })
    const answers = await data.bookableTimesForAnswers(cards.requests, ana.id)
    // Her own bookable times, for "Propor outro horário".
    expect(answers[asked.data!]).toEqual(expect.arrayContaining(chosen))

    const accepted = await data.respondMentoringRequest({
      requestId: asked.data!,
      decision: "accept",
      time: chosen[1]!,
      message: "",
    })
    expect(accepted.error).toBeNull()
    expect(accepted.data).toMatchObject({ status: "accepted", sessionId: expect.any(String) })
    sessionId = accepted.data!.sessionId!
    startsAt = chosen[1]!

    // The time is taken: no longer bookable for anyone.
    expect(await data.listBookableTimes(ana.id)).not.toContain(startsAt)
    const upcoming = await data.listUpcomingMentoringSessions()
    expect(upcoming.map((session) => session.id)).toContain(sessionId)
  })

  it("gives both participants the session and its calendar file, and a third member nothing", async () => {
    await actAs(bia.email)
    const session = await data.getMentoringSession(sessionId)
    expect(session).toMatchObject({ role: "mentee", status: "scheduled", topic: "Precificar bolos", format: "video" })
    expect(Date.parse(session!.endsAt) - Date.parse(session!.startsAt)).toBe(60 * 60 * 1000)
    const ics = mentoringSessionIcs({
      id: session!.id,
      topic: session!.topic,
      format: session!.format,
      startsAt: session!.startsAt,
      endsAt: session!.endsAt,
      cancelled: false,
      otherName: session!.mentor.name,
      role: session!.role,
      host: "convergencia.test",
      url: "https://convergencia.test/dashboard/mentoria",
    })
    expect(ics).toContain(`DTSTART;TZID=America/Sao_Paulo:${icsLocalDate(new Date(startsAt))}`)
    expect(ics).toContain("BEGIN:VTIMEZONE")

    await actAs(cida.email)
    expect(await data.getMentoringSession(sessionId)).toBeNull()
    expect((await data.getMyMentoring()).sessions).toEqual([])
    const refused = await data.cancelMentoringSession(sessionId, "Não é minha.")
    expect(refused.error).not.toBeNull()
  })

  it("queues the 24 h reminder for both participants once, with time moved", async () => {
    const now = new Date(Date.parse(startsAt) - 23 * 60 * 60 * 1000)
    expect(await queue.queueMentoringReminders(w.service, now)).toBeGreaterThanOrEqual(2)
    expect(await queue.queueMentoringReminders(w.service, now)).toBe(0)
    const { data: rows } = await w.service
      .from("notifications")
      .select("user_id, title, action_url")
      .eq("type", "session_reminder")
      .in("user_id", [ana.id, bia.id])
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: ana.id, title: "Lembrete: mentoria — Precificar bolos" }),
        expect.objectContaining({ user_id: bia.id, action_url: "/dashboard/mentoria" }),
      ])
    )
  })

  it("lets either side cancel with a reason, and says why in the cards", async () => {
    await actAs(bia.email)
    expect((await data.cancelMentoringSession(sessionId, "Imprevisto na família.")).error).toBeNull()
    const session = await data.getMentoringSession(sessionId)
    expect(session).toMatchObject({ status: "cancelled", cancelReason: "Imprevisto na família." })
  })
})
