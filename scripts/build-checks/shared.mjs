// What the build checks share: where the build is, read-only access to it, and the report format.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

export const ROOT = path.resolve(import.meta.dirname, "../..")
export const DIST = path.join(ROOT, ".next")

export const kb = (bytes) => (bytes / 1024).toFixed(1)

/** Fixed-width text table; the first row is the header. */
export function formatTable(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => String(row[i]).length))) ?? []
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join("  ")
  return [line(rows[0] ?? []), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n")
}

/** Every file under dir (recursive); files that vanish mid-walk (a running server's cache) are skipped. */
export function walk(dir) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch (error) {
    if (error.code === "ENOENT") return []
    throw error
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return entry.isFile() ? [full] : []
  })
}

export function readIfPresent(file) {
  try {
    return readFileSync(file)
  } catch (error) {
    if (error.code === "ENOENT") return undefined
    throw error
  }
}

export const readJson = (file) => JSON.parse(readFileSync(file, "utf8"))
export const rel = (file) => path.relative(ROOT, file)
