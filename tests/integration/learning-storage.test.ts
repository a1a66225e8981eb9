/**
 * The library's files and covers (issue #36) through /storage/v1 with the official client,
 * against the real local backend: learning-files is private and serves an object only to those
 * who may read the content row that points at it (visitors: published public materials; members:
 * members-only ones too), to its uploader and to admins; instructors and admins upload into their
 * own folder; learning-covers is public and written the same way.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Db, type LearningWorld, makeMaterial, type Person, startLearningWorld } from "@/tests/helpers/learning"

const FILES = "learning-files"
const COVERS = "learning-covers"
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
const PNG = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))

let w: LearningWorld
let member: Person
let otherInstructor: Person

beforeAll(async () => {
  w = await startLearningWorld()
  ;[member, otherInstructor] = await Promise.all([w.member("leitora"), w.member("professora", { instructor: true })])
})

afterAll(async () => {
  await w?.local.close()
})

const upload = (db: Db, name: string) => db.storage.from(FILES).upload(name, PDF, { contentType: "application/pdf" })

/** A file material whose content points at an object the instructor uploaded. */
async function fileMaterial(name: string, access: "public" | "members", published = true) {
  const objectPath = `${w.instructor.id}/${name}.pdf`
  const { error } = await upload(w.instructor.db, objectPath)
  expect(error).toBeNull()
  await makeMaterial(w.service, {
    author: w.instructor.id,
    kind: "file",
    access,
    published,
    content: { file_path: objectPath, file_name: `${name}.pdf`, file_mime: "application/pdf", file_size: PDF.length },
  })
  return objectPath
}

const canDownload = async (db: Db, objectPath: string) => {
  const { data, error } = await db.storage.from(FILES).download(objectPath)
  if (error) return false
  expect(Buffer.from(await data.arrayBuffer())).toEqual(PDF)
  return true
}

const canSign = async (db: Db, objectPath: string) => {
  const { data, error } = await db.storage.from(FILES).createSignedUrl(objectPath, 60)
  if (error || !data) return false
  const response = await fetch(data.signedUrl)
  expect(response.status).toBe(200)
  expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF)
  return true
}

describe("learning-files", () => {
  it("serves a public material's file to visitors, a members-only one to members only, a draft's to nobody else", async () => {
    const open = await fileMaterial("guia-aberto", "public")
    const closed = await fileMaterial("guia-membros", "members")
    const draft = await fileMaterial("guia-rascunho", "public", false)
    const loose = `${w.instructor.id}/solto.pdf`
    expect((await upload(w.instructor.db, loose)).error).toBeNull()

    expect(await canDownload(w.anon, open)).toBe(true)
    expect(await canSign(w.anon, open)).toBe(true)
    for (const objectPath of [closed, draft, loose]) {
      expect(await canDownload(w.anon, objectPath), objectPath).toBe(false)
      expect(await canSign(w.anon, objectPath), objectPath).toBe(false)
    }
    // The public address of a private bucket serves nothing.
    const publicUrl = w.anon.storage.from(FILES).getPublicUrl(closed).data.publicUrl
    expect((await fetch(publicUrl)).status).not.toBe(200)

    expect(await canDownload(member.db, open)).toBe(true)
    expect(await canSign(member.db, closed)).toBe(true)
    expect(await canDownload(member.db, draft)).toBe(false)
    expect(await canDownload(member.db, loose)).toBe(false)
    expect(await canDownload(otherInstructor.db, draft)).toBe(false)

    // The uploader and admins read every one.
    for (const objectPath of [closed, draft, loose]) {
      expect(await canDownload(w.instructor.db, objectPath), objectPath).toBe(true)
      expect(await canDownload(w.admin.db, objectPath), objectPath).toBe(true)
    }

    // Listing shows a visitor nothing of the bucket's other files.
    const listed = await w.anon.storage.from(FILES).list(w.instructor.id)
    expect((listed.data ?? []).map((f) => f.name).sort()).toEqual(["guia-aberto.pdf"])
  })

  it("takes uploads from instructors and admins into their own folder only", async () => {
    expect((await upload(otherInstructor.db, `${otherInstructor.id}/minha.pdf`)).error).toBeNull()
    expect((await upload(w.admin.db, `${w.admin.id}/da-admin.pdf`)).error).toBeNull()
    expect((await upload(otherInstructor.db, `${w.instructor.id}/alheia.pdf`)).error).not.toBeNull()
    expect((await upload(member.db, `${member.id}/da-membra.pdf`)).error).not.toBeNull()
    expect((await upload(w.anon, "visitante.pdf")).error).not.toBeNull()

    // Deleting: the uploader or an admin.
    const mine = `${otherInstructor.id}/apagar.pdf`
    expect((await upload(otherInstructor.db, mine)).error).toBeNull()
    const byOther = await w.instructor.db.storage.from(FILES).remove([mine])
    expect(byOther.data ?? []).toEqual([])
    expect(await canDownload(otherInstructor.db, mine)).toBe(true)
    const byAdmin = await w.admin.db.storage.from(FILES).remove([mine])
    expect(byAdmin.data?.map((f) => f.name)).toEqual([mine])
  })
})

describe("learning-covers", () => {
  it("lets instructors and admins store covers in their folder that anyone can see", async () => {
    const name = `${otherInstructor.id}/capa.png`
    const { error } = await otherInstructor.db.storage.from(COVERS).upload(name, PNG, { contentType: "image/png" })
    expect(error).toBeNull()
    const url = w.anon.storage.from(COVERS).getPublicUrl(name).data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG)

    for (const [db, folder] of [
      [member.db, member.id],
      [otherInstructor.db, w.instructor.id],
      [w.anon, "visitante"],
    ] as const) {
      const refused = await db.storage
        .from(COVERS)
        .upload(`${folder}/capa-${Date.now()}.png`, PNG, { contentType: "image/png" })
      expect(refused.error).not.toBeNull()
    }
  })
})

describe("the seeded library's files", () => {
  it("serves the public PDF to visitors and the members-only one to members, as real PDFs", async () => {
    const { data, error } = await w.service
      .from("learning_material_contents")
      .select("file_path, file_size, learning_materials!inner(slug, access)")
      .like("file_path", "seed/%")
      .order("file_path")
    expect(error).toBeNull()
    expect(data?.map((r) => [r.file_path, r.learning_materials.access])).toEqual([
      ["seed/checklist-da-formalizacao.pdf", "public"],
      ["seed/guia-do-fluxo-de-caixa.pdf", "members"],
    ])
    for (const row of data!) {
      const file = readFileSync(
        path.join(import.meta.dirname, "../../supabase/seed-storage/learning-files", row.file_path!)
      )
      expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-")
      // The seed records the size the generator wrote.
      expect(row.file_size).toBe(file.length)
      const asMember = await member.db.storage.from(FILES).download(row.file_path!)
      expect(asMember.error).toBeNull()
      expect(Buffer.from(await asMember.data!.arrayBuffer())).toEqual(file)
      const asVisitor = await w.anon.storage.from(FILES).download(row.file_path!)
      expect(asVisitor.error === null, row.file_path!).toBe(row.learning_materials.access === "public")
    }
  })
})
