// @ts-check
// The Content-Security-Policy, in plain JavaScript: next.config.ts, the production server
// (server.mjs) and the build check (scripts/check-build.mjs) all read it, and the last two run
// in Node without a build step. Types: csp.d.mts.
import { createHash } from "node:crypto"

import { KNOWN_INLINE_SCRIPTS } from "./known-inline-scripts.mjs"

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com"

/**
 * The only origins a page may frame: the privacy-enhanced video players of /aprender (issue #36;
 * lib/learning/video.ts builds their addresses) and Turnstile's challenge, which renders in a frame.
 * Any other frame, e.g. one smuggled into a post's or a material's HTML, is blocked by the browser.
 */
export const FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com", TURNSTILE_ORIGIN]

/** Directives of every response (next.config.ts); server.mjs adds script-src per response. */
export const BASE_DIRECTIVES = [
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  `frame-src ${FRAME_ORIGINS.join(" ")}`,
  // The installable app (issue #41): its service worker (/sw.js) and manifest come from this origin
  // only. Without these lines both would fall back to script-src and to anything, respectively.
  "worker-src 'self'",
  "manifest-src 'self'",
]

export { KNOWN_INLINE_SCRIPTS }

/** `'sha256-…'`: the CSP source that allows exactly this inline script text. */
export function hashSource(script) {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const CLASSIC_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/**
 * The text of every inline script a browser would run: no src, and no data-block type (JSON-LD,
 * the client copy of next-themes' script). The parser turns CR LF into LF before hashing.
 * @param {string} html
 */
export function executableInlineScripts(html) {
  const scripts = []
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase()
    if (CLASSIC_TYPES.has(value)) scripts.push(text.replace(/\r\n?/g, "\n"))
  }
  return scripts
}

/**
 * Inline scripts whose content varies with the page but whose form is fixed: a known function
 * called with JSON data only, which JSON.parse proves (data cannot run). Anything else in a page,
 * such as a <script> smuggled into a post's HTML, matches none of them.
 * @type {readonly { prefix: string, suffix: string, data: (json: unknown) => boolean }[]}
 */
const FRAMEWORK_CALLS = [
  // The RSC payload: rows of [type, string] (or [2, form state]) pushed to Next's buffer.
  { prefix: "self.__next_f.push(", suffix: ")", data: (row) => Array.isArray(row) && typeof row[0] === "number" },
  { prefix: "(self.__next_f=self.__next_f||[]).push(", suffix: ")", data: (row) => Array.isArray(row) },
  // Turbopack's chunk-group bootstrap: which chunks and runtime modules the page needs.
  {
    prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
    suffix: ");",
    data: (group) => typeof group === "object" && group !== null && !Array.isArray(group),
  },
]

/** Parses text as JSON; undefined when it is not JSON. */
function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isFrameworkCall(script) {
  return FRAMEWORK_CALLS.some(({ prefix, suffix, data }) => {
    if (!script.startsWith(prefix) || !script.endsWith(suffix)) return false
    const json = parseJson(script.slice(prefix.length, script.length - suffix.length))
    return json !== undefined && data(json)
  })
}

// React's streaming instructions, e.g. $RC("B:0","S:0"): a $R function called with strings.
const REACT_INSTRUCTION = /;?\$R[A-Z]{1,2}\(((?:"(?:[^"\\]|\\.)*"|null)(?:,(?:"(?:[^"\\]|\\.)*"|null))*)\);?$/

/**
 * Splits React's trailing instruction calls off a script, each checked to carry data only, and
 * returns what precedes them: React's runtime definitions, or "" when the script is only calls.
 * Undefined when the script ends in no instruction.
 */
function withoutReactInstructions(script) {
  let rest = script
  let calls = 0
  for (let match = REACT_INSTRUCTION.exec(rest); match; match = REACT_INSTRUCTION.exec(rest)) {
    if (!Array.isArray(parseJson(`[${match[1]}]`))) return undefined
    rest = rest.slice(0, match.index)
    calls += 1
  }
  return calls > 0 ? rest : undefined
}

const knownHashes = new Set(KNOWN_INLINE_SCRIPTS.map((script) => script.hash))

/** Whether an inline script of a prerendered page is the framework's own. */
export function isAllowedInline(script, hash = hashSource(script)) {
  if (knownHashes.has(hash) || isFrameworkCall(script)) return true
  const runtime = withoutReactInstructions(script)
  return runtime !== undefined && (runtime === "" || knownHashes.has(hashSource(runtime)))
}

/**
 * The hash sources that let a prerendered page's own inline scripts run, and the scripts left
 * out (neither a framework call nor a known constant: blocked by the browser).
 * @param {string} html
 */
export function inlineScriptSources(html) {
  const allowed = new Set()
  const refused = []
  for (const script of executableInlineScripts(html)) {
    const hash = hashSource(script)
    if (isAllowedInline(script, hash)) allowed.add(hash)
    else refused.push({ hash, start: script.slice(0, 80) })
  }
  return { sources: [...allowed], refused }
}

/**
 * The script-src directive. Scripts load from this origin; inline ones run only by a request
 * nonce (pages rendered per request) or by hash (prerendered pages), never 'unsafe-inline'.
 * @param {{ nonce?: string, hashes?: readonly string[], captcha?: boolean }} options
 */
export function scriptSrc({ nonce, hashes = [], captcha = false }) {
  const sources = new Set(["'self'"])
  if (nonce)
    for (const source of [`'nonce-${nonce}'`, ...KNOWN_INLINE_SCRIPTS.map((script) => script.hash)]) sources.add(source)
  for (const hash of hashes) sources.add(hash)
  if (captcha) sources.add(TURNSTILE_ORIGIN)
  return `script-src ${[...sources].join(" ")}`
}

/** The base policy (BASE_DIRECTIVES unless one is given) with its script-src set to `directive`. */
export function withScriptSrc(basePolicy, directive) {
  const kept = (basePolicy ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !/^script-src(?:\s|$)/i.test(part))
  return [...(kept.length ? kept : BASE_DIRECTIVES), directive].join("; ")
}
