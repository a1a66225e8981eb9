import { describe, expect, it } from "vitest"

import { NOTIFICATION_CATEGORY_LABELS, NOTIFICATION_PREFERENCE_KEYS } from "@/lib/notifications/categories"
import {
  DEFAULT_PREFERENCES,
  hourLabel,
  NOTIFICATION_PREFERENCE_FORM_KEYS,
  notificationPreferencesSchema,
  preferencesFormValues,
  preferencesFromJson,
  PREFERENCES,
  readUnsubscribeLink,
  unsubscribeSubject,
} from "@/lib/notifications/preferences"

const form = (overrides: Record<string, string> = {}) => ({
  ...preferencesFormValues(DEFAULT_PREFERENCES),
  ...overrides,
})

describe("notification preference defaults", () => {
  it("are the issue's: messages and orders at once, community in the digest", () => {
    expect(DEFAULT_PREFERENCES.channels).toEqual({
      messages: "immediate",
      orders: "immediate",
      community: "digest",
      directory: "digest",
      projects: "immediate",
      learning: "digest",
      account: "immediate",
    })
    expect(DEFAULT_PREFERENCES).toMatchObject({ digestFrequency: "daily", digestHour: 8, digestWeekday: 1 })
  })

  it("name every category as the e-mails do", () => {
    for (const key of NOTIFICATION_PREFERENCE_KEYS)
      expect(PREFERENCES[key].label).toBe(NOTIFICATION_CATEGORY_LABELS[key])
  })
})

describe("preferencesFromJson", () => {
  it("reads the database's answer", () => {
    const read = preferencesFromJson({
      channels: { ...DEFAULT_PREFERENCES.channels, community: "off", messages: "digest" },
      digest_frequency: "weekly",
      digest_hour: 9,
      digest_weekday: 1,
      time_zone: "America/Manaus",
    })
    expect(read.channels.community).toBe("off")
    expect(read.channels.messages).toBe("digest")
    expect(read).toMatchObject({
      digestFrequency: "weekly",
      digestHour: 9,
      digestWeekday: 1,
      timeZone: "America/Manaus",
    })
  })

  it("falls back to the defaults for anything missing or odd", () => {
    expect(preferencesFromJson(null)).toEqual(DEFAULT_PREFERENCES)
    expect(preferencesFromJson([1, 2])).toEqual(DEFAULT_PREFERENCES)
    const odd = preferencesFromJson({
      channels: { messages: "sempre", orders: 3 },
      digest_frequency: "monthly",
      digest_hour: 24,
      digest_weekday: 1.5,
      time_zone: "",
    })
    expect(odd).toEqual(DEFAULT_PREFERENCES)
  })
})

describe("the preferences form's schema", () => {
  it("turns the form's fields into her choices", () => {
    const parsed = notificationPreferencesSchema.parse(
      form({ channel_community: "off", digest_frequency: "weekly", digest_hour: "21", digest_weekday: "0" })
    )
    expect(parsed.channels.community).toBe("off")
    expect(parsed.channels.messages).toBe("immediate")
    expect(parsed).toMatchObject({ digestFrequency: "weekly", digestHour: 21, digestWeekday: 0 })
  })

  it("round-trips the stored values through the form", () => {
    const parsed = notificationPreferencesSchema.parse(form())
    expect({ ...parsed, timeZone: DEFAULT_PREFERENCES.timeZone }).toEqual(DEFAULT_PREFERENCES)
  })

  it("refuses every value not offered, with a pt-BR message on the field", () => {
    for (const [field, value] of [
      ["channel_orders", "sempre"],
      ["channel_messages", ""],
      ["digest_frequency", "monthly"],
      ["digest_hour", "24"],
      ["digest_hour", "-1"],
      ["digest_hour", "8.5"],
      ["digest_hour", " 8"],
      ["digest_weekday", "7"],
    ] as const) {
      const result = notificationPreferencesSchema.safeParse(form({ [field]: value }))
      expect(result.success, `${field}=${value}`).toBe(false)
      const issue = result.error!.issues[0]!
      expect(issue.path).toEqual([field])
      expect(issue.message).toMatch(/^Escolha /)
    }
  })

  it("refuses a form without a field", () => {
    for (const field of NOTIFICATION_PREFERENCE_FORM_KEYS) {
      const fields: Record<string, string> = form()
      delete fields[field]
      expect(notificationPreferencesSchema.safeParse(fields).success, field).toBe(false)
    }
  })

  it("shows hours as the select does", () => {
    expect(hourLabel(8)).toBe("08:00")
    expect(hourLabel(23)).toBe("23:00")
  })
})

describe("unsubscribe links", () => {
  const u = "00000000-0000-4000-a000-000000000003"
  // An HMAC-SHA-256 in base64url: 43 characters.
  const t = "abcdefghijklmnopqrstuvwxyz_-0123456789ABCDE"

  it("reads a well-formed link, the first of repeated parameters", () => {
    expect(readUnsubscribeLink({ u, c: "community", t })).toEqual({ u, c: "community", t })
    expect(readUnsubscribeLink({ u: [u, "x"], c: ["digest"], t })).toEqual({ u, c: "digest", t })
  })

  it("refuses a malformed one before any signature is checked", () => {
    for (const params of [
      {},
      { u, c: "community" },
      { u: "nao-e-um-id", c: "community", t },
      { u, c: "shop", t },
      { u, c: "community", t: "curto" },
      { u, c: "community", t: `${t}A` },
      { u, c: "community", t: `${t}%00` },
    ]) {
      expect(readUnsubscribeLink(params), JSON.stringify(params)).toBeNull()
    }
  })

  it("names what it turns off", () => {
    expect(unsubscribeSubject("community")).toBe("respostas e menções na comunidade")
    expect(unsubscribeSubject("digest")).toBe("resumo das notificações")
  })
})
