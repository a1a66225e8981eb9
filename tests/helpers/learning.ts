/**
 * Set-up shared by the learning suites (issue #36): the local backend, signed-in clients, and
 * builders for materials, tracks and projects written with the service role so each test starts
 * from rows of its own.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

export type Db = SupabaseClient<Database>
export interface Person {
  id: string
  email: string
  db: Db
}

export const DEMO_PASSWORD = "demo-convergencia"
const PASSWORD = "senha-do-teste-123"

export interface LearningWorld {
  local: LocalSupabase
  service: Db
  anon: Db
  admin: Person
  /** Marina (editora@), the seed's instructor. */
  instructor: Person
  client: (key: string) => Db
  signIn: (email: string, password?: string) => Promise<Person>
  /** A fresh member; with `instructor`, an admin gave her the role. */
  member: (label: string, opts?: { instructor?: boolean }) => Promise<Person>
}

export async function startLearningWorld(): Promise<LearningWorld> {
  const local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  const client = (key: string): Db =>
    createClient<Database>(local.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    })
  const service = client(local.config.serviceRoleKey)
  const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Person> => {
    const db = client(local.config.anonKey)
    const { data, error } = await db.auth.signInWithPassword({ email, password })
    if (error || !data.user) throw error ?? new Error("no user")
    return { id: data.user.id, email, db }
  }
  const [admin, instructor] = await Promise.all([
    signIn("admin@convergencia.test"),
    signIn("editora@convergencia.test"),
  ])
  const member = async (label: string, opts: { instructor?: boolean } = {}) => {
    const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: `Pessoa ${label}` },
    })
    if (error || !data.user) throw error ?? new Error("no user")
    if (opts.instructor) {
      const granted = await admin.db.rpc("add_user_role", { user_uuid: data.user.id, new_role: "instructor" })
      if (granted.error) throw granted.error
    }
    return signIn(email, PASSWORD)
  }
  return { local, service, anon: client(local.config.anonKey), admin, instructor, client, signIn, member }
}

export const uniqueSlug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

type MaterialRow = Database["public"]["Tables"]["learning_materials"]["Row"]
type ContentInsert = Database["public"]["Tables"]["learning_material_contents"]["Insert"]

export interface MaterialSpec {
  author: string
  kind?: MaterialRow["kind"]
  access?: "public" | "members"
  published?: boolean
  minutes?: number
  title?: string
  content?: Omit<ContentInsert, "material_id">
}

/** A material and its content, as its author would leave it (draft, then published). */
export async function makeMaterial(service: Db, spec: MaterialSpec) {
  const kind = spec.kind ?? "article"
  const slug = uniqueSlug("material")
  const inserted = await service
    .from("learning_materials")
    .insert({
      slug,
      kind,
      title: spec.title ?? `Material ${slug}`,
      summary: "Um material criado pelo teste.",
      topic: "financas",
      level: "iniciante",
      estimated_minutes: spec.minutes ?? 30,
      author_id: spec.author,
      access: spec.access ?? "public",
    })
    .select("id, slug")
    .single()
  if (inserted.error) throw inserted.error
  const content =
    spec.content ??
    (
      {
        article: { body_html: "<p>Texto do artigo.</p>" },
        video: { video_provider: "youtube", video_id: "dQw4w9WgXcQ" },
        file: {
          file_path: `${spec.author}/${slug}.pdf`,
          file_name: "guia.pdf",
          file_mime: "application/pdf",
          file_size: 100,
        },
        link: { link_url: "https://www.gov.br/empresas-e-negocios/pt-br/empreendedor" },
      } as const
    )[kind]
  const stored = await service.from("learning_material_contents").insert({ material_id: inserted.data.id, ...content })
  if (stored.error) throw stored.error
  if (spec.published ?? true) {
    const published = await service
      .from("learning_materials")
      .update({ status: "published" })
      .eq("id", inserted.data.id)
    if (published.error) throw published.error
  }
  return inserted.data
}

/** A track of the given materials, in order. */
export async function makeTrack(service: Db, author: string, materialIds: string[], published = true) {
  const slug = uniqueSlug("trilha")
  const inserted = await service
    .from("learning_tracks")
    .insert({
      slug,
      title: `Trilha ${slug}`,
      summary: "Uma trilha criada pelo teste.",
      topic: "financas",
      level: "iniciante",
      author_id: author,
      status: published ? "published" : "draft",
    })
    .select("id, slug, title")
    .single()
  if (inserted.error) throw inserted.error
  if (materialIds.length > 0) {
    const items = await service
      .from("learning_track_items")
      .insert(materialIds.map((material_id, i) => ({ track_id: inserted.data.id, material_id, position: i + 1 })))
    if (items.error) throw items.error
  }
  return inserted.data
}

const HOUR = 3_600_000

/**
 * A project organised by `instructorId`, with sessions at the given offsets from now (hours; a
 * negative one has already happened: the rows are simply written with past dates) of two hours each.
 */
export async function makeProject(service: Db, instructorId: string, sessionOffsetsHours: number[]) {
  const slug = uniqueSlug("projeto")
  // One clock reading for every time: a session's end read a millisecond after its start made it
  // 2 h and 1 ms long, which the certificate's hours round up (a flaky 9 instead of 8).
  const now = Date.now()
  const inserted = await service
    .from("projects")
    .insert({
      slug,
      title: `Projeto ${slug}`,
      kind: "curso",
      summary: "Um projeto criado pelo teste de presença.",
      format: "online",
      starts_at: new Date(now + Math.min(...sessionOffsetsHours, 0) * HOUR).toISOString(),
      capacity: 50,
      created_by: instructorId,
    })
    .select("id, slug, title")
    .single()
  if (inserted.error) throw inserted.error
  const sessions = await service
    .from("project_sessions")
    .insert(
      sessionOffsetsHours.map((h, i) => ({
        project_id: inserted.data.id,
        title: `Encontro ${i + 1}`,
        starts_at: new Date(now + h * HOUR).toISOString(),
        ends_at: new Date(now + h * HOUR + 2 * HOUR).toISOString(),
      }))
    )
    .select("id, starts_at")
    .order("starts_at")
  if (sessions.error) throw sessions.error
  return { ...inserted.data, sessions: sessions.data }
}
