import { describe, expect, it } from "vitest"

import { formFields, safeValues } from "./action-state"

function form(entries: [string, string | Blob][]) {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}

describe("formFields", () => {
  it("keeps the first string value of each field and drops files", () => {
    const data = form([
      ["email", "a@b.co"],
      ["email", "other@b.co"],
      ["avatar", new Blob(["x"])],
    ])
    expect(formFields(data)).toEqual({ email: "a@b.co" })
  })

  it.each([[null], [undefined], ["texto"], [42], [{ email: "a@b.co" }], [["email", "a@b.co"]]])(
    "treats %j (an action called directly with anything but a form) as an empty form",
    (value) => {
      expect(formFields(value)).toEqual({})
    }
  )
})

describe("safeValues", () => {
  it("echoes only the listed keys, cut to 500 characters", () => {
    const data = form([
      ["name", "n".repeat(600)],
      ["password", "segredo"],
    ])
    expect(safeValues(data, ["name"])).toEqual({ name: "n".repeat(500) })
  })

  it("echoes nothing from something that is not a form", () => {
    expect(safeValues({ name: "x" }, ["name"])).toEqual({})
  })
})
