// @ts-check
// What the production server (server.mjs) checks before Next sees a request, in plain JavaScript
// like the script policy beside it. Next 16 answers these client faults with a 500:
// - a path it cannot percent-decode: its router throws and has no 400 page to render;
// - a server action body over serverActions.bodySizeLimit: an error with statusCode 413 that the
//   action handler turns into a 500 (a TODO in next/dist/server/app-render/action-handler.js);
// - an action body that does not parse (truncated multipart, broken JSON): a 500 as well.
// Types: request-guard.d.mts.
import { createRequire } from "node:module"
import { Readable } from "node:stream"

import { escapeMalformedPercent } from "../safe-decode.mjs"

/** serverActions.bodySizeLimit in next.config.ts; the guard refuses the same bodies first. */
export const ACTION_BODY_LIMIT_MB = 3
export const ACTION_BODY_LIMIT_BYTES = ACTION_BODY_LIMIT_MB * 1024 * 1024

// The multipart parser Next itself runs on action bodies, so "malformed" means the same to both;
// loaded on first use, as next.config.ts reads this module too.
const loadBusboy = () => createRequire(import.meta.url)("next/dist/compiled/busboy")

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
 * @returns {Promise<boolean>}
 */
export async function guardActionBody(req, res, limit = ACTION_BODY_LIMIT_BYTES) {
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
  if (!(await parses(req, body))) {
    refuse(req, res, 400)
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
 * Whether Next could decode this body: multipart must parse to its end, and the JSON rows of a
 * fetch action (the whole text body, or each numbered field of a multipart one) must be JSON.
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 * @returns {Promise<boolean>}
 */
async function parses(req, body) {
  const fetchAction = req.headers["next-action"] !== undefined
  if (!isMultipart(req)) {
    if (!fetchAction) return true
    return isJson(body.toString("utf8"))
  }
  return new Promise((resolve) => {
    let ok = true
    let parser
    try {
      parser = loadBusboy()({ headers: req.headers, defParamCharset: "utf8", limits: { fieldSize: body.length + 1 } })
    } catch {
      resolve(false)
      return
    }
    parser.on("field", (/** @type {string} */ name, /** @type {string} */ value) => {
      if (fetchAction && /^\d+$/.test(name) && !isJson(value)) ok = false
    })
    parser.on("file", (/** @type {string} */ _name, /** @type {Readable} */ stream) => stream.resume())
    parser.on("error", () => resolve(false))
    parser.on("close", () => resolve(ok))
    parser.end(body)
  })
}

function isJson(/** @type {string} */ text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
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
 * @param {400 | 413} status
 */
function refuse(req, res, status) {
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
