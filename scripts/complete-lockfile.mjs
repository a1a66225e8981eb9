#!/usr/bin/env node
// The npm registry mirror on our build machines serves only the linux builds of packages that
// ship one optional binary per platform, so `npm install` here writes a lockfile without the
// other platforms' entries, and `npm ci` then rejects it ("Missing: … from lock file").
// This adds those entries back, marked optional with their os/cpu (as npm writes them on a full
// registry), so `npm ci` skips them on linux and still resolves them on a laptop.
// Run after `npm install <pkg>`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs"

const LOCK = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, "utf8"))
const packages = lock.packages

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openharmony", "sunos", "aix", "netbsd", "openbsd"]
const CPU = [
  ["arm64", "arm64"],
  ["aarch64", "arm64"],
  ["x64", "x64"],
  ["ia32", "ia32"],
  ["loong64", "loong64"],
  ["ppc64", "ppc64"],
  ["riscv64", "riscv64"],
  ["s390x", "s390x"],
  ["wasm32", "wasm32"],
  ["arm", "arm"],
]

function platformOf(name) {
  const tail = name.split("/").pop()
  const os = OS.find((candidate) => tail.includes(`-${candidate}`) || tail.startsWith(`${candidate}-`))
  const cpu = CPU.find(([token]) => new RegExp(`(^|-)${token}(-|$)`).test(tail))?.[1]
  return { os, cpu }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${dependency}` : `node_modules/${dependency}`
    const hoisted = `node_modules/${dependency}`
    if (packages[base] || packages[hoisted]) continue
    const { os, cpu } = platformOf(dependency)
    if (!os && !cpu) continue
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
    }
    added++
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b)))
)
lock.packages = sorted
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? "y" : "ies"}`)
