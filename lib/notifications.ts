/**
 * The bell's data and state, shared by the server (first render), the server actions and the
 * browser (live inserts, optimistic updates). Plain checks rather than zod: this module is part of
 * the bell's client code.
 */
import type { ActionState } from "@/lib/action-state"
import { safeNextPath } from "@/lib/safe-path"

/** Spec section 9: at most 20 loaded; the badge reads "9+" above 9. */
export const NOTIFICATION_LIMIT = 20
export const BADGE_MAX = 9

/** Console texts of spec section 8 (failures are logged, never shown). */
export const NOTIFICATION_ERRORS = {
  fetch: "Erro ao buscar notificações",
  markRead: "Erro ao marcar como lida",
  markAllRead: "Erro ao marcar todas como lidas",
  delete: "Erro ao excluir notificação",
} as const

export const NOTIFICATION_COLUMNS = "id, type, title, message, read, created_at, action_url"

export interface NotificationItem {
  id: string
  type: string
  title: string
  message: string
  read: boolean
  /** ISO timestamp. */
  createdAt: string
  /** Where "Ver detalhes" goes: a same-site path or an http(s) URL; null when there is none (or it is unsafe). */
  actionUrl: string | null
}

export interface NotificationsSnapshot {
  items: NotificationItem[]
  /** Every unread notification of the user, not only those among the 20 loaded. */
  unreadCount: number
}

/**
 * A short-lived access token for the live channel. `expiresIn` is counted from the server's clock
 * when it was read, so the browser's own clock (possibly wrong) never decides when it expires.
 */
export interface LiveToken {
  userId: string
  token: string
  expiresIn: number
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * `value` when it is a same-site path ("/x", not "//host" or "/\\host") or an absolute http(s)
 * URL, else null: "Ver detalhes" never follows javascript:, data: or protocol-relative links.
 */
export function safeActionHref(value: unknown): string | null {
  if (typeof value !== "string") return null
  const url = value.trim()
  if (url === "" || url.length > 2048 || /[\u0000-\u001f\u007f]/.test(url)) return null
  // The checked same-site path (lib/safe-path.ts): "/.//evil.example" is refused, as after sign-in.
  if (url.startsWith("/")) return safeNextPath(url, "") || null
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null
  } catch {
    return null
  }
}

/** True for a same-site path (a client-side navigation); false for an absolute URL. */
export const isSameSitePath = (href: string) => href.startsWith("/")

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A notifications row (REST select or a realtime INSERT's `new`) as the bell's item, or null when malformed. */
export function toNotificationItem(row: unknown): NotificationItem | null {
  if (!isRecord(row)) return null
  const { id, type, title, message, read, created_at: createdAt, action_url: actionUrl } = row
  if (typeof id !== "string" || !UUID_PATTERN.test(id)) return null
  if (typeof title !== "string" || typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt))) return null
  return {
    id,
    type: typeof type === "string" ? type : "",
    title,
    message: typeof message === "string" ? message : "",
    read: read === true,
    createdAt,
    actionUrl: safeActionHref(actionUrl),
  }
}

/** "9+" above 9, else the number; nothing at zero. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread)
}

/** The bell's accessible name, with the unread count (screen readers do not see the badge). */
export function bellLabel(unread: number): string {
  if (unread <= 0) return "Notificações, nenhuma não lida"
  return unread === 1 ? "Notificações, 1 não lida" : `Notificações, ${unread} não lidas`
}

/** Newest first, at most the limit, no duplicate ids (a live insert may race the resync). */
export function mergeNewest(items: NotificationItem[], limit = NOTIFICATION_LIMIT): NotificationItem[] {
  const seen = new Set<string>()
  return items
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit)
}

/** The `code`s the bell's actions answer with (components/notifications/actions.ts). */
export const NOTIFICATION_ACTION_CODES = {
  invalid: "invalid",
  unauthenticated: "unauthenticated",
  failed: "failed",
  /** No session any more: the live channel ends. */
  signedOut: "signed_out",
  /** The auth server could not be asked: try again later. */
  unavailable: "unavailable",
} as const

/**
 * The server actions the bell uses (components/notifications/actions.ts), handed down as props
 * from the root layout: every one of them acts under the signed-in user's session.
 */
export interface NotificationActions {
  markRead(id: string): Promise<ActionState>
  markAllRead(): Promise<ActionState>
  remove(id: string): Promise<ActionState>
  /** The 20 newest and the unread total again, as `data`. */
  fetch(): Promise<ActionState<NotificationsSnapshot>>
  /** A fresh access token for the live channel, as `data`. */
  getToken(): Promise<ActionState<LiveToken>>
}

