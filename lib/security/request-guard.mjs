// @ts-check
// What the production server (server.mjs) checks before Next sees a request, in plain JavaScript
// like the script policy beside it. Next 16 answers these client faults with a 500:
// - a path it cannot percent-decode: its router throws and has no 400 page to render;
// - a server action body over serverActions.bodySizeLimit: an error with statusCode 413 that the
//   action handler turns into a 500 (a TODO in next/dist/server/app-render/action-handler.js);
// - an action body that does not parse (truncated multipart, broken JSON): a 500 as well, and so
//   does a body that parses but is no React reply (not an array of arguments, a reference to a
//   row it does not carry, nesting deep enough to exhaust the decoder);
// - a method Node parses but Next does not serve (TRACE);
// - a cross-origin action: Next refuses it, but with a 500.
// And one thing Next lets through: a "use cache" function's id posted as an action runs it.
// Types: request-guard.d.mts.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { Readable } from "node:stream"

import { escapeMalformedPercent } from "../safe-decode.mjs"

/** serverActions.bodySizeLimit in next.config.ts; the guard refuses the same bodies first. */
export const ACTION_BODY_LIMIT_MB = 3
export const ACTION_BODY_LIMIT_BYTES = ACTION_BODY_LIMIT_MB * 1024 * 1024

// The multipart parser Next itself runs on action bodies, so "malformed" means the same to both;
// loaded on first use, as next.config.ts reads this module too.
const loadBusboy = () => createRequire(import.meta.url)("next/dist/compiled/busboy")

/** The methods the app answers; anything else (TRACE, PROPFIND, …) is a 405 before Next. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
/** More arguments than any action takes (bound ones included). */
export const MAX_ACTION_ARGUMENTS = 32
/** Deeper than any value an action receives; React's decoder recurses per level. */
export const MAX_ACTION_DEPTH = 64

/**
 * Answers 405 to a method the app does not serve. Resolves to true when it answered.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function refuseUnknownMethod(req, res) {
  if (ALLOWED_METHODS.includes(req.method ?? "")) return false
  refuse(req, res, 405, { Allow: ALLOWED_METHODS.join(", ") })
  return true
}

/**
 * The ids a client may call as server actions: every server function of the build but the
 * "use cache" ones ($$RSC_SERVER_CACHE_n), which Next lists in the same manifest and would run
 * when posted, skipping the checks of the page that calls them. Null when the manifest is missing
 * (no check then; Next still refuses ids it does not know).
 * @param {string} distDir
 * @returns {Set<string> | null}
 */
export function callableActionIds(distDir) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, "utf8"))
  } catch {
    return null
  }
  /** @type {Set<string>} */
  const ids = new Set()
  for (const runtime of ["node", "edge"]) {
    for (const [id, entry] of Object.entries(manifest[runtime] ?? {})) {
      if (!String(entry?.exportedName ?? "").startsWith("$$RSC_SERVER_CACHE")) ids.add(id)
    }
  }
  return ids
}

/**
 * Whether an action request comes from another site: its Origin names a host other than the one
 * it was sent to (X-Forwarded-Host's first host behind a proxy, else Host), the test Next makes
 * (action-handler.js) before refusing with a 500. No Origin passes, as it does in Next: browsers
 * always send one on a POST, and a script without one carries no one's cookies.
 * @param {import("node:http").IncomingMessage} req
 */
export function isCrossOriginAction(req) {
  const origin = req.headers.origin
  if (origin === undefined) return false
  let originHost
  try {
    originHost = new URL(origin).host
  } catch {
    return true
  }
  const forwarded = req.headers["x-forwarded-host"]
  const forwardedHost = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0])?.trim()
  const host = forwardedHost || req.headers.host
  return !host || originHost !== host
}

/**
 * Rewrites `req.url` so its path decodes: each "%" that starts no valid escape becomes "%25".
 * The route then gets the segment as typed ("%ff") and answers with its not-found screen.
 * @param {import("node:http").IncomingMessage} req
 */
export function escapeMalformedPath(req) {
  const url = req.url ?? "/"
  const queryAt = url.indexOf("?")
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  const escaped = escapeMalformedPercent(path)
  if (escaped !== path) req.url = queryAt < 0 ? escaped : `${escaped}${url.slice(queryAt)}`
}

/**
 * True for a request Next may run as a server action: a POST with the Next-Action header (the
 * client's fetch), or a multipart POST (a form sent before hydration). The same test as Next's
 * getServerActionRequestMetadata.
 * @param {import("node:http").IncomingMessage} req
 */
export function isActionRequest(req) {
  if (req.method !== "POST") return false
  return req.headers["next-action"] !== undefined || isMultipart(req)
}

