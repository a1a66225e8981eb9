import { afterEach, describe, expect, it, vi } from "vitest"
import { z } from "zod"

import { failed } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"

const refusal = (code: string, hint: string | null = null) => ({ code, message: "boom", hint, details: null })

describe("databaseFailure", () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  afterEach(() => error.mockClear())

  const failures = {
    codes: { "42501": failed("Sem permissão.", { code: "forbidden" }), not_found: "Não encontrado." },
    read: (e: { hint?: string | null }) => (e.hint === "closed" ? "Fechado." : null),
    otherwise: "Tente novamente.",
  }

  it("answers an expected refusal by code, without logging it", () => {
    expect(databaseFailure("t", refusal("42501"), failures)).toEqual({
      status: "error",
      message: "Sem permissão.",
      code: "forbidden",
    })
    expect(error).not.toHaveBeenCalled()
  })

  it("reads PT404 and P0002 as not_found, and a hint before the code", () => {
    expect(databaseFailure("t", refusal("PT404"), failures).message).toBe("Não encontrado.")
    expect(databaseFailure("t", refusal("P0002"), failures).message).toBe("Não encontrado.")
    expect(databaseFailure("t", refusal("42501", "closed"), failures).message).toBe("Fechado.")
  })

  it("logs an unexpected error with its scope and answers the generic text, with the extra", () => {
    const answer = databaseFailure("area.save", refusal("XX000"), failures, { values: { name: "Ana" } })
    expect(answer).toEqual({ status: "error", message: "Tente novamente.", values: { name: "Ana" } })
    expect(error).toHaveBeenCalledWith("[area.save]", expect.objectContaining({ code: "XX000" }))
  })
})

describe("runForm", () => {
  const schema = z.object({ name: z.string().min(2, "Nome curto.") })
  const form = (name: string) => {
    const data = new FormData()
    data.set("name", name)
    return data
  }

  it("answers bad input with every field error before asking who is calling", async () => {
    const viewer = vi.fn(async () => ({ id: "u" }))
    const answer = await runForm(form("A"), { schema, keep: ["name"], viewer }, async () => failed("nunca"))
    expect(answer).toMatchObject({ status: "error", code: "invalid", message: "Nome curto.", values: { name: "A" } })
    expect(viewer).not.toHaveBeenCalled()
  })

  it("passes a refused viewer's answer through and runs the body otherwise", async () => {
    const signedOut = failed("Entre.", { code: "unauthenticated" })
    const refused = await runForm(form("Ana"), { schema, viewer: async () => signedOut }, async () => failed("nunca"))
    expect(refused).toBe(signedOut)
    const ran = await runForm(form("Ana"), { schema, viewer: async () => ({ id: "u" }) }, async (input, who) =>
      failed(`${input.name}/${who.id}`)
    )
    expect(ran.status === "error" && ran.message).toBe("Ana/u")
  })

  it("uses the action's own answer to bad input when it has one", async () => {
    const answer = await runForm(
      form(""),
      { schema, viewer: async () => ({}), invalid: () => failed("Registro inválido.", { code: "invalid" }) },
      async () => failed("nunca")
    )
    expect(answer).toEqual({ status: "error", message: "Registro inválido.", code: "invalid" })
  })
})
