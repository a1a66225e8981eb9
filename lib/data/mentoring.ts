import "server-only"
import { cache } from "react"
import { z } from "zod"

import { isNotFoundError } from "@/lib/db-errors"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { bookableTimes } from "@/lib/mentoring/bookable-times"
import type { MentoringPerson, MentoringRequest, MentoringSession } from "@/lib/mentoring/types"
import { MENTORING_FORMATS } from "@/lib/mentoring/vocabulary"
import { createClient } from "@/lib/supabase/server"
import type { MentorOfferInput, RequestMentoringInput, RespondMentoringInput } from "@/lib/validations/mentoring"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Mentoring between members (issue #40). Every read and write is a definer function of
 * supabase/migrations/20261204100001_mentoring.sql called under her session: the database decides
 * who sees a request, a session or a note (its two participants) and checks every rule (her slots,
 * the three open requests, blocks, who answers). The jsonb answers are parsed here with zod, so a
 * page never reads a shape it did not expect; anything malformed is dropped, never shown half.
 */

const nullableText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : null))
const format = z.enum(MENTORING_FORMATS)
const clock = z.string().regex(/^\d{2}:\d{2}$/)

const slotSchema = z.object({ weekday: z.number().int().min(0).max(6), start: clock, end: clock })
const busySchema = z
  .object({ starts_at: z.string(), ends_at: z.string() })
  .transform((busy) => ({ startsAt: busy.starts_at, endsAt: busy.ends_at }))

const offerShape = {
  topics: z.array(z.string()).catch([]),
  topics_note: nullableText,
  formats: z.array(format).catch([]),
  session_minutes: z.number().int().positive(),
  slots: z.array(slotSchema).catch([]),
}

const myOfferSchema = z
  .object({ ...offerShape, active: z.boolean(), sessions_given: z.number().int().catch(0) })
  .transform((offer) => ({
    topics: offer.topics,
    topicsNote: offer.topics_note,
    formats: offer.formats,
    sessionMinutes: offer.session_minutes,
    active: offer.active,
    slots: offer.slots,
    sessionsGiven: offer.sessions_given,
  }))
export type MyMentorOffer = z.output<typeof myOfferSchema>

const mentorOfferSchema = z
  .object({ ...offerShape, sessions_given: z.number().int().catch(0), busy: z.array(busySchema).catch([]) })
  .transform((offer) => ({
    topics: offer.topics,
    topicsNote: offer.topics_note,
    formats: offer.formats,
    sessionMinutes: offer.session_minutes,
    slots: offer.slots,
    sessionsGiven: offer.sessions_given,
    busy: offer.busy,
  }))
export type MentorOffer = z.output<typeof mentorOfferSchema>

const personSchema = z
  .object({ id: z.string().nullish(), full_name: nullableText, handle: nullableText, avatar_url: nullableText })
  .transform((person): MentoringPerson => ({
    id: person.id ?? null,
    name: person.full_name ?? "Ex-associada",
    handle: person.handle,
    avatarUrl: displayableAvatarUrl(person.avatar_url),
  }))
export type { MentoringPerson, MentoringRequest, MentoringSession }

const role = z.enum(["mentor", "mentee"])

const requestSchema = z
  .object({
    id: z.string(),
    role,
    other: personSchema,
    topic: z.string(),
    needs: z.string().catch(""),
    format,
    proposed_times: z.array(z.string()).catch([]),
    proposed_by: role,
    status: z.enum(["open", "accepted", "declined", "withdrawn"]),
    response_message: nullableText,
    session_id: z.string().nullish(),
    conversation_id: z.string(),
    created_at: z.string(),
    updated_at: z.string().nullish(),
  })
  .transform((request): MentoringRequest => ({
    id: request.id,
    role: request.role,
    other: request.other,
    topic: request.topic,
    needs: request.needs,
    format: request.format,
    // One spelling for an instant ("…Z"), so the cards can compare them with the bookable times.
    proposedTimes: request.proposed_times.flatMap((time) => {
      const at = Date.parse(time)
      return Number.isFinite(at) ? [new Date(at).toISOString()] : []
    }),
    proposedBy: request.proposed_by,
    status: request.status,
    responseMessage: request.response_message,
    sessionId: request.session_id ?? null,
    conversationId: request.conversation_id,
    createdAt: request.created_at,
    updatedAt: request.updated_at ?? request.created_at,
    awaitsMe: request.status === "open" && request.proposed_by !== request.role,
  }))