const isMultipart = (/** @type {import("node:http").IncomingMessage} */ req) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")

/**
 * Reads an action request's body before Next does. Over the limit: 413. Not parseable: 400.
 * Otherwise the body is put back for Next to read, and the promise resolves to false.
 * Resolves to true when this function has answered the request.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} [limit]
 * @param {Set<string> | null} [callable] ids that may be called (callableActionIds); null: any
 * @returns {Promise<boolean>}
 */
export async function guardActionBody(req, res, limit = ACTION_BODY_LIMIT_BYTES, callable = null) {
  if (isCrossOriginAction(req)) {
    refuse(req, res, 403)
    return true
  }
  const header = req.headers["next-action"]
  if (header !== undefined && callable && !callable.has(String(header))) {
    refuse(req, res, 404, { "x-nextjs-action-not-found": "1" })
    return true
  }
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) {
    refuse(req, res, 413)
    return true
  }
  const body = await readBody(req, limit)
  if (body === null) {
    refuse(req, res, 413)
    return true
  }
  const parsed = (await parsesAsFormData(req, body)) ? await parses(req, body) : false
  if (parsed === false) {
    refuse(req, res, 400)
    return true
  }
  // A form sent before hydration names its action in a field rather than the header.
  if (callable && parsed.formActionId !== null && !callable.has(parsed.formActionId)) {
    refuse(req, res, 404, { "x-nextjs-action-not-found": "1" })
    return true
  }
  replaceBody(req, body)
  return false
}

/**
 * The whole body, or null as soon as it passes `limit`.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off("data", onData)
      resolve(null)
    }
    req.on("data", onData)
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

/**
 * Whether Next could decode this body: multipart must parse to its end, and the rows of a fetch
 * action (the whole text body, or each numbered field of a multipart one) must be a React reply:
 * JSON, the root an array of at most MAX_ACTION_ARGUMENTS arguments, nothing nested deeper than
 * MAX_ACTION_DEPTH, and every reference to another row naming one the body carries. False when
 * not; else the action id a no-JavaScript form names in its fields, if any.
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 * @returns {Promise<false | { formActionId: string | null }>}
 */
async function parses(req, body) {
  const fetchAction = req.headers["next-action"] !== undefined
  if (!isMultipart(req)) {
    if (!fetchAction) return { formActionId: null }
    return isReply(new Map([["0", body.toString("utf8")]])) ? { formActionId: null } : false
  }
  return new Promise((resolve) => {
    let ok = true
    /** @type {Map<string, string>} */
    const rows = new Map()
    /** @type {string[]} */
    const names = []
    /** @type {string | null} */
    let formActionId = null
    /** @type {Map<string, string>} */
    const refs = new Map()
    let parser
    try {
      parser = loadBusboy()({ headers: req.headers, defParamCharset: "utf8", limits: { fieldSize: body.length + 1 } })
    } catch {
      resolve(false)
      return
    }
    parser.on("field", (/** @type {string} */ name, /** @type {string} */ value) => {
      names.push(name)
      if (fetchAction && /^\d+$/.test(name)) rows.set(name, value)
      if (name.startsWith("$ACTION_ID_")) formActionId = name.slice("$ACTION_ID_".length)
      const ref = /^\$ACTION_(\d+):0$/.exec(name)
      if (ref) refs.set(ref[1] ?? "", value)
    })
    parser.on("file", (/** @type {string} */ name, /** @type {Readable} */ stream) => {
      names.push(name)
      stream.resume()
    })
    parser.on("error", () => resolve(false))
    parser.on("close", () => {
      // $ACTION_REF_n points at the JSON field $ACTION_n:0, { id, bound }.
      for (const name of names) {
        const ref = /^\$ACTION_REF_(\d+)$/.exec(name)
        if (!ref) continue
        const id = parseJson(refs.get(ref[1] ?? "") ?? "")?.id
        if (typeof id !== "string") ok = false
        else formActionId = id
      }
      if (fetchAction && !isReply(rows, names)) ok = false
      resolve(ok ? { formActionId } : false)
    })
    parser.end(body)
  })
}

/**
 * Whether the web platform's FormData parser reads a multipart body, as Next's own does for a form
 * sent without JavaScript (request.formData(), stricter than busboy about part headers). Bodies
 * of other types pass.
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 */
async function parsesAsFormData(req, body) {
  if (!isMultipart(req)) return true
  try {
    const type = String(req.headers["content-type"])
    await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData()
    return true
  } catch {
    return false
  }
}

