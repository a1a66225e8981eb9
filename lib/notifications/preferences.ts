/**
 * Her e-mail preferences for notifications (issue #39): the seven categories she chooses for, the
 * three channels, the digest's rhythm, their pt-BR words and the form's schema. Isomorphic: the
 * form in the browser, the action and the unsubscribe page share it. The keys and their names are
 * the e-mails' (lib/notifications/categories.ts); the database keeps the same keys, defaults
 * and checks (private.notification_preference_key, save_notification_preferences).
 */
import { z } from "zod"

import {
  isUnsubscribeCategory,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
  type UnsubscribeCategory,
} from "@/lib/notifications/categories"

export const CHANNELS = ["immediate", "digest", "off"] as const
export type Channel = (typeof CHANNELS)[number]

export const DIGEST_FREQUENCIES = ["daily", "weekly"] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]

/**
 * What she reads for each category (its name, what it covers, how a sentence says it) and what she
 * gets before she chooses (the defaults).
 */
export const PREFERENCES: Record<
  NotificationPreferenceKey,
  { label: string; hint: string; about: string; default: Channel }
> = {
  messages: {
    label: NOTIFICATION_CATEGORY_LABELS.messages,
    hint: "Quando uma associada escreve para você.",
    about: "mensagens diretas",
    default: "immediate",
  },
  orders: {
    label: NOTIFICATION_CATEGORY_LABELS.orders,
    hint: "Encomendas novas, pagamentos, entregas e cancelamentos.",
    about: "encomendas",
    default: "immediate",
  },
  community: {
    label: NOTIFICATION_CATEGORY_LABELS.community,
    hint: "Respostas nos seus tópicos e quando mencionam você nos grupos.",
    about: "respostas e menções na comunidade",
    default: "digest",
  },
  directory: {
    label: NOTIFICATION_CATEGORY_LABELS.directory,
    hint: "Aprovação do seu negócio, seus produtos e as avaliações que ele recebe.",
    about: "diretório, loja e avaliações",
    default: "digest",
  },
  projects: {
    label: NOTIFICATION_CATEGORY_LABELS.projects,
    hint: "Inscrições e os lembretes 24 horas e 1 hora antes de cada encontro.",
    about: "projetos e lembretes de encontros",
    default: "immediate",
  },
  learning: {
    label: NOTIFICATION_CATEGORY_LABELS.learning,
    hint: "Materiais, trilhas e certificados.",
    about: "aprendizagem",
    default: "digest",
  },
  account: {
    label: NOTIFICATION_CATEGORY_LABELS.account,
    hint: "Sua conta, o programa de embaixadoras e os avisos da equipe.",
    about: "conta e avisos",
    default: "immediate",
  },
}

/** The radio of each channel, and the longer wording used where it stands alone. */
export const CHANNEL_LABELS: Record<Channel, { short: string; long: string }> = {
  immediate: { short: "Na hora", long: "Por e-mail na hora" },
  digest: { short: "No resumo", long: "No resumo" },
  off: { short: "Não receber", long: "Não receber por e-mail" },
}

export const FREQUENCY_LABELS: Record<DigestFrequency, string> = { daily: "Diário", weekly: "Semanal" }

/** 0 = domingo, as Postgres' `extract(dow …)`. */
export const WEEKDAY_LABELS = [
  "Domingo",
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
] as const

