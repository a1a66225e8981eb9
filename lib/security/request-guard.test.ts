import { createServer, type IncomingMessage, request, type Server } from "node:http"
import { type AddressInfo } from "node:net"
import { Transform } from "node:stream"
import { pipeline } from "node:stream/promises"
import { afterEach, describe, expect, it } from "vitest"

import { escapeMalformedPath, guardActionBody, isActionRequest } from "./request-guard.mjs"

const LIMIT = 64 * 1024
let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/**
 * server.mjs's order around a stand-in for Next: the path first, then the body guard, then a
 * handler that reads the body the way Next's action handler does (a pipeline through a transform)
 * and answers with what it read.
 */
async function serve() {
  server = createServer((req, res) => {
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
    void guardActionBody(req, res, LIMIT).then((answered) => (answered ? undefined : next()))
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
