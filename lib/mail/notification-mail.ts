import "server-only"

import { formatCalendarDay, formatDateTime, formatDateTimeRange, formatDayAndHour, SITE_TIME_ZONE } from "@/lib/format"
import {
  buttonLink,
  copyableLink,
  emailDocument,
  escapeHtml,
  listUnsubscribeHeaders,
  MAIL_COLORS,
  paragraph,
  type RenderedEmail,
} from "@/lib/mail/layout"
import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferenceKey,
  preferenceKeyOf,
} from "@/lib/notifications/categories"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import type { NotificationUnsubscribeLinks } from "@/lib/mail/notification-links"
import { isSameSitePath, safeActionHref } from "@/lib/notifications"

/**
 * The notification e-mails (issue #39): one notification "na hora", the digest, a session's
 * reminder. Pure: each takes what the outbox row holds plus the site's address and the member's
 * signed unsubscribe links, and returns the subject, a text part, an accessible HTML part and
 * RFC 8058's headers. Every link is the site's own absolute address. One file (about 300 lines):
 * the three e-mails share the footer, the link rules and the wording of times.
 */

/** Where a notification without a usable same-site link leads (the bell is there). */
const FALLBACK_PATH = "/dashboard"
/** The digest lists at most this many notifications; the rest are counted ("e mais N"). */
export const DIGEST_SHOWN_ITEMS = 20

export interface NotificationMailContext {
  siteUrl: string
  siteName: string
  /** The member's links for this e-mail's category ("digest" for the digest). */
  unsubscribe: NotificationUnsubscribeLinks
  /** Times are written in this zone (São Paulo by default). */
  timeZone?: string
}

export interface NotificationContent {
  title: string
  message: string
  /** The notification's action_url: a same-site path, or an absolute URL (kept only on this site's host). */
  actionUrl?: string | null
  createdAt?: string | null
}

export interface DigestItem extends NotificationContent {
  /** notifications.category (or a preference key): how the digest groups it. */
  category: string
}

export interface ReminderContent extends NotificationContent {
  startsAt: string
  projectTitle: string
  sessionTitle: string
  kind: "24h" | "1h"
}

const base = (siteUrl: string) => new URL(`${siteUrl.replace(/\/+$/, "")}/`)

/** An absolute address of this site. */
const siteLink = (siteUrl: string, path: string) => new URL(path.replace(/^\/+/, ""), base(siteUrl)).toString()

/**
 * A notification's link as the e-mail carries it: a same-site path on the site's own address, an
 * absolute URL only when it is on that address too; anything else (another host, javascript:, none)
 * becomes the member's dashboard. `replaced` says so, for the button's words.
 */
export function resolveActionUrl(siteUrl: string, actionUrl: unknown): { url: string; replaced: boolean } {
  const href = safeActionHref(actionUrl)
  const fallback = { url: siteLink(siteUrl, FALLBACK_PATH), replaced: true }
  if (!href) return fallback
  if (isSameSitePath(href)) return { url: new URL(href, base(siteUrl)).toString(), replaced: false }
  const url = new URL(href)
  return url.origin === base(siteUrl).origin ? { url: url.toString(), replaced: false } : fallback
}

/** `resolveActionUrl`'s address alone. */
export const siteActionUrl = (siteUrl: string, actionUrl: unknown) => resolveActionUrl(siteUrl, actionUrl).url

// The button says where it leads (it is read out of context by screen readers' link lists).
const ACTION_LABELS: Record<NotificationPreferenceKey, string> = {
  messages: "Ler a mensagem no site",
  orders: "Ver a encomenda no site",
  community: "Ver a conversa na comunidade",
  directory: "Ver no site",
  projects: "Ver o projeto no site",
  learning: "Ver na área de aprendizagem",
  account: "Abrir o painel",
}
const DASHBOARD_LABEL = "Abrir o painel"

