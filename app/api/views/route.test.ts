import { describe, expect, it } from "vitest"

import { POST } from "./route"

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
const POST_ID = "30000000-0000-4000-a000-000000000001"

const beacon = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://localhost/api/views", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
      body,
    })
  )

// Only the answers given before the database is reached; the counting itself is covered end to end.
describe("POST /api/views", () => {
  it("does not count prefetches or bots", async () => {
    const skipped: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { Purpose: "prefetch" },
      { "User-Agent": "Googlebot/2.1" },
    ]
    for (const headers of skipped) {
      const response = await beacon(JSON.stringify({ postId: POST_ID }), headers)
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ counted: false })
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
  })

  it("answers 400 in pt-BR for a body that is not a post id", async () => {
    for (const body of ["", "não é json", "{}", JSON.stringify({ postId: "1 or 1=1" })]) {
      const response = await beacon(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: "Requisição inválida." })
    }
  })

  it("refuses oversized bodies", async () => {
    const response = await beacon(JSON.stringify({ postId: POST_ID, padding: "x".repeat(2000) }))
    expect(response.status).toBe(413)
  })
})
