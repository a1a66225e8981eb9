import { describe, expect, it } from "vitest"

// The helpers live in plain .mjs scripts (run by node without a build step), so they carry no
// types: describe the part under test here.
interface Shared {
  formatTable(rows: (string | number)[][]): string
}

const modulePath = "./shared.mjs"
const cb = (await import(/* @vite-ignore */ modulePath)) as Shared

describe("formatTable", () => {
  it("pads the first column right and the others left", () => {
    expect(
      cb.formatTable([
        ["route", "KB"],
        ["/", 1.5],
        ["/long", 120],
      ])
    ).toBe(["route   KB", "-----  ---", "/      1.5", "/long  120"].join("\n"))
  })
})
