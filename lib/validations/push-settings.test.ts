import { describe, expect, it } from "vitest"

import { pushCategoriesFormSchema, pushDeviceIdSchema, pushSubscriptionFormSchema } from "./push-settings"

const P256DH = `B${"A".repeat(86)}`
const AUTH = "A".repeat(22)

describe("pushSubscriptionFormSchema", () => {
  it("maps the flat fields onto the subscription, the name without control characters", () => {
    const parsed = pushSubscriptionFormSchema.parse({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      p256dh: P256DH,
      auth: AUTH,
      deviceName: " Chrome\u0000 no Android ",
    })
    expect(parsed).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      keys: { p256dh: P256DH, auth: AUTH },
      deviceName: "Chrome no Android",
    })
  })

  it("refuses an http endpoint, malformed keys and a missing field, in pt-BR", () => {
    const base = { endpoint: "https://push.example/x", p256dh: P256DH, auth: AUTH }
    for (const bad of [
      { ...base, endpoint: "http://push.example/x" },
      { ...base, p256dh: "not-a-key" },
      { ...base, auth: "x" },
      { p256dh: P256DH, auth: AUTH },
    ]) {
      const result = pushSubscriptionFormSchema.safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/navegador/)
    }
  })
})

describe("pushCategoriesFormSchema", () => {
  it("turns the switches that are on into the keys pushed", () => {
    expect(pushCategoriesFormSchema.parse({ push_messages: "on", push_learning: "on" })).toEqual({
      enabled: ["messages", "learning"],
    })
    expect(pushCategoriesFormSchema.parse({})).toEqual({ enabled: [] })
  })

  it("refuses any other value", () => {
    expect(pushCategoriesFormSchema.safeParse({ push_messages: "yes" }).success).toBe(false)
  })
})

describe("pushDeviceIdSchema", () => {
  it("takes a uuid only", () => {
    expect(pushDeviceIdSchema.safeParse({ id: "00000000-0000-4000-a000-000000000001" }).success).toBe(true)
    expect(pushDeviceIdSchema.safeParse({ id: "1; drop table" }).success).toBe(false)
  })
})