// ---------------------------------------------------------------------------------------------
// State. Every optimistic change has an exact inverse, so a failed server action undoes only its
// own change and keeps whatever arrived live in the meantime.
// ---------------------------------------------------------------------------------------------

export type NotificationsState = NotificationsSnapshot

export type NotificationsEvent =
  | { type: "inserted"; item: NotificationItem }
  /** A live UPDATE: a grouped reply (new count and title, moved up) or a read elsewhere. */
  | { type: "updated"; item: NotificationItem }
  /**
   * A fresh read from the server; `arrivedSince`: live inserts that came while it was being read,
   * `updatedSince`: live updates that came meanwhile (applied after the inserts, in order).
   */
  | {
      type: "replaced"
      snapshot: NotificationsSnapshot
      arrivedSince?: readonly NotificationItem[]
      updatedSince?: readonly NotificationItem[]
    }
  | { type: "markedRead"; id: string }
  | { type: "unmarkedRead"; id: string }
  | { type: "markedAllRead"; ids: string[]; unread: number }
  | { type: "unmarkedAllRead"; ids: string[]; unread: number }
  | { type: "removed"; id: string }
  | { type: "restored"; item: NotificationItem }

export function notificationsReducer(state: NotificationsState, event: NotificationsEvent): NotificationsState {
  switch (event.type) {
    case "inserted": {
      if (state.items.some((item) => item.id === event.item.id)) return state
      return {
        items: mergeNewest([event.item, ...state.items], NOTIFICATION_LIMIT),
        unreadCount: state.unreadCount + (event.item.read ? 0 : 1),
      }
    }
    case "replaced": {
      const fresh = { items: mergeNewest(event.snapshot.items), unreadCount: Math.max(0, event.snapshot.unreadCount) }
      // The read may have been taken before a live insert reached the database: keep those it lacks.
      const withInserts = (event.arrivedSince ?? []).reduce(
        (next, item) => notificationsReducer(next, { type: "inserted", item }),
        fresh
      )
      return (event.updatedSince ?? []).reduce(
        (next, item) => notificationsReducer(next, { type: "updated", item }),
        withInserts
      )
    }
    case "updated": {
      const target = state.items.find((item) => item.id === event.item.id)
      if (!target) {
        // Not among those loaded. Only the reply grouping (migration 20261127130001) updates a
        // notification into an unread one, and it folds into an unread row, already in the total:
        // show it at its new place without counting it again. One read elsewhere changes nothing shown.
        if (event.item.read) return state
        return { items: mergeNewest([event.item, ...state.items]), unreadCount: state.unreadCount }
      }
      return {
        items: mergeNewest(state.items.map((item) => (item.id === event.item.id ? event.item : item))),
        unreadCount: Math.max(0, state.unreadCount + (target.read ? 1 : 0) - (event.item.read ? 1 : 0)),
      }
    }
    case "markedRead":
    case "unmarkedRead": {
      const read = event.type === "markedRead"
      const target = state.items.find((item) => item.id === event.id)
      if (!target || target.read === read) return state
      return {
        items: state.items.map((item) => (item.id === event.id ? { ...item, read } : item)),
        unreadCount: Math.max(0, state.unreadCount + (read ? -1 : 1)),
      }
    }
    case "markedAllRead": {
      const ids = new Set(event.ids)
      return {
        items: state.items.map((item) => (ids.has(item.id) ? { ...item, read: true } : item)),
        unreadCount: Math.max(0, state.unreadCount - event.unread),
      }
    }
    case "unmarkedAllRead": {
      const ids = new Set(event.ids)
      return {
        items: state.items.map((item) => (ids.has(item.id) ? { ...item, read: false } : item)),
        unreadCount: state.unreadCount + event.unread,
      }
    }
    case "removed": {
      const target = state.items.find((item) => item.id === event.id)
      if (!target) return state
      return {
        items: state.items.filter((item) => item.id !== event.id),
        unreadCount: Math.max(0, state.unreadCount - (target.read ? 0 : 1)),
      }
    }
    case "restored": {
      if (state.items.some((item) => item.id === event.item.id)) return state
      return {
        items: mergeNewest([...state.items, event.item], NOTIFICATION_LIMIT),
        unreadCount: state.unreadCount + (event.item.read ? 0 : 1),
      }
    }
  }
}
