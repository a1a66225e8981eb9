// @ts-check
// The script-src part of the Content-Security-Policy, decided per response by the production
// server (server.mjs). Pages Next renders per request get a fresh nonce, which Next and React
// stamp on their inline scripts. Prerendered pages (served from Next's cache, the same bytes for
// everyone) cannot carry a nonce: their own inline scripts are allowed by hash instead, read from
// the finished HTML, so they stay static and cached. Types: script-policy.d.mts.
import { randomBytes } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { inlineScriptSources, scriptSrc, withScriptSrc } from "./csp.mjs"

const CSP = "content-security-policy"

/**
 * Hash sources for the inline scripts of the build's static shells (pages prerendered in part,
 * whose dynamic rest streams per request with the nonce): the shell's own scripts, React's and
 * next-themes', were written at build time without one.
 * @param {string} distDir the build's directory (.next)
 */
export function staticShellSources(distDir) {
  const sources = new Set()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith(".meta") && "postponed" in JSON.parse(readFileSync(file, "utf8"))) {
        const html = readFileSync(file.replace(/\.meta$/, ".html"), "utf8")
        for (const source of inlineScriptSources(html).sources) sources.add(source)
      }
    }
  }
  walk(path.join(distDir, "server/app"))
  return [...sources]
}

/** Bounded memo of prerendered pages' script-src, by ETag: each version of a page is read once. */
const byEtag = new Map()
const MEMO_LIMIT = 1000

function prerenderedScriptSrc(html, etag) {
  const memo = etag && byEtag.get(etag)
  if (memo) return memo
  const { sources, refused } = inlineScriptSources(html)
  for (const script of refused)
    console.warn(`[csp] inline script left out of the policy (${script.hash}): ${JSON.stringify(script.start)}`)
  const directive = scriptSrc({ hashes: sources })
  if (etag) {
    if (byEtag.size >= MEMO_LIMIT) byEtag.clear()
    byEtag.set(etag, directive)
  }
  return directive
}

/** A prerendered page: HTML that Next answered from its cache (HIT, STALE) or just stored (MISS). */
function isPrerenderedHtml(res) {
  const type = String(res.getHeader("content-type") ?? "")
  return type.startsWith("text/html") && res.getHeader("x-nextjs-cache") !== undefined
}

/**
 * Puts the script policy on one request and its response. Before Next handles the request: the
 * request carries the policy with a fresh nonce (Next reads it there). When Next starts the
 * response: a page rendered now streams on with that policy; a prerendered page is held until its
 * end, then sent with its own hashes instead of the nonce.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ shellSources: readonly string[], captcha: boolean }} options
 */
export function applyScriptPolicy(req, res, { shellSources, captcha }) {
  const nonce = randomBytes(16).toString("base64")
  const perRequest = scriptSrc({ nonce, hashes: shellSources, captcha })
  // Replaces whatever the client sent: only this server decides the nonce.
  req.headers[CSP] = withScriptSrc(undefined, perRequest)

  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** @type {"stream" | "hold" | undefined} */
  let mode
  /** @type {[number] | [number, string] | undefined} */
  let heldHead
  /** @type {Buffer[]} */
  const held = []

  const setPolicy = (directive) => res.setHeader(CSP, withScriptSrc(String(res.getHeader(CSP) ?? ""), directive))
  const decide = () => {
    if (mode) return mode
    mode = res.statusCode !== 304 && isPrerenderedHtml(res) ? "hold" : "stream"
    // A 304 revalidates the copy the browser holds, whose policy came with its body: headers of the
    // 304 would replace that policy, so it carries none.
    if (res.statusCode === 304) res.removeHeader(CSP)
    else if (mode === "stream") setPolicy(perRequest)
    // Streaming needs nothing more from these wrappers: later calls go straight to the layers below.
    if (mode === "stream") Object.assign(res, original)
    return mode
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
  const callbackOf = (...args) => args.find((arg) => typeof arg === "function")

  res.writeHead = function (statusCode, ...rest) {
    // Headers given here (an object, after an optional status message) join the ones already set.
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg))
    if (headers)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    const message = typeof rest[0] === "string" ? rest[0] : undefined
    res.statusCode = statusCode
    if (decide() === "hold") {
      heldHead = message === undefined ? [statusCode] : [statusCode, message]
      return res
    }
    return message === undefined
      ? original.writeHead.call(res, statusCode)
      : original.writeHead.call(res, statusCode, message)
  }
  res.flushHeaders = function () {
    if (decide() === "stream") original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === "stream") return original.write.call(res, chunk, encoding, callback)
    if (chunk != null) held.push(toBuffer(chunk, encoding))
    const done = callbackOf(encoding, callback)
    if (done) process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === "stream") return original.end.call(res, chunk, encoding, callback)
    if (chunk != null && typeof chunk !== "function") held.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(held)
    // A HEAD request has no body to read, and none that could run.
    if (body.length === 0) setPolicy(scriptSrc({}))
    else {
      setPolicy(prerenderedScriptSrc(body.toString("utf8"), String(res.getHeader("etag") ?? "")))
      if (res.hasHeader("content-length")) res.setHeader("content-length", body.length)
    }
    // The layers below (compression) call res.writeHead themselves: hand the methods back first.
    Object.assign(res, original)
    if (heldHead) res.writeHead(...heldHead)
    return res.end(body, callbackOf(chunk, encoding, callback))
  }
}
