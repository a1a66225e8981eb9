import { describe, expect, it } from "vitest"
import {
  badgeText,
  bellLabel,
  type NotificationItem,
  notificationsReducer,
  type NotificationsState,
  safeActionHref,
  toNotificationItem,
} from "./notifications"

const item = (n: number, read = false): NotificationItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  type: "user_action",
  title: `Título ${n}`,
  message: `Mensagem ${n}`,
  read,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  actionUrl: null,
})

describe("safeActionHref", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/convergindo/meu-post?x=1#y", "/convergindo/meu-post?x=1#y"],
    ["/", "/"],
    ["https://example.com/a", "https://example.com/a"],
    ["http://example.com", "http://example.com/"],
  ])("keeps %s", (input, expected) => expect(safeActionHref(input)).toBe(expected))

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "/.//evil.example/x",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "mailto:a@b.co",
    "dashboard",
    "",
    " ",
    "/a\nb",
    null,
    42,
  ])("drops %j", (input) => expect(safeActionHref(input)).toBeNull())
})

describe("toNotificationItem", () => {
  const row = {
    id: "0b6c1e9e-5a0e-4d4b-9d7e-1f8f0a6b2c3d",
    user_id: "ignored",
    type: "post_published",
    title: "Seu post foi publicado",
    message: "Texto",
    read: false,
    created_at: "2026-11-23T12:00:00+00:00",
    action_url: "/convergindo/x",
    data: {},
  }

  it("maps a row (REST or realtime payload)", () => {
    expect(toNotificationItem(row)).toEqual({
      id: row.id,
      type: "post_published",
      title: "Seu post foi publicado",
      message: "Texto",
      read: false,
      createdAt: row.created_at,
      actionUrl: "/convergindo/x",
    })
  })

  it("drops an unsafe link but keeps the notification", () => {
    expect(toNotificationItem({ ...row, action_url: "javascript:alert(1)" })?.actionUrl).toBeNull()
  })

  it.each([null, [], {}, { ...row, id: "1" }, { ...row, title: 3 }, { ...row, created_at: "ontem" }])(
    "refuses malformed input %#",
    (input) => expect(toNotificationItem(input)).toBeNull()
  )
})

describe("badge and bell name", () => {
  it.each([
    [0, null, "Notificações, nenhuma não lida"],
    [1, "1", "Notificações, 1 não lida"],
    [9, "9", "Notificações, 9 não lidas"],
    [10, "9+", "Notificações, 10 não lidas"],
    [120, "9+", "Notificações, 120 não lidas"],
  ])("%i unread → badge %j", (unread, badge, label) => {
    expect(badgeText(unread)).toBe(badge)
    expect(bellLabel(unread)).toBe(label)
  })
})

describe("notificationsReducer", () => {
  const start: NotificationsState = { items: [item(3), item(2, true), item(1)], unreadCount: 25 }

  it("prepends a live insert, counts it, ignores a repeat, keeps 20", () => {
    const full: NotificationsState = { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), unreadCount: 20 }
    const next = notificationsReducer(full, { type: "inserted", item: item(50) })
    expect(next.items).toHaveLength(20)
    expect(next.items[0]?.id).toBe(item(50).id)
    expect(next.unreadCount).toBe(21)
    expect(notificationsReducer(next, { type: "inserted", item: item(50) })).toBe(next)
  })

  it("mark read and its inverse", () => {
    const read = notificationsReducer(start, { type: "markedRead", id: item(3).id })
    expect(read.items[0]?.read).toBe(true)
    expect(read.unreadCount).toBe(24)
    expect(notificationsReducer(read, { type: "markedRead", id: item(3).id })).toBe(read)
    expect(notificationsReducer(read, { type: "unmarkedRead", id: item(3).id })).toEqual(start)
  })

  it("mark all read and its inverse keep a live insert that came in between", () => {
    const ids = [item(3).id, item(1).id]
    const all = notificationsReducer(start, { type: "markedAllRead", ids, unread: 25 })
    expect(all.unreadCount).toBe(0)
    expect(all.items.every((entry) => entry.read)).toBe(true)
    const withInsert = notificationsReducer(all, { type: "inserted", item: item(9) })
    const undone = notificationsReducer(withInsert, { type: "unmarkedAllRead", ids, unread: 25 })
    expect(undone.unreadCount).toBe(26)
    expect(undone.items.map((entry) => [entry.id, entry.read])).toEqual([
      [item(9).id, false],
      [item(3).id, false],
      [item(2).id, true],
      [item(1).id, false],
    ])
  })

  it("a fresh read replaces the list but keeps live inserts it predates, counted once", () => {
    const snapshot: NotificationsState = { items: [item(4), item(3)], unreadCount: 30 }
    const replaced = notificationsReducer(start, { type: "replaced", snapshot, arrivedSince: [item(9), item(4)] })
    expect(replaced.items.map((entry) => entry.id)).toEqual([item(9).id, item(4).id, item(3).id])
    expect(replaced.unreadCount).toBe(31)
    expect(notificationsReducer(start, { type: "replaced", snapshot })).toEqual(snapshot)
  })

  it("a live update (a grouped reply) takes the row's new title and place, counted once", () => {
    const grouped = { ...item(1), title: "2 novas respostas", createdAt: item(10).createdAt }
    const next = notificationsReducer(start, { type: "updated", item: grouped })
    expect(next.items.map((entry) => entry.title)).toEqual(["2 novas respostas", "Título 3", "Título 2"])
    expect(next.unreadCount).toBe(25)
    // Read, then unread again: the badge follows.
    const readAgain = notificationsReducer(start, { type: "updated", item: item(2, false) })
    expect(readAgain.unreadCount).toBe(26)
    expect(notificationsReducer(readAgain, { type: "updated", item: item(2, true) }).unreadCount).toBe(25)
    // One the bell had not loaded: shown at the top, already in the total.
    const unseen = notificationsReducer(start, { type: "updated", item: item(40) })
    expect(unseen.items[0]?.id).toBe(item(40).id)
    expect(unseen.unreadCount).toBe(25)
    expect(notificationsReducer(start, { type: "updated", item: item(40, true) })).toBe(start)
  })

  it("a fresh read keeps a live update it predates", () => {
    const snapshot: NotificationsState = { items: [item(3), item(1)], unreadCount: 30 }
    const grouped = { ...item(1), title: "3 novas respostas", createdAt: item(10).createdAt }
    const replaced = notificationsReducer(start, { type: "replaced", snapshot, updatedSince: [grouped] })
    expect(replaced.items.map((entry) => entry.title)).toEqual(["3 novas respostas", "Título 3"])
    expect(replaced.unreadCount).toBe(30)
  })

  it("delete and its inverse put the item back in place", () => {
    const removed = notificationsReducer(start, { type: "removed", id: item(2).id })
    expect(removed.items).toHaveLength(2)
    expect(removed.unreadCount).toBe(25)
    const removedUnread = notificationsReducer(start, { type: "removed", id: item(1).id })
    expect(removedUnread.unreadCount).toBe(24)
    expect(notificationsReducer(removedUnread, { type: "restored", item: item(1) })).toEqual(start)
  })
})
