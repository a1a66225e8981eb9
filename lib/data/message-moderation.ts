import "server-only"
import type { PostgrestError } from "@supabase/supabase-js"

import { publicEnv } from "@/lib/env"
import { createAdminClient } from "@/lib/supabase/admin"
import { createClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"
import type { MessageReportAction, MessageReportReason } from "@/lib/validations/message-moderation"

/**
 * The admins' queue of reported direct-message conversations (/admin/mensagens, issue #37). Reads run
 * with the admin's own session: RLS opens a conversation to admins only once it has a report, so
 * this module cannot show any other. The one service-role call is the Auth ban of a suspension,
 * after requireAdmin() in the action and after the database recorded the sanction.
 */

export type MessageReportStatus = "open" | "resolved" | "dismissed"

export interface ReportPerson {
  id: string
  name: string
  email: string | null
}

export interface MessageReport {
  id: string
  conversationId: string
  /** The reported message, when she reported one rather than the whole conversation. */
  messageId: string | null
  reason: MessageReportReason
  details: string | null
  status: MessageReportStatus
  resolution: MessageReportAction | null
  resolutionNote: string | null
  resolvedAt: string | null
  resolverName: string | null
  createdAt: string
  reporter: ReportPerson | null
  /** The message's sender, or the other participant: whom a sanction reaches. */
  reported: ReportPerson | null
}

export interface ReportedMessage {
  id: string
  senderId: string | null
  senderName: string
  body: string
  /** A signed address of the picture, valid for an hour; null without one or once removed. */
  imageUrl: string | null
  quote: { kind: string; title: string; path: string } | null
  removed: boolean
  createdAt: string
}

/** How many reports a page of the queue shows: every open one first, then the latest decided. */
const QUEUE_LIMIT = 100
const SIGNED_IMAGE_SECONDS = 3600
const MESSAGE_IMAGE_BUCKET = "message-images"
/** The newest messages of a reported conversation shown to the admin, oldest first. */
const CONVERSATION_LIMIT = 200

const REPORT_COLUMNS =
  "id, conversation_id, message_id, reporter_id, reported_id, reason, details, status, resolution, resolution_note, resolved_by, resolved_at, created_at"

const personName = (row: { full_name: string | null; email: string | null } | undefined) =>
  row?.full_name?.trim() || row?.email || "Ex-associada"

type Db = Awaited<ReturnType<typeof createClient>>

async function peopleById(supabase: Db, ids: Iterable<string>) {
  const wanted = [...new Set(ids)]
  const people = new Map<string, ReportPerson>()
  if (wanted.length === 0) return people
  const { data, error } = await supabase.from("profiles").select("id, full_name, email").in("id", wanted)
  if (error) throw new Error(`messageModeration.people: ${error.message}`, { cause: error })
  for (const row of data) people.set(row.id, { id: row.id, name: personName(row), email: row.email })
  return people
}

/** The reports, open ones first (oldest first: the longest waiting), then the latest decided. */
export async function listMessageReports(): Promise<MessageReport[]> {
  const supabase = await createClient()
  const [open, closed] = await Promise.all([
    supabase
      .from("message_reports")
      .select(REPORT_COLUMNS)
      .eq("status", "open")
      .order("created_at", { ascending: true })
      .limit(QUEUE_LIMIT),
    supabase
      .from("message_reports")
      .select(REPORT_COLUMNS)
      .neq("status", "open")
      .order("resolved_at", { ascending: false, nullsFirst: false })
      .limit(QUEUE_LIMIT / 2),
  ])
  if (open.error) throw new Error(`listMessageReports: ${open.error.message}`, { cause: open.error })
  if (closed.error) throw new Error(`listMessageReports: ${closed.error.message}`, { cause: closed.error })
  const rows = [...open.data, ...closed.data]
  if (rows.length === 0) return []

  const people = await peopleById(
    supabase,
    rows.flatMap((row) => [row.reporter_id, row.resolved_by, row.reported_id].filter((id): id is string => !!id))
  )
  return rows.map((row): MessageReport => ({
    id: row.id,
    conversationId: row.conversation_id,
    messageId: row.message_id,
    reason: row.reason as MessageReportReason,
    details: row.details,
    status: row.status as MessageReportStatus,
    resolution: row.resolution as MessageReportAction | null,
    resolutionNote: row.resolution_note,
    resolvedAt: row.resolved_at,
    resolverName: row.resolved_by ? (people.get(row.resolved_by)?.name ?? null) : null,
    createdAt: row.created_at,
    reporter: row.reporter_id ? (people.get(row.reporter_id) ?? null) : null,
    reported: row.reported_id ? (people.get(row.reported_id) ?? null) : null,
  }))
}

/** Open reports, for the overview and the tab. */
export async function countOpenMessageReports(): Promise<number> {
  const supabase = await createClient()
  const { count, error } = await supabase
    .from("message_reports")
    .select("id", { count: "exact", head: true })
    .eq("status", "open")
  if (error) throw new Error(`countOpenMessageReports: ${error.message}`, { cause: error })
  return count ?? 0
}

/** A signed Storage address as the browser reaches it (the server may use another name for Storage). */
function browserSignedUrl(signedUrl: string | null | undefined) {
  const marker = "/storage/v1/object/sign/"
  const index = signedUrl?.indexOf(marker) ?? -1
  return signedUrl && index >= 0 ? `${publicEnv.supabaseUrl.replace(/\/+$/, "")}${signedUrl.slice(index)}` : null
}

/**
 * The reported conversation's messages (the newest 200, oldest first) with their senders' names and
 * pictures. RLS answers nothing for a conversation without a report, and Storage signs a picture
 * only for a reported conversation too.
 */
export async function listReportedConversation(conversationId: string): Promise<ReportedMessage[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("direct_messages")
    .select("id, sender_id, body, image_path, quote, removed, created_at")
    .eq("conversation_id", conversationId)
    .order("created_at", { ascending: false })
    .limit(CONVERSATION_LIMIT)
  if (error) throw new Error(`listReportedConversation: ${error.message}`, { cause: error })
  const rows = data.reverse()
  const people = await peopleById(
    supabase,
    rows.flatMap((row) => (row.sender_id ? [row.sender_id] : []))
  )
  const paths = rows.flatMap((row) => (row.image_path && !row.removed ? [row.image_path] : []))
  const images = new Map<string, string>()
  if (paths.length > 0) {
    const signed = await supabase.storage.from(MESSAGE_IMAGE_BUCKET).createSignedUrls(paths, SIGNED_IMAGE_SECONDS)
    if (signed.error) console.error("[messageModeration.images]", signed.error)
    for (const row of signed.data ?? []) {
      const url = browserSignedUrl(row.signedUrl)
      if (row.path && url) images.set(row.path, url)
    }
  }
  return rows.map((row) => ({
    id: row.id,
    senderId: row.sender_id,
    senderName: row.sender_id ? (people.get(row.sender_id)?.name ?? "Ex-associada") : "Ex-associada",
    body: row.body,
    imageUrl: row.image_path ? (images.get(row.image_path) ?? null) : null,
    quote: readQuote(row.quote),
    removed: row.removed,
    createdAt: row.created_at,
  }))
}

function readQuote(value: unknown): ReportedMessage["quote"] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const quote = value as Record<string, unknown>
  return typeof quote.title === "string" && typeof quote.path === "string"
    ? { kind: typeof quote.kind === "string" ? quote.kind : "product", title: quote.title, path: quote.path }
    : null
}

