import { describe, expect, it } from "vitest"

import {
  attendanceMarkSchema,
  phoneConsentSchema,
  projectInputSchema,
  projectLearningTargetSchema,
  projectSessionInputSchema,
  saoPauloLocalToIso,
} from "@/lib/validations/projects"

const base = {
  title: "Finanças para MEI",
  kind: "curso",
  summary: "Quatro encontros sobre caixa e preço.",
  format: "online",
  starts_at: "2026-12-01T19:30",
  capacity: "30",
  status: "inscricoes_abertas",
}

describe("projectInputSchema", () => {
  it("accepts an online project and turns São Paulo local time into UTC", () => {
    const parsed = projectInputSchema.parse(base)
    expect(parsed.starts_at).toBe("2026-12-01T22:30:00.000Z")
    expect(parsed.capacity).toBe(30)
    expect(parsed.ends_at).toBeNull()
  })

  it("asks for city and state when the project is in person", () => {
    const result = projectInputSchema.safeParse({ ...base, format: "presencial" })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(["city"])
    expect(projectInputSchema.safeParse({ ...base, format: "hibrido", city: "Recife", state: "PE" }).success).toBe(true)
  })

  it("refuses unknown kinds, zero seats, an end before the start and a bad state", () => {
    expect(projectInputSchema.safeParse({ ...base, kind: "palestra" }).success).toBe(false)
    expect(projectInputSchema.safeParse({ ...base, capacity: "0" }).success).toBe(false)
    expect(projectInputSchema.safeParse({ ...base, ends_at: "2026-11-30T10:00" }).success).toBe(false)
    expect(projectInputSchema.safeParse({ ...base, format: "presencial", city: "X", state: "XX" }).success).toBe(false)
    expect(projectInputSchema.safeParse({ ...base, slug: "Não Pode" }).success).toBe(false)
  })

  it("reads only well-formed local date-times", () => {
    expect(saoPauloLocalToIso("2026-12-01")).toBeNull()
    expect(saoPauloLocalToIso("2026-13-01T10:00")).toBeNull()
  })
})

describe("projectSessionInputSchema", () => {
  const session = {
    projectId: "d1000000-0000-4000-a000-000000000001",
    title: "Encontro 1",
    starts_at: "2027-03-02T19:00",
  }

  it("takes a session in São Paulo time, with or without an end", () => {
    expect(projectSessionInputSchema.parse(session)).toEqual({
      ...session,
      starts_at: "2027-03-02T22:00:00.000Z",
      ends_at: null,
    })
    expect(projectSessionInputSchema.parse({ ...session, ends_at: "2027-03-02T21:00" }).ends_at).toBe(
      "2027-03-03T00:00:00.000Z"
    )
  })

  it("refuses an end before the start, a blank title and a project id that is not one", () => {
    const messages = (input: object) =>
      projectSessionInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []
    expect(messages({ ...session, ends_at: "2027-03-02T18:00" })).toEqual(["O fim não pode ser antes do início."])
    expect(messages({ ...session, title: "   " })).toEqual(["Informe o título do encontro (até 160 caracteres)."])
    expect(messages({ ...session, projectId: "1 or 1=1" })).toEqual(["Projeto inválido."])
    expect(messages({ ...session, ends_at: "amanhã" })).toEqual(["O fim não pode ser antes do início."])
  })
})

describe("the attendance and learning-link schemas (issue #36)", () => {
  const id = "d1000000-0000-4000-a000-000000000002"

  it("keeps the certificate share between 1 and 100, 75 when absent", () => {
    expect(projectInputSchema.parse(base).certificate_share).toBe(75)
    expect(projectInputSchema.parse({ ...base, certificate_share: "60" }).certificate_share).toBe(60)
    for (const share of ["0", "101", "50.5", "", "abc"]) {
      expect(projectInputSchema.safeParse({ ...base, certificate_share: share }).success, share).toBe(false)
    }
  })

  it("reads a mark's button as present or absent, nothing else", () => {
    const mark = { projectId: id, sessionId: id, userId: id }
    expect(attendanceMarkSchema.parse({ ...mark, present: "true" }).present).toBe(true)
    expect(attendanceMarkSchema.parse({ ...mark, present: "false" }).present).toBe(false)
    expect(attendanceMarkSchema.safeParse({ ...mark, present: "on" }).success).toBe(false)
    expect(attendanceMarkSchema.safeParse({ ...mark, present: "true", userId: "x" }).success).toBe(false)
  })

  it("reads a ticked consent box as true and a missing one as false", () => {
    expect(phoneConsentSchema.parse({ projectId: id, sharePhone: "on" }).sharePhone).toBe(true)
    expect(phoneConsentSchema.parse({ projectId: id }).sharePhone).toBe(false)
  })

  it("takes a material or a track by id, nothing else", () => {
    expect(projectLearningTargetSchema.parse({ projectId: id, target: `track:${id}` }).target).toEqual({
      kind: "track",
      id,
    })
    expect(projectLearningTargetSchema.parse({ projectId: id, target: `material:${id}` }).target.kind).toBe("material")
    for (const target of [`post:${id}`, "track:", `track:${id}x`, id]) {
      expect(projectLearningTargetSchema.safeParse({ projectId: id, target }).success, target).toBe(false)
    }
  })
})
