import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { describe, expect, it } from "vitest"

// A migration that production has applied is never edited: the hosted database would keep the
// old text while every fresh database (tests, a new project) runs the new one. The checksums of
// the released migrations live in supabase/migrations/applied.sha256 (`sha256sum` format, so
// `cd supabase/migrations && sha256sum -c applied.sha256` checks them too); a change goes in a
// new migration instead. When a migration is released, append its line:
// `sha256sum <file> >> applied.sha256`.

const dir = path.resolve(import.meta.dirname, "../../supabase/migrations")
const LINE = /^([0-9a-f]{64}) [ *]([^/\s]+\.sql)$/

const listed = readFileSync(path.join(dir, "applied.sha256"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => {
    const match = LINE.exec(line)
    if (!match) throw new Error(`applied.sha256: not a sha256sum line: ${line}`)
    return { sha256: match[1]!, file: match[2]! }
  })

const sha256 = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(dir, file)))
    .digest("hex")

describe("released migrations (supabase/migrations/applied.sha256)", () => {
  it("lists migrations, each once, in the order they run", () => {
    const files = listed.map((l) => l.file)
    expect(files.length).toBeGreaterThan(0)
    expect(new Set(files).size).toBe(files.length)
    expect(files).toEqual([...files].sort())
    expect(files.filter((f) => !/^\d+_.+\.sql$/.test(f))).toEqual([])
  })

  it.each(listed.map((l) => [l.file, l.sha256] as const))("%s is unchanged", (file, expected) => {
    expect(existsSync(path.join(dir, file)), `${file} was deleted or renamed`).toBe(true)
    expect(sha256(file), `${file} changed after release: put the change in a new migration`).toBe(expected)
  })

  it("adds new migrations after the released ones", () => {
    // The hosted database has applied up to the last released version; a new file that sorts
    // before it would look like history and could be skipped or run out of order.
    const last = listed.at(-1)!.file
    const released = new Set(listed.map((l) => l.file))
    const misplaced = readdirSync(dir)
      .filter((f) => /^\d+_.+\.sql$/.test(f) && !released.has(f))
      .filter((f) => f < last)
    expect(misplaced).toEqual([])
  })
})
