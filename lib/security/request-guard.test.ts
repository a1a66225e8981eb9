import { createServer, type IncomingMessage, request, type Server } from "node:http"
import { type AddressInfo } from "node:net"
import { Transform } from "node:stream"
import { pipeline } from "node:stream/promises"
import { afterEach, describe, expect, it } from "vitest"

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import {
  callableActionIds,
  escapeMalformedPath,
  guardActionBody,
  isActionRequest,
  MAX_ACTION_ARGUMENTS,
  MAX_ACTION_DEPTH,
  refuseUnknownMethod,
} from "./request-guard.mjs"

const LIMIT = 64 * 1024
// What callableActionIds reads from a build with one action (7f00aa) and one "use cache" function.
const CACHED_ID = "c0ffee"
const CALLABLE = new Set(["7f00aa"])
let server: Server | undefined

afterEach(async () => {
  const open = server
  server = undefined
  if (open) await new Promise((resolve) => open.close(resolve))
})

/**
 * server.mjs's order around a stand-in for Next: the path first, then the body guard, then a
 * handler that reads the body the way Next's action handler does (a pipeline through a transform)
 * and answers with what it read.
 */
async function serve() {
  server = createServer((req, res) => {
    if (refuseUnknownMethod(req, res)) return
    escapeMalformedPath(req)
    const next = async () => {
      const chunks: Buffer[] = []
      await pipeline(
        req,
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk)
            callback(null, chunk)
          },
        }),
        async function* (source) {
          for await (const chunk of source) yield chunk
        }
      )
      res.writeHead(200, { "Content-Type": "text/plain", "X-Url": req.url })
      res.end(Buffer.concat(chunks))
    }
    if (!isActionRequest(req)) return void next()
    void guardActionBody(req, res, LIMIT, CALLABLE).then((answered) => (answered ? undefined : next()))
  })
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve))
  return (server.address() as AddressInfo).port
}

interface Answer {
  status: number
  headers: IncomingMessage["headers"]
  body: string
}

/** A raw request (fetch would normalise the path and refuse some bodies). */
async function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean } = {}
): Promise<Answer> {
  const port = await serve()
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers })
    req.on("response", (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") })
      )
    })
    req.on("error", reject)
    if (options.body !== undefined && options.chunked) {
      // No Content-Length: the size is known only while reading.
      const body = Buffer.from(options.body)
      for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.subarray(at, at + 16 * 1024))
      req.end()
    } else req.end(options.body)
  })
}

const ACTION = { "Next-Action": "7f00aa", "Content-Type": "text/plain;charset=UTF-8" }

function multipart(fields: Record<string, string>, boundary = "----limite") {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  )
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }
}

describe("escapeMalformedPath", () => {
  it.each([
    ["/convergindo/%ff", "/convergindo/%25ff"],
    ["/blog/%c0%af?x=%ff", "/blog/%25c0%25af?x=%ff"],
    ["/newsletter/%ed%a0%80", "/newsletter/%25ed%25a0%2580"],
    ["/convergindo/finan%C3%A7as?busca=a%20b", "/convergindo/finan%C3%A7as?busca=a%20b"],
  ])("hands Next %s as %s", async (path, expected) => {
    const answer = await send(path)
    expect(answer.headers["x-url"]).toBe(expected)
  })
})

