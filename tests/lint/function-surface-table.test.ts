/**
 * The README's tables of the functions visitors and members may execute (issue #32) are
 * supabase/function-surface.json rendered by scripts/lib/function-surface-table.ts; this fails when
 * someone edits one without the other. Fix: `npm run db:surface-table`.
 * tests/integration/db-function-surface.test.ts compares the same JSON with the database.
 */
import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import {
  END_MARKER,
  formatFunctionSurfaceBlock,
  README_PATH,
  readmeBlock,
  readSurface,
  renderFunctionSurfaceTable,
  replaceReadmeBlock,
  START_MARKER,
  type FunctionSurface,
} from "@/scripts/lib/function-surface-table"

describe("README.md's function surface tables", () => {
  it("match supabase/function-surface.json (regenerate with npm run db:surface-table)", async () => {
    const readme = readFileSync(README_PATH, "utf8")
    expect(readmeBlock(readme)).toBe(await formatFunctionSurfaceBlock(readSurface()))
  })

  it("name every function of the JSON", () => {
    const surface = readSurface()
    const block = readmeBlock(readFileSync(README_PATH, "utf8"))
    const missing = [...surface.callable, ...surface.serverOnly]
      .map((f) => f.function)
      .filter((name) => !block.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })
})

describe("renderFunctionSurfaceTable", () => {
  const surface: FunctionSurface = {
    callable: [
      {
        function: "public.f(a text)",
        security: "invoker",
        roles: ["anon", "authenticated"],
        caller: "lib/data/x.ts (a | b)",
        checks: "RLS\ndecides",
      },
    ],
    serverOnly: [{ function: "public.g()", caller: "lib/mail/y.ts, service role" }],
  }

  it("renders one row per function, escaping pipes and joining lines", () => {
    const text = renderFunctionSurfaceTable(surface)
    expect(text).toContain(
      "| `public.f(a text)` | invoker | anon, authenticated | `lib/data/x.ts` (a \\| b) | RLS decides |"
    )
    expect(text).toContain("| `public.g()` | `lib/mail/y.ts`, service role |")
  })

  it("replaces only the text between the markers", () => {
    const readme = `# A\n\n${START_MARKER}\nold\n${END_MARKER}\n\n## B\n`
    expect(replaceReadmeBlock(readme, "new")).toBe(`# A\n\n${START_MARKER}\n\nnew\n\n${END_MARKER}\n\n## B\n`)
    expect(() => readmeBlock("# no markers")).toThrow(/function-surface:start/)
  })
})
