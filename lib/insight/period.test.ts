import { describe, expect, it } from "vitest"

import { bucketFor, resolvePeriod } from "./period"

// 15:00 UTC = 12:00 in São Paulo, on 28/11/2026.
const NOW = new Date("2026-11-28T15:00:00Z")

describe("resolvePeriod", () => {
  it("defaults to the last 30 São Paulo days, by day", () => {
    const period = resolvePeriod({}, NOW)
    expect(period).toMatchObject({ key: "30d", fromDay: "2026-10-30", toDay: "2026-11-28", bucket: "day" })
    expect(period.from).toBe("2026-10-30T03:00:00.000Z")
    expect(period.to).toBe("2026-11-29T03:00:00.000Z")
    expect(period.error).toBeUndefined()
  })

  it("knows each preset", () => {
    expect(resolvePeriod({ periodo: "7d" }, NOW)).toMatchObject({ fromDay: "2026-11-22", bucket: "day" })
    expect(resolvePeriod({ periodo: "90d" }, NOW)).toMatchObject({ fromDay: "2026-08-31", bucket: "week" })
    expect(resolvePeriod({ periodo: "12m" }, NOW)).toMatchObject({ fromDay: "2025-12-01", bucket: "month" })
  })

  it("takes a custom period, both days included, with a bucket by length", () => {
    const period = resolvePeriod({ periodo: "personalizado", de: "2026-01-01", ate: "2026-03-31" }, NOW)
    expect(period).toMatchObject({ key: "personalizado", bucket: "week", label: "01/01/2026 a 31/03/2026" })
    expect(period.query).toBe("periodo=personalizado&de=2026-01-01&ate=2026-03-31")
    expect(bucketFor(31)).toBe("day")
    expect(bucketFor(400)).toBe("month")
  })

  it.each([
    [{ periodo: "semana" }, "Período desconhecido"],
    [{ periodo: "personalizado" }, "Informe a data inicial e a data final."],
    [{ periodo: "personalizado", de: "2026-02-30", ate: "2026-03-01" }, "A data inicial não é uma data válida."],
    [{ periodo: "personalizado", de: "2026-02-01", ate: "ontem" }, "A data final não é uma data válida."],
    [{ periodo: "personalizado", de: "2026-03-01", ate: "2026-02-01" }, "A data final deve ser igual ou posterior"],
    [{ periodo: "personalizado", de: "2020-01-01", ate: "2026-01-01" }, "no máximo 3 anos"],
    [{ periodo: "personalizado", de: "2027-01-01", ate: "2027-02-01" }, "não pode estar no futuro"],
  ])("answers %j with the default and a pt-BR message", (params, message) => {
    const period = resolvePeriod(params, NOW)
    expect(period.key).toBe("30d")
    expect(period.error).toContain(message)
  })
})
