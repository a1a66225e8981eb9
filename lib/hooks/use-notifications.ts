"use client"

import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from "react"
import { useRouter } from "next/navigation"

import type { ActionState } from "@/lib/action-state"
import { toast } from "@/lib/hooks/use-toast"
import {
  type LiveToken,
  type NotificationActions,
  NOTIFICATION_ERRORS,
  type NotificationItem,
  type NotificationsSnapshot,
  notificationsReducer,
} from "@/lib/notifications"
import type { LiveConnection, LiveStatus } from "@/lib/notifications-live"

export interface UseNotificationsOptions {
  userId: string
  /** The server's first read; afterwards the hook's own state (live inserts, actions) is the truth. */
  initial: NotificationsSnapshot
  /** For the live channel; null when the server could not read one (the list still works). */
  token: LiveToken | null
  /** Server actions, acting under the user's session. */
  actions: NotificationActions
  /** A notification said the viewer's rights changed, or the session ended. */
  onRightsChanged?: () => void
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** Runs `work` once the browser is idle after hydration (the page is interactive by then). */
function whenIdle(work: () => void): () => void {
  const w = window as IdleWindow
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(work, { timeout: 2000 })
    return () => w.cancelIdleCallback?.(handle)
  }
  const handle = window.setTimeout(work, 200)
  return () => window.clearTimeout(handle)
}

async function settle(action: Promise<ActionState>): Promise<unknown> {
  try {
    const result = await action
    return result.status === "success" ? null : result.status === "error" ? (result.code ?? result.message) : "failed"
  } catch (error) {
    return error ?? "failed"
  }
}

/**
 * The bell's state: the 20 newest notifications and the unread total, live inserts (each one
 * prepended, counted and toasted) and updates (a grouped reply moves up with its new count), and
 * the four actions. Actions change the list at once and
 * undo exactly that change when the server refuses; failures are logged with spec section 8's
 * texts and never shown. The Realtime client is imported only after hydration, when idle.
 */