/** JSON.parse, or undefined when the text is not JSON. */
function parseJson(/** @type {string} */ text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

// React's reply references (parseModelString in react-server-dom's reply decoder): "$", a letter,
// then the hex id of another row (or of a form field holding a blob), maybe a ":path" into it. A
// missing row makes the decoder throw, a 500. Row-less forms: "$$…" (a string starting with "$"),
// "$H", "$K" (an empty FormData at worst), "$T" temporary references, "$u", "$I", "$N", "$-0",
// "$-Infinity", "$D" dates and "$n" bigints of up to 300 digits (React throws past that).
const ROW_REFERENCE = /^\$([@hQWiAOoUSsLlGgMmVBRrXx]?)([0-9a-f]+)(?::.*)?$/s
const ROWLESS = /^\$(?:[$HKTIND]|u$|-0$|-Infinity$|n-?\d{1,300}$)/

/**
 * Whether `rows` (id → JSON text) form a reply React decodes: row 0 the arguments array, and the
 * rows and fields every reference points at present. `names` are all the form's field names.
 * @param {Map<string, string>} rows
 * @param {string[]} [names]
 */
function isReply(rows, names = []) {
  const root = parseJson(rows.get("0") ?? "")
  if (!Array.isArray(root) || root.length > MAX_ACTION_ARGUMENTS) return false
  for (const text of rows.values()) {
    const value = parseJson(text)
    if (value === undefined) return false
    /** @type {Array<[unknown, number]>} */
    const stack = [[value, 1]]
    while (stack.length > 0) {
      const [item, depth] = /** @type {[unknown, number]} */ (stack.pop())
      if (depth > MAX_ACTION_DEPTH) return false
      if (typeof item === "string") {
        if (!item.startsWith("$") || ROWLESS.test(item)) continue
        const ref = ROW_REFERENCE.exec(item)
        if (!ref) return false
        const id = String(parseInt(ref[2] ?? "", 16))
        if (!(ref[1] === "B" ? names.includes(id) : rows.has(id) || names.includes(id))) return false
      } else if (item !== null && typeof item === "object") {
        for (const child of Object.values(item)) stack.push([child, depth + 1])
      }
    }
  }
  return true
}

/**
 * Puts the read body back as the request's stream, the way Next replaces a body it has cloned
 * for the proxy (replaceRequestBody in next/dist/server/body-streams.js): the stream state and
 * methods of a fresh Readable, bound to the request object Next holds.
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 */
function replaceBody(req, body) {
  const replay = new Readable({ read() {} })
  replay.push(body)
  replay.push(null)
  const target = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (req))
  for (const key in replay) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (replay))[key]
    target[key] = typeof value === "function" ? value.bind(req) : value
  }
}

const ANSWERS = {
  403: {
    title: "Envio recusado",
    text: "Este formulário só pode ser enviado pelas páginas do próprio site. Abra o site e tente novamente.",
  },
  404: {
    title: "Ação não encontrada",
    text: "Esta ação não existe ou o site foi atualizado. Recarregue a página e tente novamente.",
  },
  405: {
    title: "Método não permitido",
    text: "Este endereço não aceita esse tipo de requisição.",
  },
  400: {
    title: "Envio inválido",
    text: "Não conseguimos ler o que foi enviado. Recarregue a página e tente novamente.",
  },
  413: {
    title: "Envio grande demais",
    text: `O conteúdo enviado passa do limite de ${ACTION_BODY_LIMIT_MB} MB. Reduza o texto ou as imagens e tente novamente.`,
  },
}

/**
 * A plain answer in pt-BR: text for the client's fetch (its error boundary shows the error
 * screen), a small page for a form sent without JavaScript.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {400 | 403 | 404 | 405 | 413} status
 * @param {Record<string, string>} [headers]
 */
function refuse(req, res, status, headers = {}) {
  const { title, text } = ANSWERS[status]
  const page = req.headers["next-action"] === undefined
  const body = page
    ? `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Convergência Empreendedora</title></head><body><main><h1>Oops! Algo deu errado</h1><p>${title}. ${text}</p><p><a href="/">Ir ao Início</a></p></main></body></html>`
    : `${title}. ${text}`
  res.writeHead(status, {
    "Content-Type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...headers,
  })
  res.end(body)
  // Read on and drop what the client is still sending: closing now would cut it off mid-upload
  // (EPIPE) before it reads this answer. One that keeps sending far past the limit is cut off.
  let drained = 0
  req.on("data", (/** @type {Buffer} */ chunk) => {
    drained += chunk.length
    if (drained > 8 * ACTION_BODY_LIMIT_BYTES) req.socket.destroy()
  })
  req.resume()
}
