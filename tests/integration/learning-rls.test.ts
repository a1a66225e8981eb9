/**
 * The library's row security and functions (issue #36) through /rest/v1 with the official client,
 * against the real local backend: what visitors, members, instructors and admins may read and
 * write of materials, contents, tracks, progress and attendance; set_track_items' order and its
 * notification; set_attendance's rules; the participant's phone only with her consent.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isSeedImage } from "@/lib/images/seed-images"
import {
  type LearningWorld,
  makeMaterial,
  makeProject,
  makeTrack,
  type Person,
  startLearningWorld,
  uniqueSlug,
} from "@/tests/helpers/learning"

let w: LearningWorld
let member: Person
let otherInstructor: Person

beforeAll(async () => {
  w = await startLearningWorld()
  ;[member, otherInstructor] = await Promise.all([w.member("aluna"), w.member("instrutora", { instructor: true })])
})

afterAll(async () => {
  await w?.local.close()
})

describe("materials and their content", () => {
  it("shows visitors published metadata and public content only", async () => {
    const open = await makeMaterial(w.service, { author: w.instructor.id, access: "public" })
    const closed = await makeMaterial(w.service, { author: w.instructor.id, access: "members" })
    const draft = await makeMaterial(w.service, { author: w.instructor.id, published: false })

    const rows = await w.anon.from("learning_materials").select("id, summary").in("id", [open.id, closed.id, draft.id])
    expect(rows.error).toBeNull()
    // The members-only material's summary is public; the draft is nobody's but its author's.
    expect(new Set(rows.data?.map((r) => r.id))).toEqual(new Set([open.id, closed.id]))

    const contents = await w.anon
      .from("learning_material_contents")
      .select("material_id, body_html")
      .in("material_id", [open.id, closed.id, draft.id])
    expect(contents.error).toBeNull()
    expect(contents.data?.map((r) => r.material_id)).toEqual([open.id])
  })

  it("lets a member read members-only content but not drafts", async () => {
    const closed = await makeMaterial(w.service, { author: w.instructor.id, access: "members" })
    const draft = await makeMaterial(w.service, { author: w.instructor.id, published: false })
    const contents = await member.db
      .from("learning_material_contents")
      .select("material_id")
      .in("material_id", [closed.id, draft.id])
    expect(contents.data?.map((r) => r.material_id)).toEqual([closed.id])
    const drafts = await member.db.from("learning_materials").select("id").eq("id", draft.id)
    expect(drafts.data).toEqual([])
  })

  it("refuses a member writing materials or their content", async () => {
    const insert = await member.db.from("learning_materials").insert({
      slug: uniqueSlug("da-aluna"),
      kind: "article",
      title: "Meu material",
      summary: "Tentativa de uma membra.",
      topic: "gestao",
      level: "iniciante",
      estimated_minutes: 10,
    })
    expect(insert.error?.code).toBe("42501")

    const material = await makeMaterial(w.service, { author: w.instructor.id })
    const update = await member.db
      .from("learning_materials")
      .update({ title: "Trocado" })
      .eq("id", material.id)
      .select("id")
    expect(update.data ?? []).toEqual([])
    const content = await member.db
      .from("learning_material_contents")
      .update({ body_html: "<p>Trocado</p>" })
      .eq("material_id", material.id)
      .select("material_id")
    expect(content.data ?? []).toEqual([])
    const removed = await member.db.from("learning_materials").delete().eq("id", material.id).select("id")
    expect(removed.data ?? []).toEqual([])
  })

  it("lets an instructor create and edit her own materials, not another instructor's", async () => {
    const slug = uniqueSlug("da-instrutora")
    const created = await otherInstructor.db
      .from("learning_materials")
      .insert({
        slug,
        kind: "link",
        title: "Portal do Empreendedor",
        summary: "Onde formalizar o MEI.",
        topic: "formalizacao",
        level: "iniciante",
        estimated_minutes: 5,
      })
      .select("id, author_id, author_name, status")
      .single()
    expect(created.error).toBeNull()
    expect(created.data).toMatchObject({
      author_id: otherInstructor.id,
      author_name: "Pessoa instrutora",
      status: "draft",
    })
    const id = created.data!.id

    // Published only with its content.
    const early = await otherInstructor.db.from("learning_materials").update({ status: "published" }).eq("id", id)
    expect(early.error).toMatchObject({ code: "P0001", hint: "content_missing" })
    const content = await otherInstructor.db
      .from("learning_material_contents")
      .insert({ material_id: id, link_url: "https://www.gov.br/empresas-e-negocios/pt-br/empreendedor" })
    expect(content.error).toBeNull()
    const published = await otherInstructor.db
      .from("learning_materials")
      .update({ status: "published" })
      .eq("id", id)
      .select("published_at")
      .single()
    expect(published.error).toBeNull()
    expect(published.data?.published_at).not.toBeNull()
    const emptied = await otherInstructor.db
      .from("learning_material_contents")
      .update({ link_url: null })
      .eq("material_id", id)
    expect(emptied.error).toMatchObject({ code: "P0001", hint: "content_missing" })

    // Another instructor's material and content are out of reach; so is writing in her name.
    const marinas = await makeMaterial(w.service, { author: w.instructor.id, published: false })
    const update = await otherInstructor.db
      .from("learning_materials")
      .update({ title: "Meu agora" })
      .eq("id", marinas.id)
      .select("id")
    expect(update.data ?? []).toEqual([])
    const foreignContent = await otherInstructor.db
      .from("learning_material_contents")
      .update({ body_html: "<p>Meu agora</p>" })
      .eq("material_id", marinas.id)
      .select("material_id")
    expect(foreignContent.data ?? []).toEqual([])
    const asHer = await otherInstructor.db.from("learning_materials").insert({
      slug: uniqueSlug("em-nome-dela"),
      kind: "article",
      title: "Em nome de outra",
      summary: "Autoria alheia.",
      topic: "gestao",
      level: "iniciante",
      estimated_minutes: 10,
      author_id: w.instructor.id,
    } as never)
    expect(asHer.error).not.toBeNull()
  })

  it("refuses the reserved slug trilhas", async () => {
    const { error } = await w.instructor.db.from("learning_materials").insert({
      slug: "trilhas",
      kind: "article",
      title: "Trilhas",
      summary: "Endereço reservado.",
      topic: "gestao",
      level: "iniciante",
      estimated_minutes: 10,
    })
    expect(error?.code).toBe("23514")
  })

  it("lets an admin edit and delete anyone's material", async () => {
    const material = await makeMaterial(w.service, { author: otherInstructor.id })
    const update = await w.admin.db
      .from("learning_materials")
      .update({ title: "Revisado pela administração" })
      .eq("id", material.id)
      .select("title")
    expect(update.data).toEqual([{ title: "Revisado pela administração" }])
    const removed = await w.admin.db.from("learning_materials").delete().eq("id", material.id).select("id")
    expect(removed.data).toEqual([{ id: material.id }])
  })
})

describe("tracks and set_track_items", () => {
  it("orders the items as given, replaces them, and only for the track's author or an admin", async () => {
    const mine = () => makeMaterial(w.service, { author: otherInstructor.id })
    const [a, b, c] = await Promise.all([mine(), mine(), mine()])
    const created = await otherInstructor.db
      .from("learning_tracks")
      .insert({
        slug: uniqueSlug("trilha-dela"),
        title: "Fluxo de caixa",
        summary: "Do caderno à planilha.",
        topic: "financas",
        level: "iniciante",
      })
      .select("id")
      .single()
    expect(created.error).toBeNull()
    const track = created.data!.id

    const items = async () =>
      (
        await w.service
          .from("learning_track_items")
          .select("material_id, position")
          .eq("track_id", track)
          .order("position")
      ).data

    expect(
      (await otherInstructor.db.rpc("set_track_items", { p_track_id: track, p_material_ids: [c.id, a.id, b.id] })).error
    ).toBeNull()
    expect(await items()).toEqual([
      { material_id: c.id, position: 1 },
      { material_id: a.id, position: 2 },
      { material_id: b.id, position: 3 },
    ])
    expect(
      (await otherInstructor.db.rpc("set_track_items", { p_track_id: track, p_material_ids: [b.id, c.id] })).error
    ).toBeNull()
    expect(await items()).toEqual([
      { material_id: b.id, position: 1 },
      { material_id: c.id, position: 2 },
    ])

    const dup = await otherInstructor.db.rpc("set_track_items", { p_track_id: track, p_material_ids: [a.id, a.id] })
    expect(dup.error).toMatchObject({ code: "P0001", hint: "duplicate_material" })
    const draftOfOther = await makeMaterial(w.service, { author: w.instructor.id, published: false })
    const hidden = await otherInstructor.db.rpc("set_track_items", {
      p_track_id: track,
      p_material_ids: [draftOfOther.id],
    })
    expect(hidden.error).toMatchObject({ code: "P0001", hint: "material_not_found" })

    for (const who of [w.instructor, member]) {
      const { error } = await who.db.rpc("set_track_items", { p_track_id: track, p_material_ids: [a.id] })
      expect(error?.code, who.email).toBe("42501")
    }
    const direct = await member.db
      .from("learning_track_items")
      .insert({ track_id: track, material_id: a.id, position: 9 })
    expect(direct.error?.code).toBe("42501")
    const byOther = await w.instructor.db
      .from("learning_tracks")
      .update({ title: "Minha" })
      .eq("id", track)
      .select("id")
    expect(byOther.data ?? []).toEqual([])
    const byHer = await otherInstructor.db
      .from("learning_tracks")
      .update({ title: "Fluxo de caixa na prática", status: "published" })
      .eq("id", track)
      .select("title, author_name, published_at")
      .single()
    expect(byHer.error).toBeNull()
    expect(byHer.data).toMatchObject({ title: "Fluxo de caixa na prática", author_name: "Pessoa instrutora" })
    expect(byHer.data?.published_at).not.toBeNull()

    expect((await w.admin.db.rpc("set_track_items", { p_track_id: track, p_material_ids: [a.id] })).error).toBeNull()
    expect(await items()).toEqual([{ material_id: a.id, position: 1 }])
  })

  it("hides draft tracks and their items from visitors and members", async () => {
    const material = await makeMaterial(w.service, { author: w.instructor.id })
    const draft = await makeTrack(w.service, w.instructor.id, [material.id], false)
    for (const db of [w.anon, member.db]) {
      expect((await db.from("learning_tracks").select("id").eq("id", draft.id)).data).toEqual([])
      expect((await db.from("learning_track_items").select("material_id").eq("track_id", draft.id)).data).toEqual([])
    }
    expect((await w.instructor.db.from("learning_tracks").select("id").eq("id", draft.id)).data).toEqual([
      { id: draft.id },
    ])
  })

  it("tells the members who started a track about a new published material", async () => {
    const first = await makeMaterial(w.service, { author: w.instructor.id })
    const track = await makeTrack(w.service, w.instructor.id, [
      first.id,
      (await makeMaterial(w.service, { author: w.instructor.id })).id,
    ])
    const student = await w.member("comecou")
    const bystander = await w.member("nao-comecou")
    expect((await student.db.from("learning_progress").insert({ material_id: first.id })).error).toBeNull()

    const fresh = await makeMaterial(w.service, { author: w.instructor.id, title: "Planilha de caixa" })
    const { data: current } = await w.service
      .from("learning_track_items")
      .select("material_id")
      .eq("track_id", track.id)
      .order("position")
    const ids = [...(current ?? []).map((r) => r.material_id), fresh.id]
    expect(
      (await w.instructor.db.rpc("set_track_items", { p_track_id: track.id, p_material_ids: ids })).error
    ).toBeNull()

    const notes = await w.service
      .from("notifications")
      .select("user_id, title, action_url")
      .eq("type", "track_new_material")
      .in("user_id", [student.id, bystander.id])
    expect(notes.data).toEqual([
      {
        user_id: student.id,
        title: `Novo material na trilha ${track.title}`,
        action_url: `/aprender/trilhas/${track.slug}`,
      },
    ])

    // A draft already in the track, published later, is announced too; re-ordering announces nothing.
    const later = await makeMaterial(w.service, { author: w.instructor.id, published: false })
    expect(
      (await w.instructor.db.rpc("set_track_items", { p_track_id: track.id, p_material_ids: [...ids, later.id] })).error
    ).toBeNull()
    expect(
      (await w.instructor.db.from("learning_materials").update({ status: "published" }).eq("id", later.id)).error
    ).toBeNull()
    expect(
      (await w.instructor.db.rpc("set_track_items", { p_track_id: track.id, p_material_ids: [later.id, ...ids] })).error
    ).toBeNull()
    const { count } = await w.service
      .from("notifications")
      .select("id", { count: "exact", head: true })
      .eq("type", "track_new_material")
      .eq("user_id", student.id)
    expect(count).toBe(2)
  })
})

describe("progress", () => {
  it("lets a member mark only her own progress, on materials she can read", async () => {
    const open = await makeMaterial(w.service, { author: w.instructor.id })
    const draft = await makeMaterial(w.service, { author: w.instructor.id, published: false })
    const other = await w.member("outra")

    expect((await member.db.from("learning_progress").insert({ material_id: open.id })).error).toBeNull()
    const forOther = await member.db.from("learning_progress").insert({ material_id: open.id, user_id: other.id })
    expect(forOther.error?.code).toBe("42501")
    const onDraft = await member.db.from("learning_progress").insert({ material_id: draft.id })
    expect(onDraft.error?.code).toBe("42501")
    const visitor = await w.anon.from("learning_progress").insert({ material_id: open.id })
    expect(visitor.error?.code).toBe("42501")

    expect((await other.db.from("learning_progress").insert({ material_id: open.id })).error).toBeNull()
    const mine = await member.db.from("learning_progress").select("user_id").eq("material_id", open.id)
    expect(mine.data).toEqual([{ user_id: member.id }])
    const theirs = await member.db.from("learning_progress").delete().eq("user_id", other.id).select("material_id")
    expect(theirs.data ?? []).toEqual([])
    const own = await member.db.from("learning_progress").delete().eq("material_id", open.id).select("material_id")
    expect(own.data).toEqual([{ material_id: open.id }])
  })
})

describe("attendance", () => {
  it("is written only by the project's instructors and admins, for confirmed participants, once the session started", async () => {
    const project = await makeProject(w.service, w.instructor.id, [-48, 24 * 7])
    const [past, future] = project.sessions as [(typeof project.sessions)[number], (typeof project.sessions)[number]]
    const participant = await w.member("participante")
    const outsider = await w.member("de-fora")
    expect((await participant.db.rpc("signup_for_project", { p_project_id: project.id })).error).toBeNull()

    for (const who of [participant, outsider, otherInstructor]) {
      const { error } = await who.db.rpc("set_attendance", {
        p_session_id: past.id,
        p_user_id: participant.id,
        p_present: true,
      })
      expect(error?.code, who.email).toBe("42501")
    }
    const visitor = await w.anon.rpc("set_attendance", {
      p_session_id: past.id,
      p_user_id: participant.id,
      p_present: true,
    })
    expect(visitor.error).not.toBeNull()
    const direct = await participant.db
      .from("project_attendance")
      .insert({ session_id: past.id, user_id: participant.id, present: true })
    expect(direct.error?.code).toBe("42501")

    const notYet = await w.instructor.db.rpc("set_attendance", {
      p_session_id: future.id,
      p_user_id: participant.id,
      p_present: true,
    })
    expect(notYet.error).toMatchObject({ code: "P0001", hint: "session_not_started" })
    const stranger = await w.instructor.db.rpc("set_attendance", {
      p_session_id: past.id,
      p_user_id: outsider.id,
      p_present: true,
    })
    expect(stranger.error).toMatchObject({ code: "P0001", hint: "not_participant" })

    expect(
      (
        await w.instructor.db.rpc("set_attendance", {
          p_session_id: past.id,
          p_user_id: participant.id,
          p_present: true,
        })
      ).error
    ).toBeNull()
    expect(
      (await w.admin.db.rpc("set_attendance", { p_session_id: past.id, p_user_id: participant.id, p_present: false }))
        .error
    ).toBeNull()

    const seen = await participant.db.from("project_attendance").select("present, marked_by").eq("session_id", past.id)
    expect(seen.data).toEqual([{ present: false, marked_by: w.admin.id }])
    expect((await outsider.db.from("project_attendance").select("user_id").eq("session_id", past.id)).data).toEqual([])
    expect((await w.instructor.db.from("project_attendance").select("user_id").eq("session_id", past.id)).data).toEqual(
      [{ user_id: participant.id }]
    )
  })

  it("shows the instructor a participant's phone only with her consent", async () => {
    const project = await makeProject(w.service, w.instructor.id, [24])
    const participant = await w.member("telefone")
    await w.service.from("profiles").update({ phone: "+55 81 99999-0000" }).eq("id", participant.id)
    expect((await participant.db.rpc("signup_for_project", { p_project_id: project.id })).error).toBeNull()

    const phoneOf = async () => {
      const { data, error } = await w.instructor.db.rpc("get_project_participants", { p_project_id: project.id })
      if (error) throw error
      return data.find((r) => r.user_id === participant.id)?.phone
    }
    expect(await phoneOf()).toBeNull()
    expect(
      (await participant.db.rpc("set_signup_phone_consent", { p_project_id: project.id, p_share: true })).error
    ).toBeNull()
    expect(await phoneOf()).toBe("+55 81 99999-0000")
    expect(
      (await participant.db.rpc("set_signup_phone_consent", { p_project_id: project.id, p_share: false })).error
    ).toBeNull()
    expect(await phoneOf()).toBeNull()

    const direct = await participant.db
      .from("project_signups")
      .update({ share_phone: true } as never)
      .eq("project_id", project.id)
    expect(direct.error?.code).toBe("42501")
    const notSigned = await member.db.rpc("set_signup_phone_consent", { p_project_id: project.id, p_share: true })
    expect(notSigned.error?.code).toBe("PT404")
  })
})

describe("the seeded library", () => {
  it("has about twenty materials of every kind in three published tracks, with covers the pages show", async () => {
    const materials = await w.service
      .from("learning_materials")
      .select("slug, kind, access, status, cover_url, author_name")
    const tracks = await w.service.from("learning_tracks").select("slug, status, cover_url")
    const seeded = (materials.data ?? []).filter((m) => m.cover_url?.startsWith("/images/seed/aprender/"))
    expect(seeded.length).toBeGreaterThanOrEqual(18)
    expect(new Set(seeded.map((m) => m.kind))).toEqual(new Set(["article", "video", "file", "link"]))
    expect(seeded.filter((m) => m.status === "draft").length).toBeGreaterThanOrEqual(2)
    expect(seeded.filter((m) => m.access === "members").length).toBeGreaterThanOrEqual(2)
    expect(new Set(seeded.map((m) => m.author_name))).toEqual(new Set(["Marina Albuquerque"]))
    const seededTracks = (tracks.data ?? []).filter((t) => t.cover_url?.startsWith("/images/seed/aprender/"))
    expect(seededTracks.map((t) => t.status)).toEqual(["published", "published", "published"])
    for (const { cover_url } of [...seeded, ...seededTracks]) {
      expect(isSeedImage(cover_url), cover_url!).toBe(true)
      const bytes = readFileSync(path.join(import.meta.dirname, "../../public", cover_url!))
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP")
      expect(bytes.length).toBeLessThan(20 * 1024)
    }
  })

  it("gives the demo members a certificate each, Joana her progress and Rafael his attendance", async () => {
    const certificates = await w.service
      .from("certificates")
      .select("kind, title, holder_name, revoked_at")
      .in("user_id", ["00000000-0000-4000-a000-000000000003", "00000000-0000-4000-a000-000000000004"])
      .order("holder_name")
    expect(certificates.data).toEqual([
      { kind: "track", title: "Do zero ao MEI", holder_name: "Joana Batista", revoked_at: null },
      { kind: "project", title: "Marketing digital básico", holder_name: "Rafael Moreira", revoked_at: null },
    ])
    const joana = await w.signIn("membra@convergencia.test")
    const progress = await joana.db.from("learning_progress").select("material_id")
    expect(progress.data).toHaveLength(6)
    const attendance = await w.service
      .from("project_attendance")
      .select("present", { count: "exact", head: true })
      .eq("user_id", "00000000-0000-4000-a000-000000000003")
    expect(attendance.count).toBe(4)
  })
})
