import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it, vi } from "vitest"

import {
  dueWorkIntervalSeconds,
  type DueWorkTicker,
  nextDevAddress,
  ownServerOrigin,
  startDueWorkTicker,
  startDueWorkTickerFromEnv,
} from "./ticker.mjs"

const SECRET = "test-cron-secret-0123456789"

interface Received {
  method: string | undefined
  url: string | undefined
  authorization: string | undefined
  body: unknown
}

/** A tiny stand-in for the app's own server: records each POST and answers what `reply` says. */
async function standIn(reply: (n: number) => { status: number; body: unknown; delayMs?: number }) {
  const received: Received[] = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = ""
    req.on("data", (chunk: Buffer) => (text += chunk.toString()))
    req.on("end", () => {
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: text ? JSON.parse(text) : null,
      })
      const { status, body, delayMs = 0 } = reply(received.length)
      setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body)), delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  servers.push(server)
  return { received, port, url: `http://127.0.0.1:${port}/api/cron` }
}

const servers: Server[] = []
const tickers: DueWorkTicker[] = []
afterEach(async () => {
  for (const ticker of tickers.splice(0)) ticker.stop()
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections()))
  )
})

const quietLog = () => ({ log: vi.fn(), warn: vi.fn(), error: vi.fn() })

function started(ticker: DueWorkTicker | null) {
  if (ticker) tickers.push(ticker)
  return ticker
}

describe("startDueWorkTicker", () => {
  it("POSTs its own server's /api/cron with the secret soon after start, then every interval", async () => {
    const server = await standIn(() => ({ status: 200, body: { posts: [] } }))
    const log = quietLog()
    started(startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 0.2, firstRunMs: 10, log }))
    await vi.waitFor(() => expect(server.received.length).toBeGreaterThanOrEqual(3), { timeout: 3000 })
    expect(server.received[0]).toEqual({
      method: "POST",
      url: "/api/cron",
      authorization: `Bearer ${SECRET}`,
      body: { tickSeconds: 1 },
    })
    expect(log.error).not.toHaveBeenCalled()
  })

  it("says which posts it published", async () => {
    const server = await standIn((n) => ({ status: 200, body: { posts: n === 1 ? ["feira", "oficina"] : [] } }))
    const log = quietLog()
    const ticker = started(startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 60, log }))!
    await ticker.tick()
    await ticker.tick()
    expect(log.log.mock.calls).toEqual([["[due-work] published /convergindo/feira, /convergindo/oficina"]])
  })

  it("logs a failing answer once per kind, and again only after it worked in between", async () => {
    const statuses = [500, 500, 503, 500, 200, 500]
    const server = await standIn((n) => ({ status: statuses[n - 1] ?? 200, body: { error: "sync failed" } }))
    const log = quietLog()
    const ticker = started(startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 60, log }))!
    for (let i = 0; i < statuses.length; i++) await ticker.tick()
    expect(server.received).toHaveLength(6)
    expect(log.error.mock.calls.map(([line]) => line)).toEqual([
      `[due-work] POST ${server.url} answered 500: sync failed (said once until it works again)`,
      `[due-work] POST ${server.url} answered 503: sync failed (said once until it works again)`,
      `[due-work] POST ${server.url} answered 500: sync failed (said once until it works again)`,
    ])
    expect(log.log.mock.calls).toEqual([["[due-work] running again"]])
  })

  it("logs an unreachable server once, but not while the server may still be starting", async () => {
    const server = await standIn(() => ({ status: 200, body: {} }))
    await new Promise((resolve) => servers.pop()!.close(resolve))
    const log = quietLog()
    const starting = started(startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 60, log }))!
    await starting.tick()
    expect(log.error).not.toHaveBeenCalled()

    const down = started(
      startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 60, startupGraceMs: 0, log })
    )!
    await down.tick()
    await down.tick()
    expect(log.error.mock.calls).toEqual([
      [`[due-work] could not reach ${server.url} (ECONNREFUSED) (said once until it works again)`],
    ])
  })

  it("never overlaps itself: a tick still waiting makes the next ones wait", async () => {
    const server = await standIn(() => ({ status: 200, body: {}, delayMs: 300 }))
    const ticker = started(
      startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 60, log: quietLog() })
    )!
    await Promise.all([ticker.tick(), ticker.tick(), ticker.tick()])
    expect(server.received).toHaveLength(1)
  })

  it("stops ticking when stopped", async () => {
    const server = await standIn(() => ({ status: 200, body: {} }))
    const ticker = started(
      startDueWorkTicker({ url: server.url, secret: SECRET, intervalSeconds: 0.05, firstRunMs: 5, log: quietLog() })
    )!
    await vi.waitFor(() => expect(server.received.length).toBeGreaterThanOrEqual(1))
    ticker.stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const count = server.received.length
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.received).toHaveLength(count)
  })
})

