// Gate: no secret reaches the browser. No service-role key, JWT secret, MailRelay key, SMTP password
// (or cron / Turnstile / notification-link secret, VAPID private key) in any client bundle (.next/static/**) or prerendered HTML / RSC payload
// (.next/server/app/**).
import { readFileSync } from "node:fs"
import path from "node:path"

import { localVapidKeysFile } from "../lib/local-vapid.mjs"
import { DIST, kb, readIfPresent, rel, ROOT, walk } from "./shared.mjs"

/** Env vars whose non-empty values must never reach the browser. */
export const SECRET_ENV_VARS = [
  "SUPABASE_SERVICE_ROLE_KEY",
  "MAILRELAY_API_KEY",
  "CRON_SECRET",
  "TURNSTILE_SECRET_KEY",
  // SMTP_URL carries the password too (smtp://user:password@host).
  "SMTP_PASSWORD",
  "SMTP_URL",
  "NOTIFICATION_TOKEN_SECRET",
  // Signs every push message (issue #41); the public key of the pair is meant for the browser.
  "VAPID_PRIVATE_KEY",
]
/** Names that have no business in a client bundle: a hit means server code was bundled for the browser. */
export const SUSPICIOUS_CLIENT_NAMES = ["SUPABASE_SERVICE_ROLE_KEY", "serviceRoleKey"]
/** Shorter env values would match by chance; they are reported and skipped. */
export const MIN_SECRET_LENGTH = 8

/**
 * The string literal assigned to `name` in source text: `const NAME = "..."` (optionally typed,
 * value on the next line) or an object property `name: "..."`. Escapes are left as written.
 */
export function extractStringConstant(source, name) {
  const match = new RegExp(String.raw`\b${name}\b\s*(?:(?::[^=\n]+)?=|:)\s*(["'\x60])((?:(?!\1)[^\\\n]|\\.)*)\1`).exec(
    source
  )
  return match ? match[2] : undefined
}

/** The forms a value can take inside HTML, JSON / RSC payloads or URLs, deduplicated. */
export function secretVariants(value) {
  const html = value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
  return [...new Set([value, JSON.stringify(value).slice(1, -1), html, encodeURIComponent(value)])]
}

/**
 * Secrets to look for, from named sources, with equal values merged and too-short values
 * skipped. Returns { secrets: [{ name, value }], skipped: [name] }.
 */
export function collectSecrets(sources, minLength = MIN_SECRET_LENGTH) {
  const byValue = new Map()
  const skipped = []
  for (const { name, value } of sources) {
    if (!value) continue
    if (value.length < minLength) {
      skipped.push(name)
      continue
    }
    const names = byValue.get(value) ?? []
    if (!names.includes(name)) names.push(name)
    byValue.set(value, names)
  }
  return { secrets: [...byValue].map(([value, names]) => ({ name: names.join(" = "), value })), skipped }
}

/** Names of the needles found in a file's bytes. Needles: [{ name, value }]. */
export function findNeedles(bytes, needles) {
  const hits = []
  for (const { name, value } of needles) {
    if (secretVariants(value).some((variant) => bytes.includes(Buffer.from(variant, "utf8")))) hits.push(name)
  }
  return hits
}

/** Prerendered pages and payloads: HTML, RSC (incl. per-segment prefetch files), route bodies and their .meta. */
const isPrerenderOutput = (file) =>
  /\.(html|rsc|body|meta)$/.test(file) || file.split(path.sep).some((part) => part.endsWith(".segments"))

/**
 * The development VAPID private key a local build was given (scripts/lib/local-vapid.mjs keeps it
 * beside the local backend's data), when there is one: the check runs without the build's env.
 */
function localVapidPrivateKey() {
  const file = localVapidKeysFile(process.env.LOCAL_SUPABASE_DATA_DIR || path.join(ROOT, ".data/local-supabase"))
  const text = file && readIfPresent(file)
  if (!text) return []
  try {
    const value = JSON.parse(text.toString("utf8")).privateKey
    return typeof value === "string" ? [{ name: `local VAPID private key (${rel(file)})`, value }] : []
  } catch {
    return []
  }
}