export function useNotifications({ userId, initial, token, actions, onRightsChanged }: UseNotificationsOptions) {
  const router = useRouter()
  const [state, dispatch] = useReducer(notificationsReducer, initial)
  const [announcement, setAnnouncement] = useState("")
  const [markingAll, setMarkingAll] = useState(false)
  const [liveStatus, setLiveStatus] = useState<LiveStatus>("off")
  const stateRef = useRef(state)
  const connectionRef = useRef<LiveConnection | null>(null)
  const firstTokenRef = useRef(token)
  // Server action references are stable, but the object holding them is new on every server render.
  const actionsRef = useRef(actions)
  useEffect(() => {
    actionsRef.current = actions
  }, [actions])
  const rightsChangedRef = useRef(onRightsChanged)
  useEffect(() => {
    rightsChangedRef.current = onRightsChanged
  }, [onRightsChanged])

  // Menus (the header) and pages rendered on the server follow at once.
  const rightsChanged = useCallback(() => {
    rightsChangedRef.current?.()
    startTransition(() => router.refresh())
  }, [router])

  useEffect(() => {
    stateRef.current = state
  }, [state])

  // Live inserts and updates that arrive while a resync reads the list, which that read may predate.
  const arrivingRef = useRef<NotificationItem[] | null>(null)
  const updatingRef = useRef<NotificationItem[] | null>(null)
  const resync = useCallback(async () => {
    const arrivedSince: NotificationItem[] = []
    const updatedSince: NotificationItem[] = []
    arrivingRef.current = arrivedSince
    updatingRef.current = updatedSince
    try {
      const answer = await actionsRef.current.fetch()
      const snapshot = answer.status === "success" ? answer.data : undefined
      if (!snapshot) throw new Error(answer.status === "error" ? (answer.code ?? answer.message) : "no snapshot")
      dispatch({ type: "replaced", snapshot, arrivedSince, updatedSince })
    } catch (error) {
      console.error(NOTIFICATION_ERRORS.fetch, error)
    } finally {
      if (arrivingRef.current === arrivedSince) arrivingRef.current = null
      if (updatingRef.current === updatedSince) updatingRef.current = null
    }
  }, [])

  const onInsert = useCallback(
    (item: NotificationItem) => {
      arrivingRef.current?.push(item)
      if (stateRef.current.items.some((existing) => existing.id === item.id)) return
      dispatch({ type: "inserted", item })
      setAnnouncement(`Nova notificação: ${item.title}`)
      toast({ title: item.title, description: item.message || undefined })
      // Rights changed (admin, blog editor, roles).
      if (item.type === "user_action") rightsChanged()
      // A seat from a project's waiting list (or another appointment): the page she is on follows.
      else if (item.type === "appointment") startTransition(() => router.refresh())
    },
    [rightsChanged, router]
  )

  // A reply folded into her unread notification of the topic ("3 novas respostas em …", moved up),
  // or one read in another tab: the row changes in place, and only news is announced.
  const onUpdate = useCallback((item: NotificationItem) => {
    updatingRef.current?.push(item)
    const before = stateRef.current.items.find((existing) => existing.id === item.id)
    dispatch({ type: "updated", item })
    const news = !item.read && (!before || Date.parse(item.createdAt) > Date.parse(before.createdAt))
    if (!news) return
    setAnnouncement(`Nova notificação: ${item.title}`)
    toast({ title: item.title, description: item.message || undefined })
  }, [])

  useEffect(() => {
    const first = firstTokenRef.current
    if (!first || first.userId !== userId) return
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void import("@/lib/notifications-live")
        .then(({ connectLive }) => {
          if (cancelled) return
          connectionRef.current = connectLive({
            userId,
            token: first,
            getToken: () => actionsRef.current.getToken(),
            onInsert,
            onUpdate,
            onResync: () => void resync(),
            onSessionEnded: rightsChanged,
            onStatus: setLiveStatus,
          })
        })
        .catch((error: unknown) => console.error("[notifications.live]", error))
    })
    return () => {
      cancelled = true
      cancelIdle()
      connectionRef.current?.close()
      connectionRef.current = null
      setLiveStatus("off")
    }
  }, [userId, onInsert, onUpdate, resync, rightsChanged])

  // A later answer of /api/viewer may carry a newer token than the connection holds.
  useEffect(() => {
    if (token) connectionRef.current?.offerToken(token)
  }, [token])

  const markRead = useCallback(async (id: string) => {
    const target = stateRef.current.items.find((item) => item.id === id)
    if (!target || target.read) return
    dispatch({ type: "markedRead", id })
    const failure = await settle(actionsRef.current.markRead(id))
    if (failure) {
      console.error(NOTIFICATION_ERRORS.markRead, failure)
      dispatch({ type: "unmarkedRead", id })
    }
  }, [])

  const markAllRead = useCallback(async () => {
    const { items, unreadCount } = stateRef.current
    if (unreadCount === 0) return
    const ids = items.filter((item) => !item.read).map((item) => item.id)
    setMarkingAll(true)
    dispatch({ type: "markedAllRead", ids, unread: unreadCount })
    const failure = await settle(actionsRef.current.markAllRead())
    setMarkingAll(false)
    if (failure) {
      console.error(NOTIFICATION_ERRORS.markAllRead, failure)
      dispatch({ type: "unmarkedAllRead", ids, unread: unreadCount })
    }
  }, [])

  const remove = useCallback(async (id: string) => {
    const target = stateRef.current.items.find((item) => item.id === id)
    if (!target) return
    dispatch({ type: "removed", id })
    const failure = await settle(actionsRef.current.remove(id))
    if (failure) {
      console.error(NOTIFICATION_ERRORS.delete, failure)
      dispatch({ type: "restored", item: target })
    }
  }, [])

  return {
    items: state.items,
    unreadCount: state.unreadCount,
    announcement,
    markingAll,
    liveStatus,
    markRead,
    markAllRead,
    remove,
  }
}
