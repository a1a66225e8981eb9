import "server-only"
import { cache } from "react"
import { randomUUID } from "node:crypto"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { uploadPublicImage } from "@/lib/data/storage"
import type { Database } from "@/lib/database.types"
import { sanitizePostHtml } from "@/lib/html/sanitize"
import type { ReencodedBytes, StoredImageType } from "@/lib/images/reencode"
import { IMAGE_EXTENSIONS } from "@/lib/images/sniff"
import { PROJECT_COVER_BUCKET, storedCoverPath } from "@/lib/images/project-cover"
import type { ProjectFormat, ProjectKind, ProjectListState, ProjectStatus } from "@/lib/projects"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import type { ProjectInput, ProjectSessionInput } from "@/lib/validations/projects"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"

// One file (~460 lines) for now: projects' reads, sign-ups, management, sessions, covers and
// instructors share the project row and its cache tag. It is the next candidate for a split along
// those lines (as lib/data/community-*.ts was in issue #35).

export interface ProjectCard {
  id: string
  slug: string
  title: string
  kind: ProjectKind
  summary: string
  coverUrl: string | null
  format: ProjectFormat
  city: string | null
  state: string | null
  startsAt: string
  endsAt: string | null
  capacity: number
  confirmedCount: number
  waitlistCount: number
  status: ProjectStatus
}

export interface ProjectDetail extends ProjectCard {
  /** Sanitised with the blog's allowlist: safe to render. */
  descriptionHtml: string
  updatedAt: string
  instructors: { userId: string; name: string }[]
  partner: { name: string; slug: string } | null
  sessions: { id: string; title: string; startsAt: string; endsAt: string | null }[]
}

export type SignupStatus = "confirmed" | "waitlisted"
export interface MySignup {
  status: SignupStatus
  waitlistPosition: number | null
}

const CARD_COLUMNS =
  "id, slug, title, kind, summary, cover_url, format, city, state, starts_at, ends_at, capacity, confirmed_count, waitlist_count, status"

type CardRow = Pick<
  Database["public"]["Tables"]["projects"]["Row"],
  | "id"
  | "slug"
  | "title"
  | "kind"
  | "summary"
  | "cover_url"
  | "format"
  | "city"
  | "state"
  | "starts_at"
  | "ends_at"
  | "capacity"
  | "confirmed_count"
  | "waitlist_count"
  | "status"
>

const toCard = (row: CardRow): ProjectCard => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind as ProjectKind,
  summary: row.summary,
  coverUrl: row.cover_url,
  format: row.format as ProjectFormat,
  city: row.city,
  state: row.state,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  capacity: row.capacity,
  confirmedCount: row.confirmed_count,
  waitlistCount: row.waitlist_count,
  status: row.status as ProjectStatus,
})

// Cached functions are reachable as server functions: a call without arguments gets the default list.
const EMPTY_STATE: ProjectListState = { kind: "", format: "", state: "", status: "" }

const STATUS_ORDER: Record<ProjectStatus, number> = { inscricoes_abertas: 0, em_andamento: 1, encerrado: 2 }

/** The public list for a filter state: open ones first, then running, then finished; by date inside each. */
export async function listProjects(state: ProjectListState = EMPTY_STATE): Promise<ProjectCard[]> {
  "use cache"
  cacheTag(TAGS.projects)
  cacheLife("hours")
  let query = createPublicClient().from("projects").select(CARD_COLUMNS)
  if (state.kind) query = query.eq("kind", state.kind)
  if (state.format) query = query.eq("format", state.format)
  if (state.state) query = query.eq("state", state.state)
  if (state.status) query = query.eq("status", state.status)
  const { data, error } = await query.order("starts_at", { ascending: true }).limit(200)
  if (error) throw new Error(`listProjects: ${error.message}`, { cause: error })
  // Finished ones most recent first; the others soonest first (the query's order).
  return data
    .map(toCard)
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.status === "encerrado" ? b.startsAt.localeCompare(a.startsAt) : 0)
    )
}