export function checkSecrets() {
  console.log("== secrets in client bundles and prerendered output")
  const configText = readFileSync(path.join(ROOT, "supabase/local/config.ts"), "utf8")
  const standInText = readFileSync(path.join(ROOT, "tests/stand-ins/mailrelay.ts"), "utf8")
  const smtpStandInText = readFileSync(path.join(ROOT, "tests/stand-ins/smtp.ts"), "utf8")
  const fixed = [
    {
      name: "LOCAL_SERVICE_ROLE_KEY (supabase/local/config.ts)",
      value: extractStringConstant(configText, "LOCAL_SERVICE_ROLE_KEY"),
    },
    {
      name: "LOCAL_JWT_SECRET (supabase/local/config.ts)",
      value: extractStringConstant(configText, "LOCAL_JWT_SECRET"),
    },
    {
      name: "MailRelay stand-in key (tests/stand-ins/mailrelay.ts)",
      value: extractStringConstant(standInText, "apiKey"),
    },
    {
      name: "SMTP stand-in password (tests/stand-ins/smtp.ts)",
      value: extractStringConstant(smtpStandInText, "password"),
    },
  ]
  const missing = fixed.filter((source) => !source.value)
  if (missing.length) {
    console.error(
      `✗ could not read ${missing.map((source) => source.name).join(", ")}: update scripts/build-checks/secrets.mjs`
    )
    return false
  }
  const fromEnv = SECRET_ENV_VARS.map((name) => ({ name: `$${name}`, value: process.env[name]?.trim() }))
  const { secrets, skipped } = collectSecrets([...fixed, ...fromEnv, ...localVapidPrivateKey()])
  const envSet = fromEnv.filter((source) => source.value).map((source) => source.name)
  console.log(`looking for ${secrets.length} secret value(s); env vars set: ${envSet.join(", ") || "none"}`)
  for (const name of skipped)
    console.warn(`! ${name} is shorter than ${MIN_SECRET_LENGTH} characters: not searched (too many false hits)`)

  const groups = [
    { label: "client bundles (.next/static)", files: walk(path.join(DIST, "static")), names: true },
    {
      label: "prerendered app output (.next/server/app)",
      files: walk(path.join(DIST, "server/app")).filter(isPrerenderOutput),
    },
    {
      label: "prerendered pages (.next/server/pages)",
      files: walk(path.join(DIST, "server/pages")).filter(isPrerenderOutput),
    },
    // Written by the server while it serves (not by the build); scanned when present, as it is served to browsers.
    {
      label: "runtime route cache (.next/server/route-cache)",
      files: walk(path.join(DIST, "server/route-cache")).filter(isPrerenderOutput),
    },
  ]
  const suspicious = SUSPICIOUS_CLIENT_NAMES.map((name) => ({ name: `name "${name}"`, value: name }))
  const failures = []
  for (const group of groups) {
    let files = 0
    let bytes = 0
    for (const file of group.files) {
      const content = readIfPresent(file)
      if (!content) continue
      files += 1
      bytes += content.length
      for (const name of findNeedles(content, secrets)) failures.push(`${rel(file)}: contains ${name}`)
      if (group.names)
        for (const name of findNeedles(content, suspicious))
          failures.push(`${rel(file)}: contains the ${name} (server code in a client bundle?)`)
    }
    if (files || !group.label.startsWith("runtime"))
      console.log(`scanned ${group.label}: ${files} files, ${kb(bytes)} KB`)
  }
  if (groups[0]?.files.length === 0 || groups[1]?.files.length === 0) {
    failures.push("nothing to scan: run `next build` first")
  }
  for (const failure of failures) console.error(`✗ ${failure}`)
  if (!failures.length) console.log("✓ no secrets found")
  return failures.length === 0
}
