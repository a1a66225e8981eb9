import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { appCallShapes, documentedShapes } from "./inventory"

// Keeps tests/contract/README.md true: every supabase-js call shape the app makes has a row naming
// the contract test behind it, and every row still matches something the app does.
const README = fs.readFileSync(path.join(import.meta.dirname, "README.md"), "utf8")
const documented = documentedShapes(README)
const found = appCallShapes()

describe("the contract inventory (tests/contract/README.md)", () => {
  it("finds the app's calls (a parser that finds nothing would pass everything)", () => {
    for (const shape of ["rest.select", "rpc", "auth.getClaims", "storage.upload", "realtime.postgres_changes"])
      expect(found.has(shape), shape).toBe(true)
  })

  it("lists every call shape the app makes", () => {
    const missing = [...found.keys()].filter((shape) => !documented.has(shape))
    expect(
      missing.map((shape) => `${shape} (${[...found.get(shape)!].join(", ")})`),
      "add a row and a contract test"
    ).toEqual([])
  })

  it("lists nothing the app no longer makes", () => {
    expect([...documented.keys()].filter((shape) => !found.has(shape))).toEqual([])
  })

  it("names contract test files that exist", () => {
    for (const [shape, row] of documented) {
      const files = [...row.matchAll(/`([\w.-]+\.contract\.test\.ts)`/g)].map((match) => match[1]!)
      expect(files.length, shape).toBeGreaterThan(0)
      for (const file of files)
        expect(fs.existsSync(path.join(import.meta.dirname, file)), `${shape}: ${file}`).toBe(true)
    }
  })
})
