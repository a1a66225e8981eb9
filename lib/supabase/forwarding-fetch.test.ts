import { describe, expect, it } from "vitest"

import { forwardingFetch } from "./forwarding-fetch"

const SECRET = "sb_secret_test-only-key"

function recorder() {
  const calls: { url: string; headers: Headers }[] = []
  const base = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers) })
    return new Response("{}")
  }) as typeof fetch
  return { calls, base }
}

describe("forwardingFetch", () => {
  it("names the visitor on auth calls, with the secret key", async () => {
    const { calls, base } = recorder()
    const send = forwardingFetch("203.0.113.9", SECRET, base)
    await send("http://127.0.0.1:54321/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { apikey: "anon-key", Authorization: "Bearer anon-key" },
    })
    expect(calls[0]!.headers.get("sb-forwarded-for")).toBe("203.0.113.9")
    expect(calls[0]!.headers.get("apikey")).toBe(SECRET)
    // The user's (or anon) authorization is left as it was.
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer anon-key")
  })

  it("leaves data calls alone: the secret key never goes to /rest/v1", async () => {
    const { calls, base } = recorder()
    await forwardingFetch(
      "203.0.113.9",
      SECRET,
      base
    )("http://127.0.0.1:54321/rest/v1/profiles", {
      headers: { apikey: "anon-key" },
    })
    expect(calls[0]!.headers.get("apikey")).toBe("anon-key")
    expect(calls[0]!.headers.has("sb-forwarded-for")).toBe(false)
  })

  it("forwards nothing when the visitor's address is not an IP", async () => {
    const { base } = recorder()
    expect(forwardingFetch("unknown", SECRET, base)).toBe(base)
    expect(forwardingFetch("1.2.3.4, 5.6.7.8", SECRET, base)).toBe(base)
  })
})
