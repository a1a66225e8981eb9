/**
 * Certificates (issue #36) through /rest/v1 with the official client, against the real local
 * backend: completing a track issues exactly one, with its hours, a 20-character code and a
 * `certificate_issued` notification; a project's attendance share decides who gets one;
 * verify_certificate is the server's and normalises codes; revoke_certificate is the admins';
 * deleting an account revokes her certificates; the LGPD export carries them and her progress.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type LearningWorld,
  makeMaterial,
  makeProject,
  makeTrack,
  type Person,
  startLearningWorld,
} from "@/tests/helpers/learning"

const CODE = /^[0-9A-HJKMNP-TV-Z]{20}$/

let w: LearningWorld

beforeAll(async () => {
  w = await startLearningWorld()
})

afterAll(async () => {
  await w?.local.close()
})

const certificatesOf = async (userId: string) =>
  (
    await w.service
      .from("certificates")
      .select(
        "id, code, kind, title, hours, holder_name, instructor_name, track_id, project_id, revoked_at, revoked_reason, user_id"
      )
      .eq("user_id", userId)
  ).data ?? []

/** The one certificate of a list (the tests expect exactly one). */
function only<T>(list: T[]): T {
  expect(list).toHaveLength(1)
  return list[0]!
}

async function completedTrack(student: Person) {
  // 50 + 45 minutes of published materials (a draft in the track does not count): 2 hours.
  const a = await makeMaterial(w.service, { author: w.instructor.id, minutes: 50 })
  const b = await makeMaterial(w.service, { author: w.instructor.id, minutes: 45, access: "members", kind: "video" })
  const draft = await makeMaterial(w.service, { author: w.instructor.id, minutes: 600, published: false })
  const track = await makeTrack(w.service, w.instructor.id, [a.id, b.id, draft.id])
  expect((await student.db.from("learning_progress").insert({ material_id: a.id })).error).toBeNull()
  expect(await certificatesOf(student.id)).toEqual([])
  expect((await student.db.from("learning_progress").insert({ material_id: b.id })).error).toBeNull()
  return { track, materials: [a, b] }
}

describe("track certificates", () => {
  it("issues exactly one when she completes the track's published materials, and tells her", async () => {
    const student = await w.member("concluinte")
    const { track, materials } = await completedTrack(student)
    const issued = await certificatesOf(student.id)
    expect(issued).toHaveLength(1)
    expect(issued[0]!).toMatchObject({
      kind: "track",
      title: track.title,
      hours: 2,
      holder_name: "Pessoa concluinte",
      instructor_name: "Marina Albuquerque",
      track_id: track.id,
      project_id: null,
      revoked_at: null,
    })
    expect(issued[0]!.code).toMatch(CODE)

    const notes = await student.db.from("notifications").select("title, action_url").eq("type", "certificate_issued")
    expect(notes.data).toEqual([{ title: "Seu certificado está pronto", action_url: "/dashboard/aprendizagem" }])

    // Unmarking and marking again issues nothing more.
    await student.db.from("learning_progress").delete().eq("material_id", materials[1]!.id)
    expect((await student.db.from("learning_progress").insert({ material_id: materials[1]!.id })).error).toBeNull()
    expect(await certificatesOf(student.id)).toHaveLength(1)

    // She reads her own; another member reads nothing of it.
    expect((await student.db.from("certificates").select("id")).data).toEqual([{ id: issued[0]!.id }])
    const other = await w.member("curiosa")
    expect((await other.db.from("certificates").select("id").eq("id", issued[0]!.id)).data).toEqual([])
    expect((await w.anon.from("certificates").select("id").eq("id", issued[0]!.id)).data ?? []).toEqual([])
  })

  it("cannot be written, issued or revoked by a member", async () => {
    const student = await w.member("tentativa")
    const track = await makeTrack(w.service, w.instructor.id, [])
    const insert = await student.db.from("certificates").insert({
      code: "ABCDEFGHJK0123456789",
      user_id: student.id,
      holder_name: "Eu",
      kind: "track",
      track_id: track.id,
      title: "Falso",
      hours: 40,
      started_on: "2026-01-01",
      completed_on: "2026-01-02",
    })
    expect(insert.error?.code).toBe("42501")

    const owner = await w.member("dona")
    await completedTrack(owner)
    const mine = only(await certificatesOf(owner.id))
    const tamper = await owner.db
      .from("certificates")
      .update({ hours: 400 } as never)
      .eq("id", mine.id)
      .select("id")
    expect(tamper.error?.code).toBe("42501")
    const revoke = await owner.db.rpc("revoke_certificate", { p_certificate_id: mine.id, p_reason: "Não quero" })
    expect(revoke.error?.code).toBe("42501")
    const project = await makeProject(w.service, w.instructor.id, [-24])
    const issue = await owner.db.rpc("issue_project_certificates", { p_project_id: project.id })
    expect(issue.error?.code).toBe("42501")
  })
})

