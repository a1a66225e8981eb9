import { beforeAll, describe, expect, it } from "vitest"

import { type CronCall, CRON_SECRET as SECRET, loadCronRoute } from "@/tests/helpers/cron-route"

let call: CronCall

beforeAll(async () => {
  call = await loadCronRoute("/api/mailrelay/sync", () => import("./route"))
})

describe("POST /api/mailrelay/sync", () => {
  it("rejects a missing or wrong secret with 401", async () => {
    expect((await call()).status).toBe(401)
    expect((await call(`Bearer ${SECRET}x`)).status).toBe(401)
    expect((await call(SECRET)).status).toBe(401)
  })

  it("with the secret, says plainly that MailRelay is not configured", async () => {
    const response = await call(`Bearer ${SECRET}`)
    expect(response.status).toBe(503)
    // No backend answers here: publishing the due posts failed, and said so (null).
    expect(await response.json()).toEqual({ error: "MailRelay is not configured", posts: null })
  })
})
