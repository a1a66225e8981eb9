import { describe, expect, it } from "vitest"

import { projectInputSchema, projectSessionInputSchema, saoPauloLocalToIso } from "@/lib/validations/projects"

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
