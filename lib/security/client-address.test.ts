import type { IncomingMessage } from "node:http"
import { describe, expect, it } from "vitest"

import { clientAddressOf, pinClientAddress, requestClientAddress, trustedProxyHops } from "./client-address.mjs"

describe("clientAddressOf", () => {
  it.each([
    // [socket, X-Forwarded-For, trusted hops, client]
    ["198.51.100.7", undefined, 0, "198.51.100.7"],
    ["198.51.100.7", "6.6.6.6", 0, "198.51.100.7"],
    ["198.51.100.7", "6.6.6.6, 7.7.7.7", 0, "198.51.100.7"],
    ["10.0.0.2", "6.6.6.6, 203.0.113.9", 1, "203.0.113.9"],
    ["10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", 2, "203.0.113.9"],
    // Fewer entries than trusted hops: the left-most there is, never a made-up one.
    ["10.0.0.2", "203.0.113.9", 3, "203.0.113.9"],
    ["10.0.0.2", undefined, 1, "10.0.0.2"],
    ["::ffff:127.0.0.1", undefined, 0, "127.0.0.1"],
    [undefined, undefined, 0, "unknown"],
  ] as const)("socket %s, forwarded %s, %i hops → %s", (socket, forwarded, hops, expected) => {
    expect(clientAddressOf(socket, forwarded, hops)).toBe(expected)
  })

  it("a client rotating X-Forwarded-For stays one address when no proxy is trusted", () => {
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => clientAddressOf("198.51.100.7", `10.0.0.${i}, 172.16.0.${i}`, 0))
    )
    expect([...seen]).toEqual(["198.51.100.7"])
  })
})

const env = (hops: string) => ({ TRUSTED_PROXY_HOPS: hops }) as unknown as NodeJS.ProcessEnv

describe("trustedProxyHops", () => {
  it("defaults to 0 and refuses nonsense", () => {
    expect(trustedProxyHops({} as NodeJS.ProcessEnv)).toBe(0)
    expect(trustedProxyHops(env("2"))).toBe(2)
    expect(() => trustedProxyHops(env("-1"))).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(() => trustedProxyHops(env("yes"))).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe("pinClientAddress and requestClientAddress", () => {
  it("replace forged forwarding headers with the worked-out address, which the app reads back", () => {
    const req = {
      headers: { "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" },
      socket: { remoteAddress: "198.51.100.7" },
    } as unknown as IncomingMessage
    pinClientAddress(req, 0)
    expect(req.headers).toEqual({ "x-forwarded-for": "198.51.100.7" })
    expect(requestClientAddress(new Headers(req.headers as Record<string, string>))).toBe("198.51.100.7")
    expect(requestClientAddress(new Headers())).toBe("unknown")
  })
})
