/**
 * The blog editor's database side (issue #24), against the real local backend through supabase-js
 * with each role's own session: scheduled posts stay private until publish_due_posts() publishes
 * them (called with a moved clock, never by waiting), and every save keeps a revision, the last 20
 * per post, readable by blog editors only. db-matrix-supabase-js.test.ts leaves both to this suite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { actingAs, clientOf, type Db, DEMO } from "../helpers/community"

let local: LocalSupabase
let service: Db
let visitor: Db
let member: Db
let editor: Db
let admin: Db

const SEEDED_SCHEDULED = "30000000-0000-4000-a000-000000000021"
const SEEDED_DRAFT_WITH_REVISIONS = "30000000-0000-4000-a000-000000000018"

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  member = await actingAs(local, DEMO.member.id, DEMO.member.email)
  editor = await actingAs(local, DEMO.editor.id, DEMO.editor.email)
  admin = await actingAs(local, DEMO.admin.id, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()

async function scheduledPost(db: Db, slug: string, at: string) {
  const { data, error } = await db
    .from("blog_posts")
    .insert({ title: `Agendado ${slug}`, slug, content: "<p>Em breve.</p>", status: "scheduled", published_at: at })
    .select("id, author_id")
    .single()
  if (error) throw new Error(error.message)
  return data
}

async function seenBy(db: Db, id: string) {
  const { data, error } = await db.from("blog_posts").select("id, status").eq("id", id)
  if (error) throw new Error(error.message)
  return data.length === 1
}

describe("scheduled posts", () => {
  it("need their time, and no visitor or member reads one before it comes", async () => {
    const { error } = await editor
      .from("blog_posts")
      .insert({ title: "Sem hora", slug: "agendado-sem-hora", status: "scheduled" })
    expect(error?.code).toBe("23514")
    const post = await scheduledPost(editor, "agendado-privado", hours(48))
    expect(post.author_id).toBe(DEMO.editor.id)
    expect(await seenBy(visitor, post.id)).toBe(false)
    expect(await seenBy(member, post.id)).toBe(false)
    expect(await seenBy(editor, post.id)).toBe(true)
    expect(await seenBy(visitor, SEEDED_SCHEDULED)).toBe(false)
  })

  it("are published by publish_due_posts once their time has come, with the author told", async () => {
    const soon = await scheduledPost(admin, "agendado-em-uma-hora", hours(1))
    // Written by the admin, so the editor is the author the notification goes to.
    await service.from("blog_posts").update({ author_id: DEMO.editor.id }).eq("id", soon.id)
    const later = await scheduledPost(admin, "agendado-em-tres-dias", hours(72))

    const before = await service.rpc("publish_due_posts", { p_now: hours(0) })
    expect(before.error).toBeNull()
    expect(before.data?.map((row) => row.slug)).not.toContain("agendado-em-uma-hora")
    expect(await seenBy(visitor, soon.id)).toBe(false)

    // The clock moved two hours: the first post is due, the other one and the seeded one are not.
    const due = await service.rpc("publish_due_posts", { p_now: hours(2) })
    expect(due.error).toBeNull()
    expect(due.data?.map((row) => row.slug)).toEqual(["agendado-em-uma-hora"])
    expect(await seenBy(visitor, soon.id)).toBe(true)
    expect(await seenBy(visitor, later.id)).toBe(false)
    expect(await seenBy(visitor, SEEDED_SCHEDULED)).toBe(false)
    const { data: row } = await service.from("blog_posts").select("status, published_at").eq("id", soon.id).single()
    expect(row?.status).toBe("published")
    // It keeps its planned time as its publication date.
    expect(new Date(row!.published_at!).getTime()).toBeLessThan(Date.now() + 3_600_000 + 1000)

    const { data: notes } = await service
      .from("notifications")
      .select("user_id, type, action_url")
      .eq("type", "post_published")
      .eq("action_url", "/convergindo/agendado-em-uma-hora")
    expect(notes).toEqual([
      { user_id: DEMO.editor.id, type: "post_published", action_url: "/convergindo/agendado-em-uma-hora" },
    ])

    // Nothing left to do: a second run publishes nothing again.
    const again = await service.rpc("publish_due_posts", { p_now: hours(2) })
    expect(again.data).toEqual([])
  })

  it("publish_due_posts is the service role's alone", async () => {
    for (const db of [visitor, member, editor, admin]) {
      const { error } = await db.rpc("publish_due_posts", { p_now: hours(24 * 365) })
      expect(error?.code).toBe("42501")
    }
    expect(await seenBy(visitor, SEEDED_SCHEDULED)).toBe(false)
  })
})

describe("revisions", () => {
  it("keeps a version per save that changes the text, with who saved it", async () => {
    const { data: post, error } = await editor
      .from("blog_posts")
      .insert({ title: "Versões", slug: "post-com-versoes", content: "<p>Primeira.</p>" })
      .select("id")
      .single()
    expect(error).toBeNull()
    await editor.from("blog_posts").update({ content: "<p>Segunda.</p>" }).eq("id", post!.id)
    // A change nobody reads (views) keeps no version.
    await service.from("blog_posts").update({ views_count: 3 }).eq("id", post!.id)
    await admin.from("blog_posts").update({ title: "Versões revistas" }).eq("id", post!.id)

    const { data: revisions } = await editor
      .from("blog_post_revisions")
      .select("title, content, author_id, author_name")
      .eq("post_id", post!.id)
      .order("id", { ascending: false })
    expect(revisions).toEqual([
      {
        title: "Versões revistas",
        content: "<p>Segunda.</p>",
        author_id: DEMO.admin.id,
        author_name: expect.any(String),
      },
      { title: "Versões", content: "<p>Segunda.</p>", author_id: DEMO.editor.id, author_name: "Marina Albuquerque" },
      { title: "Versões", content: "<p>Primeira.</p>", author_id: DEMO.editor.id, author_name: "Marina Albuquerque" },
    ])
  })

  it("keeps only the last 20 of a post", async () => {
    const { data: post } = await editor
      .from("blog_posts")
      .insert({ title: "Muitas versões", slug: "post-com-muitas-versoes", content: "<p>v0</p>" })
      .select("id")
      .single()
    for (let n = 1; n <= 24; n++) {
      const { error } = await editor
        .from("blog_posts")
        .update({ content: `<p>v${n}</p>` })
        .eq("id", post!.id)
      expect(error).toBeNull()
    }
    const { data: revisions } = await editor
      .from("blog_post_revisions")
      .select("content")
      .eq("post_id", post!.id)
      .order("id", { ascending: false })
    expect(revisions).toHaveLength(20)
    expect(revisions![0]!.content).toBe("<p>v24</p>")
    expect(revisions![19]!.content).toBe("<p>v5</p>")
    // Other posts' history is untouched by the trimming.
    const { count } = await editor
      .from("blog_post_revisions")
      .select("id", { count: "exact", head: true })
      .eq("post_id", SEEDED_DRAFT_WITH_REVISIONS)
    expect(count).toBe(2)
  })

  it("are read by blog editors and admins only, and written by nobody but the database", async () => {
    for (const db of [visitor, member]) {
      const { data } = await db.from("blog_post_revisions").select("id").eq("post_id", SEEDED_DRAFT_WITH_REVISIONS)
      expect(data ?? []).toEqual([])
    }
    for (const db of [editor, admin]) {
      const { data } = await db.from("blog_post_revisions").select("id").eq("post_id", SEEDED_DRAFT_WITH_REVISIONS)
      expect(data).toHaveLength(2)
    }
    for (const db of [member, editor, admin]) {
      const insert = await db
        .from("blog_post_revisions")
        .insert({ post_id: SEEDED_DRAFT_WITH_REVISIONS, title: "Forjada", content: "<p>x</p>" })
      expect(insert.error?.code).toBe("42501")
      const remove = await db.from("blog_post_revisions").delete().eq("post_id", SEEDED_DRAFT_WITH_REVISIONS)
      expect(remove.error?.code).toBe("42501")
    }
  })

  it("go with their post", async () => {
    const { data: post } = await editor
      .from("blog_posts")
      .insert({ title: "Efêmero", slug: "post-efemero", content: "<p>x</p>" })
      .select("id")
      .single()
    await editor.from("blog_posts").delete().eq("id", post!.id)
    const { count } = await service
      .from("blog_post_revisions")
      .select("id", { count: "exact", head: true })
      .eq("post_id", post!.id)
    expect(count).toBe(0)
  })
})
