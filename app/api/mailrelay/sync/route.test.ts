import { beforeAll, describe, expect, it, vi } from "vitest"

const SECRET = "test-cron-secret-0123456789"
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  // serverEnv is parsed at import: set the secret and leave MailRelay unset first.
  vi.stubEnv("CRON_SECRET", SECRET)
  vi.stubEnv("MAILRELAY_API_URL", "")
  vi.stubEnv("MAILRELAY_API_KEY", "")
  ;({ POST } = await import("./route"))
})

const call = (authorization?: string) =>
  POST(
    new Request("http://localhost/api/mailrelay/sync", {
      method: "POST",
      headers: authorization ? { Authorization: authorization } : {},
    })
  )

describe("POST /api/mailrelay/sync", () => {
  it("rejects a missing or wrong secret with 401", async () => {
    expect((await call()).status).toBe(401)
    expect((await call(`Bearer ${SECRET}x`)).status).toBe(401)
    expect((await call(SECRET)).status).toBe(401)
  })

  it("with the secret, says plainly that MailRelay is not configured", async () => {
    const response = await call(`Bearer ${SECRET}`)
    expect(response.status).toBe(503)
    // No backend runs beside unit tests: publishing the due posts failed, and said so (null).
    expect(await response.json()).toEqual({ error: "MailRelay is not configured", posts: null })
  })
})