const sessionSchema = z
  .object({
    id: z.string(),
    role,
    other: personSchema,
    topic: z.string(),
    format,
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(["scheduled", "cancelled"]),
    cancel_reason: nullableText,
    cancelled_by: z.string().nullish(),
    conversation_id: z.string(),
    my_feedback: nullableText,
    their_feedback: nullableText,
  })
  .transform((session): MentoringSession => ({
    id: session.id,
    role: session.role,
    other: session.other,
    topic: session.topic,
    format: session.format,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    status: session.status,
    cancelReason: session.cancel_reason,
    cancelledBy: session.cancelled_by ?? null,
    conversationId: session.conversation_id,
    myFeedback: session.my_feedback,
    theirFeedback: session.their_feedback,
  }))

/** Items of a list, each parsed alone: one malformed item is left out, the rest still shown. */
function items<T extends z.ZodType>(schema: T, value: unknown, scope: string): z.output<T>[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item)
    if (parsed.success) return [parsed.data]
    console.error(`[${scope}] unexpected item`, parsed.error.issues[0])
    return []
  })
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

function fail(scope: string, error: { message: string }): never {
  throw new Error(`${scope}: ${error.message}`, { cause: error })
}

/** Her own offer as the form edits it, or null when she never offered. */
export const getMyMentorOffer = cache(async (): Promise<MyMentorOffer | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_my_mentor_offer")
  if (error) fail("getMyMentorOffer", error)
  if (data === null || data === undefined) return null
  const parsed = myOfferSchema.safeParse(data)
  if (!parsed.success) fail("getMyMentorOffer", { message: parsed.error.message })
  return parsed.data
})

/**
 * A mentor's active offer as the request form needs it (topics, formats, length, slots, and her
 * scheduled future sessions as busy times), or null: not offering, or not visible to the viewer.
 */
export const getMentorOffer = cache(async (mentorId: string): Promise<MentorOffer | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_mentor_offer", { p_mentor: mentorId })
  if (error) fail("getMentorOffer", error)
  if (data === null || data === undefined) return null
  const parsed = mentorOfferSchema.safeParse(data)
  if (!parsed.success) fail("getMentorOffer", { message: parsed.error.message })
  return parsed.data
})

export interface MyMentoring {
  offerActive: boolean
  sessionsGiven: number
  requests: MentoringRequest[]
  sessions: MentoringSession[]
}

/** Her requests (both roles; open first) and sessions (upcoming first, then past), for /dashboard/mentoria. */
export const getMyMentoring = cache(async (): Promise<MyMentoring> => {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_my_mentoring")
  if (error) fail("getMyMentoring", error)
  const value = record(data)
  return {
    offerActive: value.offer_active === true,
    sessionsGiven: typeof value.sessions_given === "number" ? value.sessions_given : 0,
    requests: items(requestSchema, value.requests, "mentoring.mine.requests"),
    sessions: items(sessionSchema, value.sessions, "mentoring.mine.sessions"),
  }
})

/** The requests and sessions of one of her conversations (the cards of /mensagens/[id]). */
export async function getConversationMentoring(
  conversationId: string
): Promise<{ requests: MentoringRequest[]; sessions: MentoringSession[] }> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_conversation_mentoring", { p_conversation: conversationId })
  if (error) fail("getConversationMentoring", error)
  const value = record(data)
  return {
    requests: items(requestSchema, value.requests, "mentoring.conversation.requests"),
    sessions: items(sessionSchema, value.sessions, "mentoring.conversation.sessions"),
  }
}

const sessionDetailSchema = z.object({
  mentor: z.object({ full_name: nullableText, handle: nullableText }).catch({ full_name: null, handle: null }),
  mentee: z.object({ full_name: nullableText, handle: nullableText }).catch({ full_name: null, handle: null }),
})

export type MentoringSessionDetail = MentoringSession & {
  mentor: { name: string; handle: string | null }
  mentee: { name: string; handle: string | null }
}

/** One of her sessions with both names (the .ics), or null: unknown, or not hers. */
export async function getMentoringSession(sessionId: string): Promise<MentoringSessionDetail | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_mentoring_session", { p_session: sessionId })
  if (error) {
    // Not a participant (PT404) reads as absent, like an unknown id.
    if (isNotFoundError(error) || error.code === "42501") return null
    fail("getMentoringSession", error)
  }
  if (data === null || data === undefined) return null
  const session = sessionSchema.safeParse(data)
  const names = sessionDetailSchema.safeParse(data)
  if (!session.success || !names.success) return null
  const person = (value: { full_name: string | null; handle: string | null }) => ({
    name: value.full_name ?? "Ex-associada",
    handle: value.handle,
  })
  return { ...session.data, mentor: person(names.data.mentor), mentee: person(names.data.mentee) }
}

