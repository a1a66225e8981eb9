import { describe, expect, it } from "vitest"

import {
  isUnsubscribeCategory,
  NOTIFICATION_PREFERENCE_KEYS,
  preferenceKeyOf,
  unsubscribeCategoryLabel,
} from "@/lib/notifications/categories"

describe("the notification e-mails' categories", () => {
  it("maps every notifications.category to its preference key, as the migration does", () => {
    for (const key of NOTIFICATION_PREFERENCE_KEYS) expect(preferenceKeyOf(key)).toBe(key)
    expect(preferenceKeyOf("shop")).toBe("directory")
    expect(preferenceKeyOf("ambassadors")).toBe("account")
    expect(preferenceKeyOf("general")).toBe("account")
    expect(preferenceKeyOf("whatever")).toBe("account")
  })

  it("takes the seven keys and the digest as unsubscribe categories, nothing else", () => {
    expect(isUnsubscribeCategory("digest")).toBe(true)
    expect(isUnsubscribeCategory("messages")).toBe(true)
    expect(isUnsubscribeCategory("shop")).toBe(false)
    expect(isUnsubscribeCategory(undefined)).toBe(false)
  })

  it("names them in pt-BR", () => {
    expect(unsubscribeCategoryLabel("digest")).toBe("Resumo por e-mail")
    expect(unsubscribeCategoryLabel("messages")).toBe("Mensagens diretas")
    // Mentoring's notifications and reminders go under "projects" (issue #40).
    expect(unsubscribeCategoryLabel("projects")).toBe("Projetos, mentorias e lembretes de encontros")
  })
})