describe("project certificates", () => {
  it("issues to those present at the project's share of sessions, once, after the last session started", async () => {
    const project = await makeProject(w.service, w.instructor.id, [-24 * 21, -24 * 14, -24 * 7, -3])
    const [three, two] = await Promise.all([w.member("tres-de-quatro"), w.member("duas-de-quatro")])
    for (const p of [three, two]) {
      expect((await p.db.rpc("signup_for_project", { p_project_id: project.id })).error).toBeNull()
    }
    const mark = async (who: Person, presences: boolean[]) => {
      for (const [i, present] of presences.entries()) {
        const { error } = await w.instructor.db.rpc("set_attendance", {
          p_session_id: project.sessions[i]!.id,
          p_user_id: who.id,
          p_present: present,
        })
        expect(error).toBeNull()
      }
    }
    await mark(three, [true, true, false, true])
    await mark(two, [true, false, true, false])

    const outsider = await w.member("intrusa", { instructor: true })
    expect((await outsider.db.rpc("issue_project_certificates", { p_project_id: project.id })).error?.code).toBe(
      "42501"
    )

    const first = await w.instructor.db.rpc("issue_project_certificates", { p_project_id: project.id })
    expect(first.error).toBeNull()
    expect(first.data).toBe(1)
    const issued = only(await certificatesOf(three.id))
    expect(issued).toMatchObject({
      kind: "project",
      title: project.title,
      // Four sessions of two hours.
      hours: 8,
      project_id: project.id,
      track_id: null,
      instructor_name: "Marina Albuquerque",
    })
    expect(issued.code).toMatch(CODE)
    expect(await certificatesOf(two.id)).toEqual([])

    const again = await w.admin.db.rpc("issue_project_certificates", { p_project_id: project.id })
    expect(again.data).toBe(0)
    expect(await certificatesOf(three.id)).toHaveLength(1)

    // At a 50 % share, two of four is enough.
    await w.instructor.db.from("projects").update({ certificate_share: 50 }).eq("id", project.id)
    expect((await w.instructor.db.rpc("issue_project_certificates", { p_project_id: project.id })).data).toBe(1)
    expect(await certificatesOf(two.id)).toHaveLength(1)
  })

  it("refuses while a session has not started", async () => {
    const project = await makeProject(w.service, w.instructor.id, [-24, 24])
    const { error } = await w.instructor.db.rpc("issue_project_certificates", { p_project_id: project.id })
    expect(error).toMatchObject({ code: "P0001", hint: "sessions_pending" })
  })
})