describe("guardActionBody", () => {
  it("passes a well-formed action body on, for the handler to read in full", async () => {
    const body = JSON.stringify([{ status: "idle" }, "texto ".repeat(1000)])
    const answer = await send("/auth", { method: "POST", headers: ACTION, body })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(body)
  })

  it("passes a well-formed multipart action on, byte for byte", async () => {
    const form = multipart({ "0": '["$K1"]', "1_email": "maria@example.com", "1_nome": "Maria ção" })
    const answer = await send("/auth", {
      method: "POST",
      headers: { "Next-Action": "7f00aa", "Content-Type": form.type },
      body: form.body,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(form.body)
  })

  it("answers 413 to a body over the limit that declares its length, before reading it", async () => {
    // Far more than socket buffers hold: the client must be able to finish sending, then read the answer.
    const answer = await send("/auth", { method: "POST", headers: ACTION, body: "a".repeat(64 * LIMIT) })
    expect(answer.status).toBe(413)
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/)
    expect(answer.body).toContain("Envio grande demais")
  })

  it("answers 413 to a chunked body once it passes the limit", async () => {
    const answer = await send("/auth", { method: "POST", headers: ACTION, body: "a".repeat(4 * LIMIT), chunked: true })
    expect(answer.status).toBe(413)
  })

  it("answers a form sent without JavaScript with a pt-BR page", async () => {
    const form = multipart({ $ACTION_ID_7f00aa: "", email: "x".repeat(LIMIT) })
    const answer = await send("/auth", { method: "POST", headers: { "Content-Type": form.type }, body: form.body })
    expect(answer.status).toBe(413)
    expect(answer.headers["content-type"]).toMatch(/^text\/html/)
    expect(answer.body).toContain('<html lang="pt-BR">')
    expect(answer.body).toContain("Oops! Algo deu errado")
  })

  it.each([
    ["broken JSON", ACTION, '{"sem fim'],
    [
      "truncated multipart",
      { "Next-Action": "7f00aa", "Content-Type": "multipart/form-data; boundary=xyz" },
      "--xyz\r\nbroken",
    ],
    ["multipart without a boundary", { "Next-Action": "7f00aa", "Content-Type": "multipart/form-data" }, "x"],
    [
      // busboy reads this part; the FormData parser Next runs on forms sent without JavaScript does not.
      "a multipart part whose header is cut off",
      { "Content-Type": "multipart/form-data; boundary=----sweep" },
      '------sweep\r\nContent-Disposition: form-data; name="0\r\n\r\n[]\r\n------sweep--\r\n',
    ],
    [
      "a numbered multipart row that is not JSON",
      { "Next-Action": "7f00aa", "Content-Type": multipart({}).type },
      multipart({ "0": "{x" }).body,
    ],
  ])("answers 400 to %s", async (_kind, headers, body) => {
    const answer = await send("/auth", { method: "POST", headers, body })
    expect(answer.status).toBe(400)
    expect(answer.body).toContain("Envio inválido")
  })

  it("leaves requests that are not actions alone", async () => {
    const answer = await send("/api/views", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{quebrado",
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toBe("{quebrado")
  })
})

describe("refuseUnknownMethod", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK"])("answers %s with 405 and the methods it serves", async (method) => {
    const answer = await send("/sobre", { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
  })

  it.each(["GET", "HEAD", "OPTIONS", "DELETE"])("leaves %s to the app", async (method) => {
    expect((await send("/sobre", { method })).status).toBe(200)
  })
})

describe("callableActionIds", () => {
  it('lists the build\'s actions but not its "use cache" functions', () => {
    const dist = mkdtempSync(path.join(tmpdir(), "guard-"))
    mkdirSync(path.join(dist, "server"))
    writeFileSync(
      path.join(dist, "server/server-reference-manifest.json"),
      JSON.stringify({
        node: {
          "7f00aa": { exportedName: "signIn", filename: "app/(auth)/auth/actions.ts", workers: {} },
          [CACHED_ID]: { exportedName: "$$RSC_SERVER_CACHE_0", filename: "lib/data/settings.ts", workers: {} },
          "40beef": { exportedName: "$$RSC_SERVER_ACTION_0", filename: "app/page.tsx", workers: {} },
        },
        edge: {},
      })
    )
    expect(callableActionIds(dist)).toEqual(new Set(["7f00aa", "40beef"]))
    expect(callableActionIds(path.join(dist, "nada"))).toBeNull()
  })
})

describe("guardActionBody: who may call what", () => {
  it('answers 404 to a "use cache" function\'s id posted as an action, never running it', async () => {
    const answer = await send("/", { method: "POST", headers: { ...ACTION, "Next-Action": CACHED_ID }, body: "[]" })
    expect(answer.status).toBe(404)
    expect(answer.headers["x-nextjs-action-not-found"]).toBe("1")
    expect(answer.body).toContain("Ação não encontrada")
  })

  it('answers 404 to a form sent without JavaScript that names a "use cache" function', async () => {
    const forms: Record<string, string>[] = [
      { [`$ACTION_ID_${CACHED_ID}`]: "" },
      { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: CACHED_ID, bound: null }) },
    ]
    for (const fields of forms) {
      const form = multipart(fields)
      const answer = await send("/", { method: "POST", headers: { "Content-Type": form.type }, body: form.body })
      expect(answer.status).toBe(404)
      expect(answer.headers["content-type"]).toMatch(/^text\/html/)
    }
  })

  it("answers 403 to an action from another site, and passes the site's own", async () => {
    const body = "[]"
    const refused = await send("/", {
      method: "POST",
      headers: { ...ACTION, Host: "convergencia.test", Origin: "https://atacante.example" },
      body,
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toContain("Envio recusado")
    const nullOrigin = await send("/", { method: "POST", headers: { ...ACTION, Origin: "null" }, body })
    expect(nullOrigin.status).toBe(403)
    const own = await send("/", {
      method: "POST",
      headers: { ...ACTION, Host: "convergencia.test", Origin: "https://convergencia.test" },
      body,
    })
    expect(own.status).toBe(200)
    const proxied = await send("/", {
      method: "POST",
      headers: {
        ...ACTION,
        Host: "127.0.0.1:3000",
        "X-Forwarded-Host": "convergencia.test",
        Origin: "https://convergencia.test",
      },
      body,
    })
    expect(proxied.status).toBe(200)
  })

  const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels)
  it.each([
    ["a root that is no array of arguments", '{"a":1}'],
    ["a bare string root", '"$Q1"'],
    ["too many arguments", JSON.stringify(Array.from({ length: MAX_ACTION_ARGUMENTS + 1 }, () => 1))],
    ["nesting past the limit", `[${deep(MAX_ACTION_DEPTH)}]`],
    ["nesting deep enough to overflow a recursive decoder", deep(20000)],
    ["a reference to a row the body does not carry", '["$Q1"]'],
    ["a plain row reference with no row", '["$5"]'],
    ["a bigint longer than React accepts", `["$n${"9".repeat(301)}"]`],
  ])("answers 400 to %s", async (_kind, body) => {
    const answer = await send("/", { method: "POST", headers: ACTION, body })
    expect(answer.status).toBe(400)
  })

  it("answers 400 to a multipart reply whose reference names a missing row, and passes a whole one", async () => {
    const broken = multipart({ "0": '["$Q1"]' })
    const headers = { "Next-Action": "7f00aa", "Content-Type": broken.type }
    expect((await send("/", { method: "POST", headers, body: broken.body })).status).toBe(400)
    const whole = multipart({ "0": '["$Q1", "$$preço", "$D2026-01-01T00:00:00.000Z", "$u"]', "1": '[["a", 1]]' })
    expect((await send("/", { method: "POST", headers, body: whole.body })).status).toBe(200)
  })

  it("passes arguments at the limits", async () => {
    const body = JSON.stringify([
      ...Array.from({ length: MAX_ACTION_ARGUMENTS - 1 }, () => "x"),
      deep(MAX_ACTION_DEPTH - 2),
    ])
    expect((await send("/", { method: "POST", headers: ACTION, body })).status).toBe(200)
  })
})
