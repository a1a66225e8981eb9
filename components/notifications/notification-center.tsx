"use client"

import * as React from "react"
import Link from "next/link"
import * as DialogPrimitive from "@radix-ui/react-dialog"
import { BellIcon, CheckCheckIcon, CheckIcon, MailIcon, Trash2Icon, XIcon } from "lucide-react"

import { useNotifications } from "@/lib/hooks/use-notifications"
import {
  badgeText,
  bellLabel,
  isSameSitePath,
  type LiveToken,
  type NotificationActions,
  type NotificationItem,
  type NotificationsSnapshot,
} from "@/lib/notifications"
import { formatDateTimeLong, formatRelativeTime } from "@/lib/format"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { ScrollArea } from "@/components/ui/scroll-area"
import {
  deleteNotification,
  fetchNotifications,
  getRealtimeToken,
  markAllNotificationsRead,
  markNotificationRead,
} from "@/components/notifications/actions"
import { NotificationIcon } from "@/components/notifications/notification-icon"

// The bell's server actions, imported where they are used rather than handed down from the root
// layout. One object for the module: useNotifications keeps the latest in a ref anyway.
const ACTIONS: NotificationActions = {
  markRead: markNotificationRead,
  markAllRead: markAllNotificationsRead,
  remove: deleteNotification,
  fetch: fetchNotifications,
  getToken: getRealtimeToken,
}

export interface NotificationCenterProps {
  userId: string
  initial: NotificationsSnapshot
  token: LiveToken | null
  /** Called when a notification says the viewer's rights changed (the header asks the server again). */
  onRightsChanged?: () => void
}

/** Relative times move on while the panel is open. */
function useNow(intervalMs: number) {
  const [now, setNow] = React.useState(() => Date.now())
  React.useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}

/**
 * The header bell: a button named with the unread count (the badge, "9+" above 9, is only
 * visual) that opens a non-modal panel with the 20 newest notifications. Escape, a click outside
 * or the close button shut it and return focus to the bell; new arrivals are announced politely.
 */
export function NotificationCenter({ userId, initial, token, onRightsChanged }: NotificationCenterProps) {
  const notifications = useNotifications({ userId, initial, token, actions: ACTIONS, onRightsChanged })
  const { unreadCount, announcement, liveStatus } = notifications
  const [open, setOpen] = React.useState(false)
  const badge = badgeText(unreadCount)

  return (
    <div className="relative" data-live-status={liveStatus}>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
        <DialogPrimitive.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={bellLabel(unreadCount)}
            data-slot="notifications-bell"
          >
            <BellIcon aria-hidden="true" />
            {badge ? (
              <span
                aria-hidden="true"
                data-slot="notifications-badge"
                className="bg-destructive absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
              >
                {badge}
              </span>
            ) : null}
          </Button>
        </DialogPrimitive.Trigger>
        {/* Not portalled: the panel follows the bell in the tab order. */}
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-slot="notifications-panel"
          className={cn(
            "bg-popover text-popover-foreground z-50 overflow-hidden rounded-lg border shadow-lg outline-none",
            // Phones: across the screen under the header (the header's backdrop filter anchors `fixed`).
            "fixed inset-x-2 top-16",
            "sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
          )}
        >
          <NotificationPanel {...notifications} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Root>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

type PanelProps = ReturnType<typeof useNotifications> & { onNavigate(): void }

function NotificationPanel({ items, unreadCount, markingAll, markRead, markAllRead, remove, onNavigate }: PanelProps) {
  const now = useNow(30_000)
  const listRef = React.useRef<HTMLUListElement>(null)
  const headingRef = React.useRef<HTMLHeadingElement>(null)

  /** Focus must not fall to the page when the focused control disappears. */
  const focusAfterRemoval = (from: HTMLElement) => {
    const item = from.closest("li")
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling) as HTMLElement | null
    const target = neighbour?.querySelector<HTMLElement>("[data-focus-after-removal]") ?? headingRef.current
    target?.focus()
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4">
        <DialogPrimitive.Title ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          Notificações
        </DialogPrimitive.Title>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0 || markingAll}
            aria-busy={markingAll || undefined}
          >
            <CheckCheckIcon aria-hidden="true" />
            Marcar todas como lidas
          </Button>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label="Fechar notificações">
              <XIcon aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </div>
      </div>
      <ScrollArea className="h-96" viewportProps={{ tabIndex: -1 }}>
        {items.length === 0 ? (
          <p className="text-muted-foreground px-4 py-10 text-center text-sm">Nenhuma notificação por aqui.</p>
        ) : (
          <ul ref={listRef} aria-label="Notificações recentes" className="divide-y">
            {items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                now={now}
                onMarkRead={(button) => {
                  // The check button goes away once read; keep focus on the same row.
                  button.closest("li")?.querySelector<HTMLElement>("[data-focus-after-removal]")?.focus()
                  void markRead(item.id)
                }}
                onDelete={(button) => {
                  focusAfterRemoval(button)
                  void remove(item.id)
                }}
                onFollow={async () => {
                  onNavigate()
                  await markRead(item.id)
                }}
              />
            ))}
          </ul>
        )}
      </ScrollArea>
      {/* Issue #39: what reaches her inbox is chosen there; the bell itself always has everything. */}
      <div className="border-t px-4 py-2 text-sm">
        <Link
          href={NOTIFICATION_PREFERENCES_PATH}
          onClick={onNavigate}
          className="inline-flex items-center gap-2 font-medium underline underline-offset-4"
        >
          <MailIcon className="size-4" aria-hidden="true" />
          Preferências de e-mail
        </Link>
      </div>
    </>
  )
}

