import { beforeAll, describe, expect, it } from "vitest"

import { type CronCall, CRON_SECRET as SECRET, loadCronRoute } from "@/tests/helpers/cron-route"

let call: CronCall

beforeAll(async () => {
  call = await loadCronRoute("/api/cron", () => import("./route"))
})

describe("POST /api/cron", () => {
  it("rejects a missing or wrong secret with 401, before reading anything", async () => {
    for (const authorization of [undefined, `Bearer ${SECRET}x`, SECRET, `bearer ${SECRET}`]) {
      const response = await call(authorization, "not json")
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: "unauthorized" })
    }
  })

  it("answers 400 to a body that is not a JSON object, names a wrong tick or a part that does not exist", async () => {
    for (const body of [
      "not json",
      "[]",
      '{"tickSeconds": 0}',
      '{"tickSeconds": "30"}',
      '{"tickSeconds": 1.5}',
      '{"only": []}',
      '{"only": "notifications"}',
      '{"only": ["notifications", "newsletter"]}',
      '{"only": ["Posts"]}',
      '{"only": ["Push"]}',
    ]) {
      const response = await call(`Bearer ${SECRET}`, body)
      expect(response.status, body).toBe(400)
      expect(await response.json()).toEqual({ error: "invalid body" })
    }
  })

  it("a tick that cannot reach the database to take its lease does nothing and says so", async () => {
    const response = await call(`Bearer ${SECRET}`, '{"tickSeconds": 30}')
    expect(response.status).toBe(500)
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(await response.json()).toEqual({ error: "could not take the due-work lease" })
  })

  it("any other caller runs every part, each reporting on its own", async () => {
    for (const body of [undefined, "{}", '{"time": "2026-11-27 10:00:00+00"}']) {
      const response = await call(`Bearer ${SECRET}`, body)
      expect(response.status).toBe(500)
      // No backend answers here: publishing and queueing failed, and MailRelay (unset) did nothing.
      expect(await response.json()).toEqual({
        error: "due work failed: posts, notifications",
        posts: "failed",
        mailrelay: "not_configured",
        emails: "not_configured",
        notifications: "failed",
        push: "not_configured",
      })
    }
  })

  it("runs only the parts named in `only`, and reports only those", async () => {
    const mailOnly = await call(`Bearer ${SECRET}`, '{"only": ["mailrelay", "emails"]}')
    expect(mailOnly.status).toBe(200)
    expect(await mailOnly.json()).toEqual({ mailrelay: "not_configured", emails: "not_configured" })
    const notifications = await call(`Bearer ${SECRET}`, '{"only": ["notifications"]}')
    expect(notifications.status).toBe(500)
    expect(await notifications.json()).toEqual({ error: "due work failed: notifications", notifications: "failed" })
    // Issue #41: without VAPID keys the push part queues nothing and says so.
    const push = await call(`Bearer ${SECRET}`, '{"only": ["push"]}')
    expect(push.status).toBe(200)
    expect(await push.json()).toEqual({ push: "not_configured" })
  })
})