async function loadProject(slug: string): Promise<ProjectDetail | null> {
  "use cache"
  cacheTag(TAGS.projects)
  cacheLife("hours")
  if (typeof slug !== "string" || !slug) return null
  const supabase = createPublicClient()
  const { data, error } = await supabase
    .from("projects")
    .select(
      `${CARD_COLUMNS}, description_html, updated_at, partner:businesses(name, slug), instructors:project_instructors(user_id, display_name), sessions:project_sessions(id, title, starts_at, ends_at)`
    )
    .eq("slug", slug)
    .maybeSingle()
  if (error) throw new Error(`getProject: ${error.message}`, { cause: error })
  if (!data) return null
  const partner = Array.isArray(data.partner) ? (data.partner[0] ?? null) : data.partner
  return {
    ...toCard(data),
    descriptionHtml: sanitizePostHtml(data.description_html),
    updatedAt: data.updated_at,
    partner: partner ? { name: partner.name, slug: partner.slug } : null,
    instructors: (data.instructors ?? []).map((i) => ({ userId: i.user_id, name: i.display_name })),
    sessions: toSessions(data.sessions),
  }
}

/** A project by slug for its public page, or null. Shared by generateMetadata and the page. */
export const getProject = cache(loadProject)

/** Every project's address and last change, for the sitemap. */
export async function listProjectRefs(): Promise<{ slug: string; updatedAt: string }[]> {
  "use cache"
  cacheTag(TAGS.projects)
  cacheLife("hours")
  const { data, error } = await createPublicClient().from("projects").select("slug, updated_at").limit(5000)
  if (error) throw new Error(`listProjectRefs: ${error.message}`, { cause: error })
  return data.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }))
}

/** The signed-in member's live sign-up for a project, or null (none, or cancelled). */
export async function getMySignup(projectId: string, userId: string): Promise<MySignup | null> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("project_signups")
    .select("status, waitlist_position")
    .eq("project_id", projectId)
    .eq("user_id", userId)
    .neq("status", "cancelled")
    .maybeSingle()
  if (error) throw new Error(`getMySignup: ${error.message}`, { cause: error })
  return data ? { status: data.status as SignupStatus, waitlistPosition: data.waitlist_position } : null
}

/** Signs the caller up (confirmed or waitlisted): the database locks the project and counts. */
export async function signUpForProject(projectId: string): Promise<WriteResult<MySignup>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("signup_for_project", { p_project_id: projectId }).single()
  if (error) return writeOutcome(error)
  return { data: { status: data.status as SignupStatus, waitlistPosition: data.waitlist_position }, error: null }
}

/** Cancels the caller's sign-up; false when there was none. */
export async function leaveProject(projectId: string): Promise<WriteResult<boolean>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("leave_project", { p_project_id: projectId })
  if (error) return writeOutcome(error)
  return { data: data === true, error: null }
}

export interface MyProject extends ProjectCard {
  signupStatus: SignupStatus
  waitlistPosition: number | null
}

/** The member's live sign-ups with their projects, soonest first (dashboard card). */
export async function listMyProjects(userId: string): Promise<MyProject[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("project_signups")
    .select(`status, waitlist_position, project:projects(${CARD_COLUMNS})`)
    .eq("user_id", userId)
    .neq("status", "cancelled")
  if (error) throw new Error(`listMyProjects: ${error.message}`, { cause: error })
  return data
    .flatMap((row) => {
      const project = Array.isArray(row.project) ? row.project[0] : row.project
      return project
        ? [{ ...toCard(project), signupStatus: row.status as SignupStatus, waitlistPosition: row.waitlist_position }]
        : []
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}

export interface Participant {
  userId: string
  fullName: string
  email: string | null
  status: SignupStatus
  waitlistPosition: number | null
  createdAt: string
}

/** The participants of a project; the database refuses anyone but its instructors and admins (42501). */
export async function listParticipants(projectId: string): Promise<Participant[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("get_project_participants", { p_project_id: projectId })
  if (error) throw new Error(`listParticipants: ${error.message}`, { cause: error })
  return data.map((row) => ({
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    status: row.status as SignupStatus,
    waitlistPosition: row.waitlist_position,
    createdAt: row.created_at,
  }))
}

/** Projects the user organises (instructor) or, for admins, every project; newest first. */
export async function listManagedProjects(userId: string, all: boolean): Promise<ProjectCard[]> {
  const supabase = await createClient()
  if (all) {
    const { data, error } = await supabase
      .from("projects")
      .select(CARD_COLUMNS)
      .order("starts_at", { ascending: false })
    if (error) throw new Error(`listManagedProjects: ${error.message}`, { cause: error })
    return data.map(toCard)
  }
  const { data, error } = await supabase
    .from("project_instructors")
    .select(`project:projects(${CARD_COLUMNS})`)
    .eq("user_id", userId)
  if (error) throw new Error(`listManagedProjects: ${error.message}`, { cause: error })
  return data
    .flatMap((row) => {
      const project = Array.isArray(row.project) ? row.project[0] : row.project
      return project ? [toCard(project)] : []
    })
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))
}