function NotificationRow({
  item,
  now,
  onMarkRead,
  onDelete,
  onFollow,
}: {
  item: NotificationItem
  now: number
  onMarkRead(button: HTMLElement): void
  onDelete(button: HTMLElement): void
  onFollow(): Promise<void>
}) {
  return (
    <li
      data-slot="notification-item"
      data-read={item.read ? "true" : "false"}
      className={cn("flex gap-3 px-4 py-3", !item.read && "bg-primary/5")}
    >
      <NotificationIcon type={item.type} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-start gap-2 text-sm leading-snug font-medium break-words">
          {item.read ? null : <span className="bg-primary mt-1.5 size-2 shrink-0 rounded-full" aria-hidden="true" />}
          <span>
            {item.read ? null : <span className="sr-only">Não lida: </span>}
            {item.title}
          </span>
        </h3>
        {item.message ? <p className="text-muted-foreground mt-0.5 text-sm break-words">{item.message}</p> : null}
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <time dateTime={item.createdAt} title={formatDateTimeLong(item.createdAt)} className="text-muted-foreground">
            {formatRelativeTime(item.createdAt, { now })}
          </time>
          {item.actionUrl ? <DetailsLink href={item.actionUrl} title={item.title} onFollow={onFollow} /> : null}
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-0.5">
        {item.read ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Marcar como lida: ${item.title}`}
            onClick={(event) => onMarkRead(event.currentTarget)}
          >
            <CheckIcon aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="hover:text-destructive size-8"
          aria-label={`Excluir notificação: ${item.title}`}
          data-focus-after-removal=""
          onClick={(event) => onDelete(event.currentTarget)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
}

const linkClass =
  "text-primary focus-visible:ring-ring rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"

/** "Ver detalhes": marks the notification read and follows its link (same-site path or http(s) only). */
function DetailsLink({ href, title, onFollow }: { href: string; title: string; onFollow(): Promise<void> }) {
  // The visible words start the accessible name (WCAG 2.5.3); an sr-only span would be read with a
  // stray space before the colon, as browsers separate an absolutely positioned box from its text.
  const label = "Ver detalhes"
  const name = `Ver detalhes: ${title}`
  if (isSameSitePath(href)) {
    // A client-side navigation: the bell stays mounted, so the mark-read request completes.
    return (
      <Link href={href} aria-label={name} className={linkClass} onClick={() => void onFollow()}>
        {label}
      </Link>
    )
  }
  return (
    <a
      href={href}
      aria-label={name}
      className={linkClass}
      onClick={(event) => {
        // Another tab or window keeps this page: just mark it read.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
          void onFollow()
          return
        }
        // Leaving the site would cancel the request; wait for it briefly first.
        event.preventDefault()
        void Promise.race([onFollow(), new Promise((resolve) => setTimeout(resolve, 1500))]).then(() =>
          window.location.assign(href)
        )
      }}
    >
      {label}
    </a>
  )
}
