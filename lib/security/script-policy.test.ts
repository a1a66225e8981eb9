import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { type AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"
import compression from "compression"
import { afterEach, describe, expect, it } from "vitest"

import { hashSource } from "./csp.mjs"
import { applyScriptPolicy } from "./script-policy.mjs"

const ROW = 'self.__next_f.push([1,"0:[]\\n"])'
// Past compression's 1 KB threshold.
const PAGE = `<!DOCTYPE html><html><body><p>${"Olá ".repeat(400)}</p><script>${ROW}</script><script>alert(1)</script></body></html>`
const BASE = "frame-ancestors 'none'"

type Handler = (req: IncomingMessage, res: ServerResponse) => void
let server: Server | undefined

/** The server.mjs stack around a stand-in for Next's handler: compression, then the policy. */
async function serve(handler: Handler, captcha = false) {
  const compress = compression()
  server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      applyScriptPolicy(req, res, { shellSources: ["'sha256-shell'"], captcha })
      res.setHeader("content-security-policy", BASE)
      handler(req, res)
    })
  )
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(() => {
  server?.closeAllConnections()
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

const scriptSrc = (response: Response) =>
  /script-src ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ") ?? []

describe("applyScriptPolicy", () => {
  it("a prerendered page, written in chunks: its own framework scripts by hash, compressed after", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8")
      res.setHeader("x-nextjs-cache", "HIT")
      res.setHeader("etag", '"v1"')
      res.flushHeaders()
      res.write(PAGE.slice(0, 40))
      res.write(Buffer.from(PAGE.slice(40)))
      res.end()
    })
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } })
    expect(response.headers.get("content-security-policy")).toBe(`${BASE}; script-src 'self' ${hashSource(ROW)}`)
    expect(response.headers.get("content-encoding")).toBe("gzip")
    expect(await response.text()).toBe(PAGE)
  })

  it("the same page again (same ETag) and a HEAD request get the same hashes or none to read", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8")
      res.setHeader("x-nextjs-cache", "HIT")
      res.setHeader("etag", '"v2"')
      res.setHeader("content-length", Buffer.byteLength(PAGE))
      res.end(req.method === "HEAD" ? undefined : PAGE)
    })
    const identity = { "accept-encoding": "identity" }
    expect(scriptSrc(await fetch(url, { method: "HEAD", headers: identity }))).toEqual(["'self'"])
    expect(scriptSrc(await fetch(url, { headers: identity }))).toEqual(["'self'", hashSource(ROW)])
    const again = await fetch(url, { headers: identity })
    expect(scriptSrc(again)).toEqual(["'self'", hashSource(ROW)])
    expect(again.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)))
  })

  it("a 304 carries no policy, so the browser keeps the one that came with its copy", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8")
      res.setHeader("x-nextjs-cache", "HIT")
      res.setHeader("etag", '"v3"')
      if (req.headers["if-none-match"] === '"v3"') {
        res.statusCode = 304
        res.end()
      } else res.end(PAGE)
    })
    const fresh = await fetch(url)
    expect(scriptSrc(fresh)).toEqual(["'self'", hashSource(ROW)])
    const revalidated = await fetch(url, { headers: { "if-none-match": '"v3"' } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get("content-security-policy")).toBeNull()
  })

  it("a page rendered now streams at once with the request's nonce, which Next reads from the request", async () => {
    let seenByNext = ""
    let release = () => {}
    const url = await serve((req, res) => {
      seenByNext = String(req.headers["content-security-policy"])
      res.setHeader("content-type", "text/html; charset=utf-8")
      res.writeHead(200, { "x-test": "1" })
      res.write("<p>first</p>")
      // As Next does after each chunk: compression's flush sends what it has.
      ;(res as ServerResponse & { flush?: () => void }).flush?.()
      new Promise<void>((resolve) => (release = resolve)).then(() => res.end("<p>last</p>"))
    })
    const response = await fetch(url, { headers: { "content-security-policy": "script-src 'nonce-forged'" } })
    // Headers and the first chunk arrive before the handler ends the response.
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("<p>first</p>")
    release()
    const sources = scriptSrc(response)
    const nonce = sources.find((source) => source.startsWith("'nonce-"))
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/)
    expect(seenByNext).toContain(nonce)
    expect(seenByNext).not.toContain("forged")
    expect(sources).toContain("'sha256-shell'")
    expect(response.headers.get("x-test")).toBe("1")
  })

  it("answers that are not prerendered HTML (RSC, JSON) stream with the nonce policy, Turnstile where asked", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/x-component")
      res.setHeader("x-nextjs-cache", "HIT")
      res.end("0:[]")
    }, true)
    const response = await fetch(url)
    expect(await response.text()).toBe("0:[]")
    expect(scriptSrc(response)).toContain("https://challenges.cloudflare.com")
    expect(scriptSrc(response).some((source) => source.startsWith("'nonce-"))).toBe(true)
  })

  it("gzip bodies of held pages decompress to the page", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "text/html")
      res.setHeader("x-nextjs-cache", "MISS")
      res.end(PAGE.repeat(50))
    })
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } })
    const raw = Buffer.from(await response.arrayBuffer())
    // fetch already inflated it when the header says gzip; either way the page is intact.
    const body = response.headers.get("content-encoding") === "gzip" && raw[0] === 0x1f ? gunzipSync(raw) : raw
    expect(body.toString("utf8")).toBe(PAGE.repeat(50))
  })
})