describe("startDueWorkTickerFromEnv", () => {
  it("ticks with CRON_SECRET at DUE_WORK_INTERVAL_SECONDS on the server's port", async () => {
    const server = await standIn(() => ({ status: 200, body: { posts: [] } }))
    const log = quietLog()
    const ticker = started(
      startDueWorkTickerFromEnv({
        port: server.port,
        hostname: "0.0.0.0",
        env: { CRON_SECRET: SECRET, DUE_WORK_INTERVAL_SECONDS: "5" },
        log,
      })
    )
    expect(ticker).not.toBeNull()
    await ticker!.tick()
    expect(server.received).toEqual([
      { method: "POST", url: "/api/cron", authorization: `Bearer ${SECRET}`, body: { tickSeconds: 5 } },
    ])
    expect(log.log).toHaveBeenCalledWith(
      `[due-work] the app's scheduler runs every 5 s (POST http://127.0.0.1:${server.port}/api/cron)`
    )
  })

  it("without CRON_SECRET it is off, and says once how to turn it on", () => {
    const log = quietLog()
    expect(started(startDueWorkTickerFromEnv({ port: 3000, env: {}, log }))).toBeNull()
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0]![0]).toMatch(/CRON_SECRET is not set.*Set CRON_SECRET/)
  })

  it("DUE_WORK_INTERVAL_SECONDS=0 turns it off", () => {
    const log = quietLog()
    expect(
      started(
        startDueWorkTickerFromEnv({ port: 3000, env: { CRON_SECRET: SECRET, DUE_WORK_INTERVAL_SECONDS: "0" }, log })
      )
    ).toBeNull()
    expect(log.log).toHaveBeenCalledWith(expect.stringMatching(/scheduler is off \(DUE_WORK_INTERVAL_SECONDS=0\)/))
  })
})

describe("settings and addresses", () => {
  it("reads DUE_WORK_INTERVAL_SECONDS: 30 by default, whole seconds, 0 for off", () => {
    expect(dueWorkIntervalSeconds({})).toBe(30)
    expect(dueWorkIntervalSeconds({ DUE_WORK_INTERVAL_SECONDS: " " })).toBe(30)
    expect(dueWorkIntervalSeconds({ DUE_WORK_INTERVAL_SECONDS: "5" })).toBe(5)
    expect(dueWorkIntervalSeconds({ DUE_WORK_INTERVAL_SECONDS: "0" })).toBe(0)
    for (const bad of ["-1", "2.5", "dez", "86401"]) {
      expect(() => dueWorkIntervalSeconds({ DUE_WORK_INTERVAL_SECONDS: bad })).toThrow(/DUE_WORK_INTERVAL_SECONDS/)
    }
  })

  it("reaches a server listening everywhere on loopback, and a named one by its name", () => {
    expect(ownServerOrigin(undefined, 3000)).toBe("http://127.0.0.1:3000")
    expect(ownServerOrigin("0.0.0.0", 3100)).toBe("http://127.0.0.1:3100")
    expect(ownServerOrigin("::", 3100)).toBe("http://127.0.0.1:3100")
    expect(ownServerOrigin("127.0.0.1", 3100)).toBe("http://127.0.0.1:3100")
    expect(ownServerOrigin("::1", 3100)).toBe("http://[::1]:3100")
    expect(ownServerOrigin("10.0.0.5", 8080)).toBe("http://10.0.0.5:8080")
    expect(ownServerOrigin("127.0.0.1", 3100, "https")).toBe("https://127.0.0.1:3100")
  })

  it("finds next dev's port and host as its options do", () => {
    expect(nextDevAddress(["next", "dev"], {})).toEqual({ port: 3000, hostname: undefined })
    expect(nextDevAddress(["next", "dev"], { PORT: "4000" })).toEqual({ port: 4000, hostname: undefined })
    expect(nextDevAddress(["next", "dev", "-p", "3005"], { PORT: "4000" })).toEqual({ port: 3005, hostname: undefined })
    expect(nextDevAddress(["next", "dev", "--port", "3006", "-H", "127.0.0.1"], {})).toEqual({
      port: 3006,
      hostname: "127.0.0.1",
    })
    expect(nextDevAddress(["next", "dev", "--port=3007", "--hostname=0.0.0.0"], {})).toEqual({
      port: 3007,
      hostname: "0.0.0.0",
    })
    expect(nextDevAddress(["next", "dev", "-p3008", "--turbopack"], {})).toEqual({ port: 3008, hostname: undefined })
  })
})
