/**
 * Prints supabase/function-surface.json as the README's tables; with --write, replaces the block
 * between `<!-- function-surface:start -->` and `<!-- function-surface:end -->` in README.md.
 *
 *   node --import tsx scripts/function-surface-table.ts [--write]    (npm run db:surface-table)
 */
import { readFileSync, writeFileSync } from "node:fs"

import { formatFunctionSurfaceBlock, README_PATH, readSurface, replaceReadmeBlock } from "./lib/function-surface-table"

const block = await formatFunctionSurfaceBlock(readSurface())

if (process.argv.includes("--write")) {
  const readme = readFileSync(README_PATH, "utf8")
  const next = replaceReadmeBlock(readme, block)
  if (next === readme) {
    console.log("README.md: function surface tables already up to date")
  } else {
    writeFileSync(README_PATH, next)
    console.log("README.md: function surface tables rewritten")
  }
} else {
  process.stdout.write(`${block}\n`)
}