export interface MentorSuggestion {
  userId: string
  handle: string
  fullName: string
  avatarUrl: string | null
  city: string | null
  state: string | null
  topics: string[]
  matchedTopics: string[]
  sameCity: boolean
  sameState: boolean
}

/** "Mentoras para você": visible active mentors ranked by the database (needs, city, UF). */
export async function listMentorSuggestions(limit = 6): Promise<MentorSuggestion[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("mentor_suggestions", { p_limit: limit })
  if (error) fail("listMentorSuggestions", error)
  return (data ?? []).flatMap((row) =>
    row.user_id && row.handle
      ? [
          {
            userId: row.user_id,
            handle: row.handle,
            fullName: row.full_name || "Associada",
            avatarUrl: displayableAvatarUrl(row.avatar_url),
            city: row.city ?? null,
            state: row.state ?? null,
            topics: row.topics ?? [],
            matchedTopics: row.matched_topics ?? [],
            sameCity: row.same_city === true,
            sameState: row.same_state === true,
          },
        ]
      : []
  )
}

// Writes: each answers the database's refusal for the action to translate (lib/action-errors.ts).

export async function saveMentorOffer(input: MentorOfferInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("save_mentor_offer", {
    p_topics: input.topics,
    p_topics_note: input.topicsNote,
    p_formats: input.formats,
    p_session_minutes: input.sessionMinutes,
    p_active: input.active,
    p_slots: input.slots.map((slot) => ({ weekday: slot.weekday, start: slot.start, end: slot.end })),
  })
  return writeOutcome(error)
}

export async function requestMentoring(input: RequestMentoringInput): Promise<WriteResult<string>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("request_mentoring", {
    p_mentor: input.mentorId,
    p_topic: input.topic,
    p_needs: input.needs,
    p_format: input.format,
    p_times: input.times,
  })
  return { data: error ? null : (data as string), error }
}

const respondAnswer = z.object({ status: z.string(), session_id: z.string().nullish() })

export async function respondMentoringRequest(
  input: RespondMentoringInput
): Promise<WriteResult<{ status: string; sessionId: string | null }>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("respond_mentoring_request", {
    p_request: input.requestId,
    p_action: input.decision,
    ...(input.time ? { p_time: input.time } : {}),
    ...(input.message ? { p_message: input.message } : {}),
  })
  if (error) return writeOutcome(error)
  const parsed = respondAnswer.safeParse(data)
  return {
    data: parsed.success ? { status: parsed.data.status, sessionId: parsed.data.session_id ?? null } : null,
    error,
  }
}

export async function cancelMentoringSession(sessionId: string, reason: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("cancel_mentoring_session", { p_session: sessionId, p_reason: reason })
  return writeOutcome(error)
}

export async function saveMentoringFeedback(sessionId: string, body: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("save_mentoring_feedback", { p_session: sessionId, p_body: body })
  return writeOutcome(error)
}

/** Upcoming scheduled sessions of hers (the dashboard's list); a failure costs the card, not the page. */
export async function listUpcomingMentoringSessions(now: Date = new Date()): Promise<MentoringSession[]> {
  const { sessions } = await getMyMentoring()
  return sessions
    .filter((session) => session.status === "scheduled" && Date.parse(session.endsAt) > now.getTime())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
}

/**
 * The start times she may choose among for a mentor (her slots for the next 21 days, minus her
 * scheduled sessions and times under two hours away); empty when the mentor no longer offers.
 */
export async function listBookableTimes(mentorId: string, now: Date = new Date()): Promise<string[]> {
  const offer = await getMentorOffer(mentorId)
  if (!offer) return []
  return bookableTimes({ slots: offer.slots, sessionMinutes: offer.sessionMinutes, busy: offer.busy, now })
}

/** For each open request she answers now, the mentor's bookable times (what "Propor outro horário" offers). */
export async function bookableTimesForAnswers(
  requests: readonly MentoringRequest[],
  viewerId: string,
  now: Date = new Date()
): Promise<Record<string, string[]>> {
  const answering = requests.filter((request) => request.awaitsMe)
  const entries = await Promise.all(
    answering.map(async (request) => {
      const mentorId = request.role === "mentor" ? viewerId : request.other.id
      const times = mentorId ? await listBookableTimes(mentorId, now).catch(() => []) : []
      return [request.id, times] as const
    })
  )
  return Object.fromEntries(entries)
}
