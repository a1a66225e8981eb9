/**
 * Projects and sign-ups (issue #22) through /rest/v1 with the official client, against the real
 * local backend: capacity holds under parallel sign-ups, the waiting list is promoted in order
 * with an `appointment` notification, sign-ups are written only by the functions, members see
 * only their own sign-ups while instructors see their projects' participants, and only admins
 * and instructors write projects.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const PASSWORD = "senha-do-teste-123"
const ADMIN = { email: "admin@convergencia.test", password: "demo-convergencia" }
const INSTRUCTOR = { email: "editora@convergencia.test", password: "demo-convergencia" }
const FULL_MENTORSHIP = "d1000000-0000-4000-a000-000000000002"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

async function signIn(email: string, password: string) {
  const session = client(local.config.anonKey)
  const { data, error } = await session.auth.signInWithPassword({ email, password })
  if (error || !data.user) throw error ?? new Error("no user")
  return { id: data.user.id, db: session }
}

async function member(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Pessoa ${label}` },
  })
  if (error) throw error
  return signIn(email, PASSWORD)
}

async function newProject(capacity: number) {
  const slug = `projeto-${randomUUID().slice(0, 8)}`
  const { data, error } = await service
    .from("projects")
    .insert({
      slug,
      title: `Projeto ${slug}`,
      kind: "curso",
      summary: "Um projeto criado pelo teste de inscrições.",
      format: "online",
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      capacity,
    })
    .select("id, slug")
    .single()
  if (error) throw error
  return data
}

async function counts(projectId: string) {
  const { data, error } = await service
    .from("projects")
    .select("confirmed_count, waitlist_count")
    .eq("id", projectId)
    .single()
  if (error) throw error
  return data
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
})

afterAll(async () => {
  await local?.close()
})

describe("capacity", () => {
  it("never books past capacity when many members sign up at once", async () => {
    const project = await newProject(3)
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => member(`paralela${i}`)))
    const results = await Promise.all(
      members.map((m) => m.db.rpc("signup_for_project", { p_project_id: project.id }).single())
    )
    for (const r of results) expect(r.error).toBeNull()
    const statuses = results.map((r) => r.data?.status)
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(3)
    expect(statuses.filter((s) => s === "waitlisted")).toHaveLength(7)
    const positions = results
      .map((r) => r.data?.waitlist_position)
      .filter((p): p is number => typeof p === "number")
      .sort((a, b) => a - b)
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(await counts(project.id)).toEqual({ confirmed_count: 3, waitlist_count: 7 })

    const { count } = await service
      .from("project_signups")
      .select("id", { count: "exact", head: true })
      .eq("project_id", project.id)
      .eq("status", "confirmed")
    expect(count).toBe(3)
  })

  it("refuses a direct insert or update of a sign-up through /rest/v1", async () => {
    const project = await newProject(1)
    const filler = await member("ocupa")
    await filler.db.rpc("signup_for_project", { p_project_id: project.id })
    const late = await member("atrasada")
    const insert = await late.db
      .from("project_signups")
      .insert({ project_id: project.id, user_id: late.id, status: "confirmed" })
    expect(insert.error?.code).toBe("42501")

    await late.db.rpc("signup_for_project", { p_project_id: project.id })
    const update = await late.db
      .from("project_signups")
      .update({ status: "confirmed", waitlist_position: null })
      .eq("project_id", project.id)
      .eq("user_id", late.id)
      .select("id")
    expect(update.error?.code).toBe("42501")
    expect(await counts(project.id)).toEqual({ confirmed_count: 1, waitlist_count: 1 })

    const counters = await late.db
      .from("projects")
      .update({ capacity: 50 } as never)
      .eq("id", project.id)
      .select("id")
    expect(counters.data ?? []).toEqual([])
  })

  it("refuses visitors and closed projects", async () => {
    const { error } = await anon.rpc("signup_for_project", { p_project_id: FULL_MENTORSHIP })
    expect(error).not.toBeNull()
    const me = await member("encerrado")
    const closed = await me.db.rpc("signup_for_project", { p_project_id: "d1000000-0000-4000-a000-000000000012" })
    expect(closed.error?.hint).toBe("project_closed")
  })
})

describe("waiting list", () => {
  it("promotes in order when a confirmed member leaves, and notifies her with an appointment", async () => {
    const project = await newProject(1)
    const first = await member("primeira")
    const second = await member("segunda")
    const third = await member("terceira")
    for (const m of [first, second, third]) {
      const { error } = await m.db.rpc("signup_for_project", { p_project_id: project.id })
      expect(error).toBeNull()
    }
    // The third leaves the list: the second stays first in line.
    expect((await third.db.rpc("leave_project", { p_project_id: project.id })).data).toBe(true)
    const fourth = await member("quarta")
    const joined = await fourth.db.rpc("signup_for_project", { p_project_id: project.id }).single()
    expect(joined.data).toEqual({ status: "waitlisted", waitlist_position: 2 })

    expect((await first.db.rpc("leave_project", { p_project_id: project.id })).data).toBe(true)
    const mine = await second.db
      .from("project_signups")
      .select("status, waitlist_position")
      .eq("project_id", project.id)
    expect(mine.data).toEqual([{ status: "confirmed", waitlist_position: null }])
    const theirs = await fourth.db
      .from("project_signups")
      .select("status, waitlist_position")
      .eq("project_id", project.id)
    expect(theirs.data).toEqual([{ status: "waitlisted", waitlist_position: 1 }])
    expect(await counts(project.id)).toEqual({ confirmed_count: 1, waitlist_count: 1 })

    const notes = await second.db.from("notifications").select("type, title, action_url")
    expect(notes.data).toContainEqual({
      type: "appointment",
      title: "Sua vaga foi confirmada",
      action_url: `/projetos/${project.slug}`,
    })
    const none = await fourth.db.from("notifications").select("type").eq("type", "appointment")
    expect(none.data).toEqual([])
  })

  it("promotes when an instructor raises the capacity", async () => {
    const project = await newProject(1)
    const a = await member("cheia")
    const b = await member("espera")
    await a.db.rpc("signup_for_project", { p_project_id: project.id })
    await b.db.rpc("signup_for_project", { p_project_id: project.id })
    const admin = await signIn(ADMIN.email, ADMIN.password)
    const { error } = await admin.db.from("projects").update({ capacity: 2 }).eq("id", project.id)
    expect(error).toBeNull()
    expect(await counts(project.id)).toEqual({ confirmed_count: 2, waitlist_count: 0 })
  })
})

describe("who sees and writes what", () => {
  it("members see only their own sign-ups; the instructor sees her project's participants", async () => {
    const me = await member("privada")
    const seen = await me.db.from("project_signups").select("user_id").eq("project_id", FULL_MENTORSHIP)
    expect(seen.data).toEqual([])
    const denied = await me.db.rpc("get_project_participants", { p_project_id: FULL_MENTORSHIP })
    expect(denied.error?.code).toBe("42501")

    const instructor = await signIn(INSTRUCTOR.email, INSTRUCTOR.password)
    const listed = await instructor.db.from("project_signups").select("status").eq("project_id", FULL_MENTORSHIP)
    expect(listed.data?.length).toBe(3)
    const participants = await instructor.db.rpc("get_project_participants", { p_project_id: FULL_MENTORSHIP })
    expect(participants.error).toBeNull()
    expect(participants.data?.map((p) => p.status).sort()).toEqual(["confirmed", "confirmed", "waitlisted"])

    const visitor = await anon.from("project_signups").select("id")
    expect(visitor.error).not.toBeNull()
  })

  it("only instructors and admins create projects, and instructors edit only their own", async () => {
    const me = await member("sem-papel")
    const insert = await me.db.from("projects").insert({
      slug: `intrusa-${randomUUID().slice(0, 8)}`,
      title: "Projeto intruso",
      kind: "curso",
      summary: "Não deveria ser criado por um membro.",
      format: "online",
      starts_at: new Date().toISOString(),
      capacity: 10,
    })
    expect(insert.error?.code).toBe("42501")

    const instructor = await signIn(INSTRUCTOR.email, INSTRUCTOR.password)
    const slug = `da-instrutora-${randomUUID().slice(0, 8)}`
    const created = await instructor.db
      .from("projects")
      .insert({
        slug,
        title: "Projeto da instrutora",
        kind: "mentoria",
        summary: "Criado pela instrutora no teste.",
        format: "presencial",
        city: "Recife",
        state: "PE",
        starts_at: new Date().toISOString(),
        capacity: 5,
      })
      .select("id")
      .single()
    expect(created.error).toBeNull()
    const organisers = await anon
      .from("project_instructors")
      .select("user_id, display_name")
      .eq("project_id", created.data!.id)
    expect(organisers.data).toEqual([{ user_id: instructor.id, display_name: "Marina Albuquerque" }])

    // Not hers (the admin's fair): nothing changes.
    const other = await instructor.db
      .from("projects")
      .update({ title: "Sequestrado" })
      .eq("id", "d1000000-0000-4000-a000-000000000004")
      .select("id")
    expect(other.data).toEqual([])
    const deleted = await instructor.db.from("projects").delete().eq("id", created.data!.id).select("id")
    expect(deleted.data).toEqual([])

    const vis = await anon.from("projects").select("slug").eq("id", "d1000000-0000-4000-a000-000000000004").single()
    expect(vis.data?.slug).toBe("feira-convergencia-olinda")
  })

  it("the seed has twelve projects across every kind and status", async () => {
    const all = await anon.from("projects").select("id, kind, status")
    const data = all.data?.filter((p) => p.id.startsWith("d1000000-"))
    expect(data).toHaveLength(12)
    expect(new Set(data!.map((p) => p.kind))).toEqual(
      new Set(["curso", "mentoria", "roda_de_conversa", "feira", "campanha"])
    )
    expect(new Set(data!.map((p) => p.status))).toEqual(new Set(["inscricoes_abertas", "em_andamento", "encerrado"]))
  })
})
