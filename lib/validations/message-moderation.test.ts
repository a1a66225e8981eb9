import { describe, expect, it } from "vitest"

import { resolveMessageReportSchema } from "./message-moderation"

const REPORT = "7f0c6c1e-2a4b-4c8d-9e10-1234567890ab"
const parse = (fields: Record<string, string>) => resolveMessageReportSchema.safeParse({ reportId: REPORT, ...fields })
const errors = (fields: Record<string, string>) => {
  const result = parse(fields)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe("resolveMessageReportSchema", () => {
  it("archives without a note and drops the days", () => {
    expect(parse({ action: "dismiss", days: "7", note: "" })).toEqual({
      success: true,
      data: { reportId: REPORT, action: "dismiss", days: null, note: "" },
    })
  })

  it("asks a sanction for its reason, which the member reads", () => {
    expect(errors({ action: "warn", note: "  " })).toEqual({
      note: "Escreva o motivo: ele vai no aviso que a associada recebe.",
    })
    expect(parse({ action: "warn", days: "7", note: " Ofensas. " }).data).toMatchObject({
      days: null,
      note: "Ofensas.",
    })
  })

  it("asks a mute or a suspension for 1 to 90 whole days", () => {
    for (const days of ["", "0", "91", "2.5", "dez"]) {
      expect(errors({ action: "mute", days, note: "Insistiu." })).toEqual({ days: "Informe de 1 a 90 dias." })
      expect(errors({ action: "suspend", days, note: "Golpe." })).toEqual({ days: "Informe de 1 a 90 dias." })
    }
    expect(parse({ action: "suspend", days: "90", note: "Golpe." }).data).toMatchObject({ days: 90 })
  })

  it("refuses an unknown decision, a malformed report and control characters", () => {
    expect(errors({ action: "ban", note: "x" })).toMatchObject({ action: "Escolha uma decisão." })
    expect(resolveMessageReportSchema.safeParse({ reportId: "1", action: "dismiss" }).success).toBe(false)
    expect(errors({ action: "warn", note: "Texto\u0000escondido" })).toEqual({
      note: "Remova os caracteres especiais do texto.",
    })
  })
})
