/**
 * The notification e-mails' categories, as her preferences, the e-mails and their unsubscribe
 * links name them: the seven preference keys of issue #39 (each covering one or more of
 * `notifications.category`), plus "digest" for the digest's own link. Mirrors
 * private.notification_preference_key() in the migration; isomorphic, no secrets, no imports, so
 * lib/data, lib/mail and the browser can all use it without a cycle between folders.
 */

export const NOTIFICATION_PREFERENCE_KEYS = [
  "messages",
  "orders",
  "community",
  "directory",
  "projects",
  "learning",
  "account",
] as const

export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number]

/** What an unsubscribe link turns off: one key, or every key currently in the digest. */
export type UnsubscribeCategory = NotificationPreferenceKey | "digest"

export const UNSUBSCRIBE_CATEGORIES: readonly UnsubscribeCategory[] = [...NOTIFICATION_PREFERENCE_KEYS, "digest"]

/** Each key's name as the member reads it (the preferences page uses the same words). */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationPreferenceKey, string> = {
  messages: "Mensagens diretas",
  orders: "Encomendas",
  community: "Comunidade: respostas e menções",
  directory: "Diretório, loja e avaliações",
  projects: "Projetos, mentorias e lembretes de encontros",
  learning: "Aprendizagem",
  account: "Conta e avisos",
}

/** What an unsubscribe link turns off, as a title names it ("Resumo por e-mail", "Mensagens diretas"). */
export function unsubscribeCategoryLabel(category: UnsubscribeCategory): string {
  return category === "digest" ? "Resumo por e-mail" : NOTIFICATION_CATEGORY_LABELS[category]
}

// notifications.category → preference key; every other category is its own key.
const KEY_OF_CATEGORY: Record<string, NotificationPreferenceKey> = {
  shop: "directory",
  ambassadors: "account",
  general: "account",
}

export const isPreferenceKey = (value: unknown): value is NotificationPreferenceKey =>
  typeof value === "string" && (NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(value)

export const isUnsubscribeCategory = (value: unknown): value is UnsubscribeCategory =>
  value === "digest" || isPreferenceKey(value)

/** The preference key a `notifications.category` (or a key) falls under; "account" for anything unknown. */
export function preferenceKeyOf(category: unknown): NotificationPreferenceKey {
  if (isPreferenceKey(category)) return category
  return (typeof category === "string" ? KEY_OF_CATEGORY[category] : undefined) ?? "account"
}
