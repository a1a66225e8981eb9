import { describe, expect, it } from "vitest"

import { ambassadorCodeSchema, bulkStatusSchema, formatCents, toLedgerFilter } from "@/lib/validations/ambassadors"

const ID = "00000000-0000-4000-a000-000000000004"

describe("toLedgerFilter", () => {
  it("turns the period into Brasília-day bounds and keeps a valid state", () => {
    expect(toLedgerFilter({ status: "approved", de: "2026-11-01", ate: "2026-11-30", embaixadora: ID })).toEqual({
      status: "approved",
      from: "2026-11-01T03:00:00.000Z",
      to: "2026-12-01T03:00:00.000Z",
      ambassador: ID,
    })
  })

  it("drops unusable parameters instead of failing", () => {
    expect(toLedgerFilter({ status: "hacked", de: "ontem", ate: ["x"], embaixadora: "1" })).toEqual({
      status: undefined,
      from: undefined,
      to: undefined,
      ambassador: undefined,
    })
  })
})

describe("bulkStatusSchema", () => {
  it("takes one step for a non-empty selection of ids", () => {
    expect(bulkStatusSchema.safeParse({ status: "paid", ids: [ID] }).success).toBe(true)
    expect(bulkStatusSchema.safeParse({ status: "pending", ids: [ID] }).success).toBe(false)
    expect(bulkStatusSchema.safeParse({ status: "approved", ids: [] }).success).toBe(false)
    expect(bulkStatusSchema.safeParse({ status: "approved", ids: ["1; drop"] }).success).toBe(false)
  })
})

describe("ambassadorCodeSchema", () => {
  it("lower-cases readable codes and refuses accents and spaces", () => {
    expect(ambassadorCodeSchema.parse({ userId: ID, code: " Joana-VIP " }).code).toBe("joana-vip")
    expect(ambassadorCodeSchema.safeParse({ userId: ID, code: "joão 1" }).success).toBe(false)
  })
})

describe("formatCents", () => {
  it("shows integer centavos as reais", () => {
    expect(formatCents(1250)).toBe("R$\u00a012,50")
  })
})
