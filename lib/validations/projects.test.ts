import { describe, expect, it } from "vitest"

import { projectInputSchema, saoPauloLocalToIso } from "@/lib/validations/projects"

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
