import type { MentoringFormat } from "@/lib/mentoring/vocabulary"

/**
 * Mentoring's requests and sessions as pages and cards read them (issue #40): lib/data/mentoring.ts
 * parses the database's jsonb into these; isomorphic, so client cards can take them as props.
 */

export type MentoringRole = "mentor" | "mentee"

export interface MentoringPerson {
  id: string | null
  name: string
  handle: string | null
  avatarUrl: string | null
}

export interface MentoringRequest {
  id: string
  role: MentoringRole
  other: MentoringPerson
  topic: string
  needs: string
  format: MentoringFormat
  proposedTimes: string[]
  proposedBy: MentoringRole
  status: "open" | "accepted" | "declined" | "withdrawn"
  responseMessage: string | null
  sessionId: string | null
  conversationId: string
  createdAt: string
  updatedAt: string
  /** She answers now: the request is open and the current proposal is the other side's. */
  awaitsMe: boolean
}

export interface MentoringSession {
  id: string
  role: MentoringRole
  other: MentoringPerson
  topic: string
  format: MentoringFormat
  startsAt: string
  endsAt: string
  status: "scheduled" | "cancelled"
  cancelReason: string | null
  cancelledBy: string | null
  conversationId: string
  myFeedback: string | null
  theirFeedback: string | null
}

/** Where a session stands for her now: to come (cancellable until it starts), past, or cancelled. */
export function sessionPhase(session: MentoringSession, now: Date): "upcoming" | "started" | "past" | "cancelled" {
  if (session.status === "cancelled") return "cancelled"
  if (Date.parse(session.endsAt) <= now.getTime()) return "past"
  if (Date.parse(session.startsAt) <= now.getTime()) return "started"
  return "upcoming"
}
