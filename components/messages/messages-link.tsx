"use client"

import * as React from "react"
import Link from "next/link"
import { usePathname } from "next/navigation"
import { MessageCircleIcon } from "lucide-react"

import { MESSAGES_READ_EVENT, messagesLinkLabel } from "@/lib/direct-messages"
import type { LiveTable, LiveTableStatus } from "@/lib/live-table"
import { MESSAGES_PATH } from "@/lib/messages-url"
import { badgeText, type LiveToken } from "@/lib/notifications"
import { Button } from "@/components/ui/button"
import { fetchUnreadMessageCount } from "@/components/messages/actions"
import { getRealtimeToken } from "@/components/notifications/actions"

export interface MessagesLinkProps {
  userId: string
  /** The bell's token (same session); null when none could be read: the count then follows navigation only. */
  token: LiveToken | null
}

/**
 * "Mensagens" in the header with the number of conversations she has not read, kept live: every
 * direct message notifies its recipient (one notification row per conversation, inserted or
 * updated), so her own notifications channel (user_id=eq.<her id>, RLS too) says when to count
 * again. An open conversation announces when it marked itself read.
 */
export function MessagesLink({ userId, token }: MessagesLinkProps) {
  const [unread, setUnread] = React.useState(0)
  const [liveStatus, setLiveStatus] = React.useState<LiveTableStatus | "off">("off")
  const pathname = usePathname()
  const latest = React.useRef(0)

  const count = React.useCallback(() => {
    const request = ++latest.current
    void fetchUnreadMessageCount()
      .then((answer) => {
        if (request === latest.current && answer.status === "success") setUnread(answer.data ?? 0)
      })
      .catch(() => undefined)
  }, [])

  React.useEffect(() => count(), [count, pathname])

  React.useEffect(() => {
    window.addEventListener(MESSAGES_READ_EVENT, count)
    return () => window.removeEventListener(MESSAGES_READ_EVENT, count)
  }, [count])

  React.useEffect(() => {
    if (!token || token.userId !== userId) return
    let live: LiveTable | null = null
    let cancelled = false
    void import("@/lib/live-table")
      .then(({ openLiveTable }) => {
        if (cancelled) return
        live = openLiveTable({
          channel: `mensagens:${userId}`,
          table: "notifications",
          event: "*",
          filter: `user_id=eq.${userId}`,
          userId,
          token,
          getToken: getRealtimeToken,
          onResync: count,
          onStatus: setLiveStatus,
          onPayload: (payload) => {
            const row = (payload.eventType === "DELETE" ? payload.old : payload.new) as { type?: unknown }
            if (payload.eventType === "DELETE" || row?.type === "direct_message") count()
          },
        })
      })
      .catch((error: unknown) => console.error("[messages.live]", error))
    return () => {
      cancelled = true
      live?.close()
      setLiveStatus("off")
    }
  }, [token, userId, count])

  const badge = badgeText(unread)
  return (
    // Not below 370 px: the header's icons would overflow a 320 px screen (the bell still announces
    // each new message there, and its notification opens the conversation).
    <Button asChild variant="ghost" size="icon" className="relative hidden min-[370px]:inline-flex">
      <Link
        href={MESSAGES_PATH}
        aria-label={messagesLinkLabel(unread)}
        data-slot="messages-link"
        data-messages-live={liveStatus}
        prefetch={false}
      >
        <MessageCircleIcon aria-hidden="true" />
        {badge ? (
          <span
            aria-hidden="true"
            data-slot="messages-badge"
            className="bg-destructive absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </Link>
    </Button>
  )
}