/** The decision, recorded by the database (admin check, sanction, notification, audit entry). */
export async function resolveMessageReport(
  reportId: string,
  action: MessageReportAction,
  note: string,
  days: number | null
): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("resolve_message_report", {
    p_report: reportId,
    p_action: action,
    p_note: note,
    p_days: days as unknown as number,
  })
  return writeOutcome(error)
}

/**
 * Bans the suspended account in Auth until the suspension the database recorded for this report
 * ends: she is signed out everywhere (the auth service drops her sessions) and cannot sign in again
 * before then. Read from member_sanctions (with the admin's session: admins read every sanction),
 * so the ban reaches exactly whom and until when the database decided. The ban itself needs the
 * service role: call only after requireAdmin() and a successful resolve.
 */
export async function banSuspendedAccount(reportId: string): Promise<{ error: PostgrestError | Error | null }> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("member_sanctions")
    .select("user_id, until")
    .eq("report_id", reportId)
    .eq("kind", "suspension")
    .order("created_at", { ascending: false })
    .limit(1)
    .maybeSingle()
  if (error) return { error }
  if (!data?.until) return { error: new Error("banSuspendedAccount: no suspension recorded for the report") }
  const seconds = Math.ceil((new Date(data.until).getTime() - Date.now()) / 1000)
  if (seconds <= 0) return { error: null }
  const ban = await createAdminClient().auth.admin.updateUserById(data.user_id, { ban_duration: `${seconds}s` })
  return { error: ban.error }
}