describe("verify_certificate", () => {
  it("answers the server only, and reads codes as people type them", async () => {
    const student = await w.member("verificada")
    await completedTrack(student)
    const certificate = only(await certificatesOf(student.id))

    for (const db of [w.anon, student.db, w.admin.db]) {
      const { error } = await db.rpc("verify_certificate", { p_code: certificate.code })
      expect(error?.code).toBe("42501")
    }

    const grouped = certificate.code.match(/.{5}/g)!.join("-").toLowerCase()
    // People read 0 as O and 1 as I or L.
    const misread = ` ${grouped.replaceAll("0", "o").replaceAll("1", "l")} `
    for (const typed of [certificate.code, grouped, misread]) {
      const { data, error } = await w.service.rpc("verify_certificate", { p_code: typed })
      expect(error, typed).toBeNull()
      expect(data, typed).toEqual([
        expect.objectContaining({
          code: certificate.code,
          holder_name: "Pessoa verificada",
          kind: "track",
          hours: 2,
          revoked_at: null,
        }),
      ])
    }
    const unknown = await w.service.rpc("verify_certificate", { p_code: "00000-00000-00000-00000" })
    expect(unknown.data).toEqual([])
    const garbage = await w.service.rpc("verify_certificate", { p_code: "'; select 1 --" })
    expect(garbage.data).toEqual([])
  })
})

describe("revoke_certificate", () => {
  it("is the admins', with a reason, and the verification shows it", async () => {
    const student = await w.member("revogada")
    await completedTrack(student)
    const certificate = only(await certificatesOf(student.id))

    expect(
      (await w.instructor.db.rpc("revoke_certificate", { p_certificate_id: certificate.id, p_reason: "Erro" })).error
        ?.code
    ).toBe("42501")
    const short = await w.admin.db.rpc("revoke_certificate", { p_certificate_id: certificate.id, p_reason: " x " })
    expect(short.error).toMatchObject({ code: "P0001", hint: "reason_required" })
    expect(
      (
        await w.admin.db.rpc("revoke_certificate", {
          p_certificate_id: certificate.id,
          p_reason: "Emitido por engano.",
        })
      ).error
    ).toBeNull()
    const twice = await w.admin.db.rpc("revoke_certificate", { p_certificate_id: certificate.id, p_reason: "De novo." })
    expect(twice.error).toMatchObject({ code: "P0001", hint: "already_revoked" })

    const { data } = await w.service.rpc("verify_certificate", { p_code: certificate.code })
    expect(data?.[0]).toMatchObject({ revoked_reason: "Emitido por engano." })
    expect(data?.[0]?.revoked_at).not.toBeNull()
    const audit = await w.service
      .from("audit_log")
      .select("actor_id")
      .eq("action", "certificate.revoke")
      .eq("target_id", certificate.id)
    expect(audit.data).toEqual([{ actor_id: w.admin.id }])
  })
})

describe("her account", () => {
  it("exports her progress and certificates", async () => {
    const student = await w.member("exportada")
    const { materials } = await completedTrack(student)
    const certificate = only(await certificatesOf(student.id))
    const { data, error } = await w.service.rpc("export_user_data", { p_user_id: student.id })
    expect(error).toBeNull()
    const learning = (
      data as { learning: { progress: { slug: string }[]; certificates: { code: string; revoked: boolean }[] } }
    ).learning
    expect(new Set(learning.progress.map((p) => p.slug))).toEqual(new Set(materials.map((m) => m.slug)))
    expect(learning.certificates).toEqual([
      expect.objectContaining({ code: certificate.code, revoked: false, hours: 2 }),
    ])
  })

  it("revokes her certificates when she deletes her account, keeping the row and her name", async () => {
    const student = await w.member("excluida")
    await completedTrack(student)
    const certificate = only(await certificatesOf(student.id))
    const deleted = await w.service.rpc("delete_user_account", { p_user_id: student.id })
    expect(deleted.error).toBeNull()

    const { data } = await w.service
      .from("certificates")
      .select("user_id, holder_name, revoked_at, revoked_reason")
      .eq("id", certificate.id)
      .single()
    expect(data).toMatchObject({
      user_id: null,
      holder_name: "Pessoa excluida",
      revoked_reason: "Conta excluída pela titular.",
    })
    expect(data?.revoked_at).not.toBeNull()
    const verified = await w.service.rpc("verify_certificate", { p_code: certificate.code })
    expect(verified.data?.[0]).toMatchObject({
      holder_name: "Pessoa excluida",
      revoked_reason: "Conta excluída pela titular.",
    })
  })
})