/** The directory's listed businesses a project may name as its partner, by name. */
export async function listPartnerOptions(): Promise<{ id: string; name: string }[]> {
  // RLS shows visitors only approved, active businesses: the ones a public page may link to.
  const { data, error } = await createPublicClient().from("businesses").select("id, name").order("name").limit(500)
  if (error) throw new Error(`listPartnerOptions: ${error.message}`, { cause: error })
  return data
}

/** Whether the user may manage this project (one of its instructors); admins are checked by the caller. */
export async function isProjectInstructor(projectId: string, userId: string): Promise<boolean> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("project_instructors")
    .select("user_id")
    .eq("project_id", projectId)
    .eq("user_id", userId)
    .maybeSingle()
  if (error) throw new Error(`isProjectInstructor: ${error.message}`, { cause: error })
  return data !== null
}

const toSessions = (rows: { id: string; title: string; starts_at: string; ends_at: string | null }[] | null) =>
  (rows ?? [])
    .map((s) => ({ id: s.id, title: s.title, startsAt: s.starts_at, endsAt: s.ends_at }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))

/** The project row, its sessions and its instructors for the edit page, or null. */
export async function getProjectForEdit(projectId: string) {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("projects")
    .select(
      `${CARD_COLUMNS}, description_html, partner_business_id, certificate_share, sessions:project_sessions(id, title, starts_at, ends_at), instructors:project_instructors(user_id, display_name)`
    )
    .eq("id", projectId)
    .maybeSingle()
  if (error) throw new Error(`getProjectForEdit: ${error.message}`, { cause: error })
  return data
    ? {
        ...toCard(data),
        descriptionHtml: data.description_html,
        partnerBusinessId: data.partner_business_id,
        certificateShare: data.certificate_share,
        sessions: toSessions(data.sessions),
        instructors: (data.instructors ?? []).map((i) => ({ userId: i.user_id, name: i.display_name })),
      }
    : null
}

const toRow = (input: ProjectInput, slug: string) => ({
  slug,
  title: input.title,
  kind: input.kind,
  summary: input.summary,
  description_html: sanitizePostHtml(input.description),
  format: input.format,
  city: input.format === "online" ? null : input.city || null,
  state: input.format === "online" ? null : input.state || null,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
  capacity: input.capacity,
  status: input.status,
  partner_business_id: input.partner_business_id,
  certificate_share: input.certificate_share,
})

/** Creates a project with the user's session (RLS: instructors and admins). */
export async function createProject(
  input: ProjectInput,
  slug: string
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase.from("projects").insert(toRow(input, slug)).select("id, slug").single()
}

/** Updates a project with the user's session (RLS: its instructors and admins). */
export async function updateProject(
  projectId: string,
  input: ProjectInput,
  slug: string
): Promise<WriteResult<{ id: string; slug: string }>> {
  const supabase = await createClient()
  return supabase.from("projects").update(toRow(input, slug)).eq("id", projectId).select("id, slug").maybeSingle()
}

/** Deletes a project (RLS: admins only). */
export async function deleteProject(projectId: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("projects").delete().eq("id", projectId).select("id").maybeSingle()
}