export const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** "08:00": the hour as the select shows it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`

export interface NotificationPreferences {
  channels: Record<NotificationPreferenceKey, Channel>
  digestFrequency: DigestFrequency
  digestHour: number
  digestWeekday: number
  timeZone: string
}

export const DEFAULT_TIME_ZONE = "America/Sao_Paulo"

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  channels: Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, PREFERENCES[key].default])) as Record<
    NotificationPreferenceKey,
    Channel
  >,
  digestFrequency: "daily",
  digestHour: 8,
  digestWeekday: 1,
  timeZone: DEFAULT_TIME_ZONE,
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value)

const integerIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : fallback

/**
 * get_notification_preferences()'s answer as the app reads it. Anything missing or odd falls back
 * to the default, so a page never breaks on an older or partial answer.
 */
export function preferencesFromJson(json: unknown): NotificationPreferences {
  const source = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
  const rawChannels =
    source.channels && typeof source.channels === "object" && !Array.isArray(source.channels)
      ? (source.channels as Record<string, unknown>)
      : {}
  const channels = { ...DEFAULT_PREFERENCES.channels }
  for (const key of NOTIFICATION_PREFERENCE_KEYS) {
    const channel = rawChannels[key]
    if (isOneOf(CHANNELS, channel)) channels[key] = channel
  }
  return {
    channels,
    digestFrequency: isOneOf(DIGEST_FREQUENCIES, source.digest_frequency)
      ? source.digest_frequency
      : DEFAULT_PREFERENCES.digestFrequency,
    digestHour: integerIn(source.digest_hour, 0, 23, DEFAULT_PREFERENCES.digestHour),
    digestWeekday: integerIn(source.digest_weekday, 0, 6, DEFAULT_PREFERENCES.digestWeekday),
    timeZone: typeof source.time_zone === "string" && source.time_zone !== "" ? source.time_zone : DEFAULT_TIME_ZONE,
  }
}

// ---------------------------------------------------------------- the form

/** The radio group's name of a category. */
export const channelField = (key: NotificationPreferenceKey) => `channel_${key}` as const

export const NOTIFICATION_PREFERENCE_FORM_KEYS = [
  ...NOTIFICATION_PREFERENCE_KEYS.map(channelField),
  "digest_frequency",
  "digest_hour",
  "digest_weekday",
] as const

export type NotificationPreferenceFormValues = Record<(typeof NOTIFICATION_PREFERENCE_FORM_KEYS)[number], string>

/** Stored preferences as the form's fields spell them. */
export function preferencesFormValues(preferences: NotificationPreferences): NotificationPreferenceFormValues {
  const values: Record<string, string> = {
    digest_frequency: preferences.digestFrequency,
    digest_hour: String(preferences.digestHour),
    digest_weekday: String(preferences.digestWeekday),
  }
  for (const key of NOTIFICATION_PREFERENCE_KEYS) values[channelField(key)] = preferences.channels[key]
  return values as NotificationPreferenceFormValues
}

export const PREFERENCE_TEXT = {
  channel: "Escolha como receber esta categoria.",
  frequency: "Escolha se o resumo é diário ou semanal.",
  hour: "Escolha um horário da lista.",
  weekday: "Escolha um dia da semana da lista.",
} as const

const channel = z.enum(CHANNELS, { error: PREFERENCE_TEXT.channel })
/** A whole number from a select, as text: "0"…"23", nothing else. */
const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(0, message).max(max, message))

/** Her choices as the action writes them (save_notification_preferences checks them again). */
export const notificationPreferencesSchema = z
  .object({
    ...(Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [channelField(key), channel])) as Record<
      `channel_${NotificationPreferenceKey}`,
      typeof channel
    >),
    digest_frequency: z.enum(DIGEST_FREQUENCIES, { error: PREFERENCE_TEXT.frequency }),
    digest_hour: wholeNumber(23, PREFERENCE_TEXT.hour),
    digest_weekday: wholeNumber(6, PREFERENCE_TEXT.weekday),
  })
  .transform((form) => ({
    channels: Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [key, form[channelField(key)]])) as Record<
      NotificationPreferenceKey,
      Channel
    >,
    digestFrequency: form.digest_frequency,
    digestHour: form.digest_hour,
    digestWeekday: form.digest_weekday,
  }))

export type NotificationPreferencesInput = z.output<typeof notificationPreferencesSchema>

// ---------------------------------------------------------------- unsubscribe links

export const UNSUBSCRIBE_TEXT = {
  question: (subject: string) => `Parar de receber e-mails de ${subject}?`,
  done: (subject: string) => `Pronto: você não receberá mais e-mails de ${subject}.`,
  invalid:
    "Este link não é válido. Confira se o endereço foi copiado inteiro do e-mail, ou ajuste o que você recebe nas preferências de e-mail.",
  failed: "Não foi possível parar os e-mails agora. Tente novamente em instantes.",
} as const

/** "e-mails de {what}": the words for what a link turns off. */
export function unsubscribeSubject(category: UnsubscribeCategory): string {
  return category === "digest" ? "resumo das notificações" : PREFERENCES[category].about
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An unsubscribe link's three parameters (?u=<her id>&c=<a key or "digest">&t=<signature>), by
 * their shape only: the signature is checked on the server (lib/mail/notification-links.ts).
 */
export const unsubscribeLinkSchema = z.object({
  u: z.string().regex(UUID),
  c: z.custom<UnsubscribeCategory>(isUnsubscribeCategory),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

export type UnsubscribeLink = z.output<typeof unsubscribeLinkSchema>

/** The link's parameters from a query (the first of repeated ones), or null when any is malformed. */
export function readUnsubscribeLink(params: Record<string, unknown>): UnsubscribeLink | null {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
  const parsed = unsubscribeLinkSchema.safeParse({ u: first(params.u), c: first(params.c), t: first(params.t) })
  return parsed.success ? parsed.data : null
}