/** One line, no controls, not endless: a subject or a heading from stored text. */
function oneLine(value: string, max = 200) {
  const line = value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const mutedLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${MAIL_COLORS.muted}">${escapeHtml(label)}</a>`

/** The footer every notification e-mail ends with: why she got it, her preferences, the way out. */
function footer(context: NotificationMailContext, why: string, stop: string) {
  const preferences = siteLink(context.siteUrl, NOTIFICATION_PREFERENCES_PATH)
  return {
    html: [
      `<p style="margin:0 0 8px">${escapeHtml(why)}</p>`,
      `<p style="margin:0">${mutedLink(preferences, "Escolher o que chega por e-mail")} · ${mutedLink(context.unsubscribe.page, stop)}</p>`,
    ].join("\n"),
    text: ["--", why, `Escolher o que chega por e-mail: ${preferences}`, `${stop}: ${context.unsubscribe.page}`],
  }
}

function signature(context: NotificationMailContext) {
  return ["", context.siteName, base(context.siteUrl).toString().replace(/\/$/, "")]
}

/** A notification the member chose to get by e-mail at once. */
export function notificationEmail(
  input: NotificationMailContext & { category: string; notification: NotificationContent }
): RenderedEmail {
  const { notification } = input
  const key = preferenceKeyOf(input.category)
  const label = NOTIFICATION_CATEGORY_LABELS[key]
  const title = oneLine(notification.title) || "Nova notificação"
  const message = notification.message.trim()
  const action = resolveActionUrl(input.siteUrl, notification.actionUrl)
  const actionLabel = action.replaced ? DASHBOARD_LABEL : ACTION_LABELS[key]
  const when = notification.createdAt ? formatDateTime(notification.createdAt, input.timeZone ?? SITE_TIME_ZONE) : ""
  const end = footer(
    input,
    `Você recebe este e-mail porque escolheu receber "${label}" por e-mail na hora.`,
    `Não receber mais e-mails de "${label}"`
  )
  const subject = title
  const text = [
    title,
    "",
    ...(message ? [message, ""] : []),
    ...(when ? [`Em ${when} (horário de Brasília).`, ""] : []),
    `${actionLabel}: ${action.url}`,
    "",
    ...end.text,
    ...signature(input),
  ].join("\n")
  const html = emailDocument({
    subject,
    heading: title,
    siteName: input.siteName,
    siteUrl: input.siteUrl,
    body: [
      message ? paragraph(escapeHtml(message), "white-space:pre-line") : "",
      when
        ? paragraph(`Em ${escapeHtml(when)} (horário de Brasília).`, `font-size:14px;color:${MAIL_COLORS.muted}`)
        : "",
      buttonLink(action.url, actionLabel),
      paragraph(
        `Se o botão não funcionar, copie este endereço no navegador:<br>${copyableLink(action.url)}`,
        "font-size:14px"
      ),
    ]
      .filter(Boolean)
      .join("\n"),
    footer: end.html,
  })
  return { subject, text, html, headers: listUnsubscribeHeaders(input.unsubscribe.oneClick) }
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`)

/**
 * The digest: the member's unread notifications of the categories she put in it, grouped by
 * category in the preferences' order, newest first within each, at most DIGEST_SHOWN_ITEMS of them
 * (the newest); `total` (all she has unread there) beyond those reads "e mais N".
 */
export function digestEmail(
  input: NotificationMailContext & {
    frequency: "daily" | "weekly"
    periodKey: string
    items: readonly DigestItem[]
    total?: number
  }
): RenderedEmail {
  const timeZone = input.timeZone ?? SITE_TIME_ZONE
  const newest = [...input.items]
    .sort((a, b) => Date.parse(b.createdAt ?? "") - Date.parse(a.createdAt ?? ""))
    .slice(0, DIGEST_SHOWN_ITEMS)
  const total = Math.max(input.total ?? input.items.length, input.items.length)
  const more = total - newest.length
  const groups = NOTIFICATION_PREFERENCE_KEYS.map((key) => ({
    key,
    label: NOTIFICATION_CATEGORY_LABELS[key],
    items: newest.filter((item) => preferenceKeyOf(item.category) === key),
  })).filter((group) => group.items.length > 0)

  const weekly = input.frequency === "weekly"
  const day = formatCalendarDay(input.periodKey)
  const subject = `Seu resumo ${weekly ? "semanal" : "diário"}: ${plural(total, "novidade", "novidades")} na ${input.siteName}`
  const heading = weekly ? "Seu resumo da semana" : day ? `Seu resumo de ${day}` : "Seu resumo do dia"
  const intro = `${total === 1 ? "Esta notificação ainda não foi lida" : `Estas ${total} notificações ainda não foram lidas`} no site:`
  const dashboard = siteLink(input.siteUrl, FALLBACK_PATH)
  const moreText = more > 0 ? `E mais ${plural(more, "notificação", "notificações")} no seu painel` : ""
  const end = footer(
    input,
    `Você recebe este resumo ${weekly ? "semanal" : "diário"} porque escolheu receber algumas categorias de notificações no resumo.`,
    "Não receber mais o resumo por e-mail"
  )

  const itemText = (item: DigestItem) => {
    const when = item.createdAt ? formatDateTime(item.createdAt, timeZone) : ""
    const message = oneLine(item.message, 300)
    return [
      `- ${oneLine(item.title)}${when ? ` (${when})` : ""}`,
      ...(message ? [`  ${message}`] : []),
      `  ${siteActionUrl(input.siteUrl, item.actionUrl)}`,
    ]
  }
  const text = [
    heading,
    "",
    intro,
    ...groups.flatMap((group) => ["", group.label, ...group.items.flatMap(itemText)]),
    ...(moreText ? ["", `${moreText}: ${dashboard}`] : []),
    "",
    ...end.text,
    ...signature(input),
  ].join("\n")

  const itemHtml = (item: DigestItem) => {
    const when = item.createdAt ? formatDateTime(item.createdAt, timeZone) : ""
    const message = oneLine(item.message, 300)
    return `<li style="margin:0 0 12px"><a href="${escapeHtml(siteActionUrl(input.siteUrl, item.actionUrl))}" style="color:${MAIL_COLORS.accent};font-weight:bold">${escapeHtml(oneLine(item.title))}</a>${
      message ? `<br>${escapeHtml(message)}` : ""
    }${when ? `<br><span style="font-size:13px;color:${MAIL_COLORS.muted}">${escapeHtml(when)}</span>` : ""}</li>`
  }
  const html = emailDocument({
    subject,
    heading,
    siteName: input.siteName,
    siteUrl: input.siteUrl,
    body: [
      paragraph(escapeHtml(intro)),
      ...groups.map(
        (group) =>
          `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(group.label)}</h2>\n<ul style="margin:0;padding:0 0 0 20px;line-height:1.5">\n${group.items.map(itemHtml).join("\n")}\n</ul>`
      ),
      moreText ? paragraph(`${escapeHtml(moreText)}: ${copyableLink(dashboard)}`, "margin-top:24px") : "",
      `<div style="margin-top:24px">${buttonLink(dashboard, "Abrir o painel")}</div>`,
    ]
      .filter(Boolean)
      .join("\n"),
    footer: end.html,
  })
  return { subject, text, html, headers: listUnsubscribeHeaders(input.unsubscribe.oneClick) }
}

/** Where a mentoring reminder links (queue_mentoring_reminders): how the renderer tells one from a project's. */
const MENTORING_REMINDER_PATH = "/dashboard/mentoria"

function isMentoringReminder(reminder: ReminderContent): boolean {
  const url = reminder.actionUrl ?? ""
  return (
    url === MENTORING_REMINDER_PATH ||
    url.startsWith(`${MENTORING_REMINDER_PATH}/`) ||
    url.startsWith(`${MENTORING_REMINDER_PATH}?`)
  )
}

/** A project or mentoring session's reminder, 24 h or 1 h before it starts (times in São Paulo). */
export function reminderEmail(
  input: NotificationMailContext & { reminder: ReminderContent; now?: Date }
): RenderedEmail {
  const { reminder } = input
  const timeZone = input.timeZone ?? SITE_TIME_ZONE
  const session = oneLine(reminder.sessionTitle) || oneLine(reminder.title)
  const project = oneLine(reminder.projectTitle)
  const when = formatDayAndHour(reminder.startsAt, input.now ?? new Date(), timeZone)
  const range = formatDateTimeRange(reminder.startsAt, null, timeZone)
  const action = resolveActionUrl(input.siteUrl, reminder.actionUrl)
  // A mentoring session (issue #40): its "project" is "Mentoria com {name}", its title the topic.
  const mentoring = isMentoringReminder(reminder)
  const actionLabel = action.replaced
    ? DASHBOARD_LABEL
    : mentoring
      ? "Ver minhas mentorias"
      : project
        ? `Ver o projeto ${project}`
        : ACTION_LABELS.projects
  const label = NOTIFICATION_CATEGORY_LABELS.projects
  const subject = oneLine(mentoring ? `Lembrete: mentoria ${when} — ${session}` : `Lembrete: ${session} ${when}`)
  const heading = mentoring ? `Sua mentoria começa ${when}` : `${session} começa ${when}`
  const lead = mentoring
    ? `${project || "Mentoria"}: ${session}, ${range} (horário de Brasília).`
    : `${project ? `Encontro do projeto ${project}` : "Encontro"}: ${range} (horário de Brasília).`
  const end = footer(
    input,
    mentoring
      ? `Você recebe este lembrete porque tem uma mentoria marcada e "${label}" chega por e-mail.`
      : `Você recebe este lembrete porque sua inscrição no projeto está confirmada e "${label}" chega por e-mail.`,
    `Não receber mais e-mails de "${label}"`
  )
  const text = [heading, "", lead, "", `${actionLabel}: ${action.url}`, "", ...end.text, ...signature(input)].join("\n")
  const html = emailDocument({
    subject,
    heading,
    siteName: input.siteName,
    siteUrl: input.siteUrl,
    body: [
      paragraph(escapeHtml(lead)),
      buttonLink(action.url, actionLabel),
      paragraph(
        `Se o botão não funcionar, copie este endereço no navegador:<br>${copyableLink(action.url)}`,
        "font-size:14px"
      ),
    ].join("\n"),
    footer: end.html,
  })
  return { subject, text, html, headers: listUnsubscribeHeaders(input.unsubscribe.oneClick) }
}