// ------------------------------------------------------------------------------------------------
// Sessions (encontros): RLS lets the project's instructors and admins write them.
// ------------------------------------------------------------------------------------------------

const sessionRow = (input: ProjectSessionInput) => ({
  title: input.title,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
})

/** Adds a session to a project with the user's session. */
export async function addProjectSession(input: ProjectSessionInput): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("project_sessions")
    .insert({ project_id: input.projectId, ...sessionRow(input) })
    .select("id")
    .single()
}

/** Changes a session of this project; null data when it is not one of the project's (or RLS hid it). */
export async function updateProjectSession(
  sessionId: string,
  input: ProjectSessionInput
): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("project_sessions")
    .update(sessionRow(input))
    .eq("id", sessionId)
    .eq("project_id", input.projectId)
    .select("id")
    .maybeSingle()
}

/** Removes a session of this project; null data when there was none to remove. */
export async function deleteProjectSession(projectId: string, sessionId: string): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("project_sessions")
    .delete()
    .eq("id", sessionId)
    .eq("project_id", projectId)
    .select("id")
    .maybeSingle()
}

// ------------------------------------------------------------------------------------------------
// Covers: project-covers/{project id}/…, written by the project's instructors and admins.
// ------------------------------------------------------------------------------------------------

/** Stores a cover in the project's folder; returns its public address. */
export function storeProjectCover(projectId: string, bytes: ReencodedBytes, type: StoredImageType) {
  return uploadPublicImage(
    PROJECT_COVER_BUCKET,
    `${projectId}/capa-${randomUUID()}.${IMAGE_EXTENSIONS[type]}`,
    bytes,
    type
  )
}

/** Points the project at a cover (or none); null data when the user may not edit it. */
export async function setProjectCover(projectId: string, url: string | null): Promise<WriteResult<{ id: string }>> {
  const supabase = await createClient()
  return supabase.from("projects").update({ cover_url: url }).eq("id", projectId).select("id").maybeSingle()
}

/** Deletes a replaced cover file of this project; logged, never thrown (nothing points to it any more). */
export async function removeProjectCover(projectId: string, url: string | null) {
  const path = storedCoverPath(url, projectId)
  if (!path) return
  const supabase = await createClient()
  const { error } = await supabase.storage.from(PROJECT_COVER_BUCKET).remove([path])
  if (error) console.error("[projects.cover.remove]", error.message)
}

/** The bytes of a project's stored cover (for its share card), or null when it has none or it cannot be read. */
export async function readProjectCover(projectId: string, url: string | null): Promise<Uint8Array | null> {
  // Only this project's own file: the address is checked, so this never fetches what a user typed.
  if (!url || !storedCoverPath(url, projectId)) return null
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  } catch (error) {
    console.error("[projects.cover.read]", error)
    return null
  }
}

// ------------------------------------------------------------------------------------------------
// Instructors of a project: admins add and remove them (RLS: project_instructors admins only).
// ------------------------------------------------------------------------------------------------

/**
 * Instructors whose name contains `query` (2+ characters; fewer gives none), at most 10, by name:
 * id and name only. Admins and instructors only (search_instructors refuses others).
 */
export async function searchInstructors(query: string): Promise<{ id: string; name: string }[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("search_instructors", { p_query: query })
  if (error) throw new Error(`searchInstructors: ${error.message}`, { cause: error })
  return (data ?? []).map((row) => ({ id: row.id, name: row.full_name }))
}

/** Names an instructor to a project: admins, or the project's own instructors; she must be an instructor (RLS). */
export async function addProjectInstructor(projectId: string, userId: string): Promise<WriteResult> {
  const supabase = await createClient()
  return supabase.from("project_instructors").insert({ project_id: projectId, user_id: userId })
}

/** Removes an instructor from a project; null data when she was not one. */
export async function removeProjectInstructor(
  projectId: string,
  userId: string
): Promise<WriteResult<{ user_id: string }>> {
  const supabase = await createClient()
  return supabase
    .from("project_instructors")
    .delete()
    .eq("project_id", projectId)
    .eq("user_id", userId)
    .select("user_id")
    .maybeSingle()
}
