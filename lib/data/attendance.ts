import "server-only"

import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

/**
 * Attendance in a project's sessions (issue #36): the instructor's sheet, her marks, the
 * certificates they lead to, and the participant's own view (her count and her phone consent).
 * Every write goes through a definer function that checks the caller itself (set_attendance,
 * issue_project_certificates, set_signup_phone_consent); the reads run under her session, so RLS
 * shows an instructor only her projects' marks and a participant only her own.
 */

/** How long before its start a session may be marked: the same hour set_attendance allows. */
export const MARKING_OPENS_BEFORE_MS = 60 * 60 * 1000

export interface AttendanceSession {
  id: string
  title: string
  startsAt: string
  endsAt: string | null
}

export interface AttendanceParticipant {
  userId: string
  fullName: string
  /** Only when she agreed to share it with the project's instructors (the database decides). */
  phone: string | null
}

export interface AttendanceSheet {
  /** When it was read (ms): the page decides "now" once, from here, for every check it shows. */
  readAt: number
  certificateShare: number
  sessions: AttendanceSession[]
  /** Confirmed participants only: the waiting list has nothing to attend. */
  participants: AttendanceParticipant[]
  /** `${sessionId}:${userId}` → present (true) or absent (false); unmarked keys are missing. */
  marks: Record<string, boolean>
}

export const markKey = (sessionId: string, userId: string) => `${sessionId}:${userId}`

/**
 * The project's sessions, confirmed participants and every mark, for its instructors and admins;
 * null when the project does not exist for her. The participants' read refuses anyone else (42501),
 * which throws: the page checks who she is first.
 */
export async function getAttendanceSheet(projectId: string): Promise<AttendanceSheet | null> {
  const supabase = await createClient()
  const [project, participants] = await Promise.all([
    supabase
      .from("projects")
      .select("certificate_share, sessions:project_sessions(id, title, starts_at, ends_at)")
      .eq("id", projectId)
      .maybeSingle(),
    supabase.rpc("get_project_participants", { p_project_id: projectId }),
  ])
  if (project.error) throw new Error(`getAttendanceSheet: ${project.error.message}`, { cause: project.error })
  if (participants.error) {
    throw new Error(`getAttendanceSheet: ${participants.error.message}`, { cause: participants.error })
  }
  if (!project.data) return null
  const sessions = (project.data.sessions ?? [])
    .map((s) => ({ id: s.id, title: s.title, startsAt: s.starts_at, endsAt: s.ends_at }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
  const marks: Record<string, boolean> = {}
  if (sessions.length) {
    const { data, error } = await supabase
      .from("project_attendance")
      .select("session_id, user_id, present")
      .in(
        "session_id",
        sessions.map((s) => s.id)
      )
    if (error) throw new Error(`getAttendanceSheet: ${error.message}`, { cause: error })
    for (const row of data) marks[markKey(row.session_id, row.user_id)] = row.present
  }
  return {
    readAt: Date.now(),
    certificateShare: project.data.certificate_share,
    sessions,
    participants: participants.data
      .filter((row) => row.status === "confirmed")
      .map((row) => ({ userId: row.user_id, fullName: row.full_name, phone: row.phone }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName, "pt-BR")),
    marks,
  }
}

/**
 * The session to show first: the one happening now, else the latest that started, else the first
 * one (nothing to mark yet). Null without sessions.
 */
export function defaultSession(sessions: AttendanceSession[], now = Date.now()): AttendanceSession | null {
  const started = sessions.filter((s) => Date.parse(s.startsAt) <= now)
  const happening = started.find((s) => now <= Date.parse(s.endsAt ?? s.startsAt) + (s.endsAt ? 0 : 3_600_000))
  return happening ?? started.at(-1) ?? sessions[0] ?? null
}

/** Whether a session can be marked now (it started, or starts within the hour). */
export const canMark = (session: AttendanceSession, now = Date.now()) =>
  Date.parse(session.startsAt) <= now + MARKING_OPENS_BEFORE_MS

/** Whether the project's certificates can be issued: it has sessions and the last one started. */
export const canIssueCertificates = (sessions: AttendanceSession[], now = Date.now()) =>
  sessions.length > 0 && sessions.every((s) => Date.parse(s.startsAt) <= now)

/**
 * Marks a confirmed participant present or absent at a session. Refusals: 42501 (not one of the
 * project's instructors), P0001 with hint `not_participant` or `session_not_started`, P0002.
 */
export async function setAttendance(sessionId: string, userId: string, present: boolean): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("set_attendance", {
    p_session_id: sessionId,
    p_user_id: userId,
    p_present: present,
  })
  return writeOutcome(error)
}

/**
 * Issues the project's certificates to the confirmed participants at or above its share; data is
 * how many were issued now (0 when everyone who qualifies already has one). Refusals: 42501,
 * P0001 `sessions_pending` / `no_sessions`, P0002.
 */
export async function issueProjectCertificates(projectId: string): Promise<WriteResult<number>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("issue_project_certificates", { p_project_id: projectId })
  if (error) return writeOutcome(error)
  return { data: data ?? 0, error: null }
}

/** The member lets (or stops letting) the project's instructors see her phone. P0002: no live sign-up. */
export async function setSignupPhoneConsent(projectId: string, share: boolean): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("set_signup_phone_consent", { p_project_id: projectId, p_share: share })
  return writeOutcome(error)
}

export interface MyAttendance {
  /** Sessions she was marked present at. */
  present: number
  /** Sessions that have started so far. */
  held: number
  sharePhone: boolean
}

/** The member's own attendance and phone consent in a project, or null without a live sign-up. */
export async function getMyAttendance(
  projectId: string,
  userId: string,
  now = new Date()
): Promise<MyAttendance | null> {
  const supabase = await createClient()
  const [signup, sessions] = await Promise.all([
    supabase
      .from("project_signups")
      .select("share_phone")
      .eq("project_id", projectId)
      .eq("user_id", userId)
      .neq("status", "cancelled")
      .maybeSingle(),
    supabase
      .from("project_sessions")
      .select("id, starts_at, attendance:project_attendance(present, user_id)")
      .eq("project_id", projectId),
  ])
  const error = signup.error ?? sessions.error
  if (error) throw new Error(`getMyAttendance: ${error.message}`, { cause: error })
  if (!signup.data) return null
  // RLS shows her only her own marks; the user filter keeps that true for an instructor too.
  const held = (sessions.data ?? []).filter((s) => Date.parse(s.starts_at) <= now.getTime())
  const present = held.filter((s) =>
    (s.attendance ?? []).some((mark) => mark.user_id === userId && mark.present)
  ).length
  return { present, held: held.length, sharePhone: signup.data.share_phone }
}
