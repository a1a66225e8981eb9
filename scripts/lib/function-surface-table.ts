/**
 * supabase/function-surface.json as the README's tables (issue #32): the functions visitors
 * (`anon`) and members (`authenticated`) may execute, with who calls them and what they check,
 * then the server's own. `npm run db:surface-table` writes them between the markers in README.md;
 * tests/lint/function-surface-table.test.ts fails when the README's block differs, and
 * tests/integration/db-function-surface.test.ts compares the same JSON with the database.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import * as prettier from "prettier"

export interface FunctionSurface {
  callable: Array<{
    function: string
    security: "definer" | "invoker"
    roles: Array<"anon" | "authenticated">
    caller: string
    checks: string
  }>
  serverOnly: Array<{ function: string; caller: string }>
}

export const ROOT = path.resolve(import.meta.dirname, "../..")
export const SURFACE_PATH = path.join(ROOT, "supabase/function-surface.json")
export const README_PATH = path.join(ROOT, "README.md")

export const START_MARKER = "<!-- function-surface:start -->"
export const END_MARKER = "<!-- function-surface:end -->"

export const readSurface = (file = SURFACE_PATH) => JSON.parse(readFileSync(file, "utf8")) as FunctionSurface

/** One table cell: one line, no unescaped pipe. */
const cell = (text: string) => text.replace(/\s+/g, " ").trim().replace(/\|/g, "\\|")

/** Repository paths (lib/data/x.ts, app/…) as code. */
const withCodePaths = (text: string) =>
  cell(text).replace(/(?<![`\w/.-])((?:app|lib|scripts|supabase|components)\/[\w./[\]()-]*\w)/g, "`$1`")

const code = (text: string) => `\`${cell(text)}\``

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n")

/** The block's Markdown before formatting (what goes between the markers). */
export function renderFunctionSurfaceTable(surface: FunctionSurface): string {
  const callable = table(
    ["function", "security", "who may execute", "called from", "what it checks"],
    surface.callable.map((f) => [
      code(f.function),
      f.security,
      f.roles.join(", "),
      withCodePaths(f.caller),
      withCodePaths(f.checks),
    ])
  )
  const serverOnly = table(
    ["function", "called from"],
    surface.serverOnly.map((f) => [code(f.function), withCodePaths(f.caller)])
  )
  return [
    callable,
    "Only the server (the service role) may execute these; neither `anon` nor `authenticated` has a grant:",
    serverOnly,
  ].join("\n\n")
}

/** The block as README.md holds it: rendered, then formatted with the repository's Prettier settings. */
export async function formatFunctionSurfaceBlock(surface: FunctionSurface): Promise<string> {
  const options = (await prettier.resolveConfig(README_PATH)) ?? {}
  const formatted = await prettier.format(renderFunctionSurfaceTable(surface), {
    ...options,
    // Markdown needs none of the project's plugins (prettier-plugin-tailwindcss is for class names).
    plugins: [],
    parser: "markdown",
    filepath: README_PATH,
  })
  return formatted.trimEnd()
}

/** The text between the markers (without them), or an error naming what is missing. */
export function readmeBlock(readme: string): string {
  const start = readme.indexOf(START_MARKER)
  const end = readme.indexOf(END_MARKER)
  if (start < 0 || end < start) throw new Error(`README.md: expected ${START_MARKER} … ${END_MARKER}`)
  return readme.slice(start + START_MARKER.length, end).trim()
}

/** README.md with the block between the markers replaced. */
export function replaceReadmeBlock(readme: string, block: string): string {
  readmeBlock(readme) // throws when the markers are missing
  const start = readme.indexOf(START_MARKER) + START_MARKER.length
  const end = readme.indexOf(END_MARKER)
  return `${readme.slice(0, start)}\n\n${block}\n\n${readme.slice(end)}`
}
