import { describe, expect, it } from "vitest"

import { handleProblem, isValidHandle, normalizeHandleInput } from "./handle"

describe("member handles", () => {
  it.each(["ana", "ana-lucia", "doces-da-ju-2026", "a1b", "x".repeat(30)])("accepts %s", (handle) => {
    expect(isValidHandle(handle)).toBe(true)
    expect(handleProblem(handle)).toBeNull()
  })

  it.each([
    ["ab", "pelo menos 3"],
    ["x".repeat(31), "no máximo 30"],
    ["ana.lucia", "letras sem acento"],
    ["Ana", "letras sem acento"],
    ["-ana", "hífen"],
    ["ana-", "hífen"],
    ["ana--lucia", "dois hífens"],
    ["admin", "reservado"],
    ["associadas", "reservado"],
    ["mensagens", "reservado"],
  ])("refuses %s (%s)", (handle, message) => {
    expect(handleProblem(handle)).toContain(message)
  })

  it("keeps the route's shape check apart from reserved words", () => {
    expect(isValidHandle("admin")).toBe(true)
    expect(isValidHandle("-membro")).toBe(false)
    expect(isValidHandle("-lista")).toBe(false)
    expect(isValidHandle("%ff")).toBe(false)
  })

  it("reads what people type", () => {
    expect(normalizeHandleInput("  @Ana-Lúcia ")).toBe("ana-lucia")
    expect(normalizeHandleInput("ÇÃO")).toBe("cao")
  })
})
