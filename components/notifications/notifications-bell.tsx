import "server-only"

import type { Viewer } from "@/lib/auth"
import { readLiveToken, readNotifications } from "@/lib/data/notifications"
import { createClient } from "@/lib/supabase/server"
import { NOTIFICATION_ERRORS, type NotificationActions, type NotificationsSnapshot } from "@/lib/notifications"
import { NotificationCenter } from "@/components/notifications/notification-center"

const EMPTY: NotificationsSnapshot = { items: [], unreadCount: 0 }

/**
 * The header's bell slot (SiteHeader `notifications`), rendered only for a signed-in viewer: reads
 * the 20 newest notifications and an access token for the live channel under the viewer's session,
 * then hands both to the client bell with the server actions it uses. A failed read logs the spec's text and shows an empty list
 * (the live channel and a later re-sync fill it); the page itself never fails for it.
 */
export async function NotificationsBell({ viewer, actions }: { viewer: Viewer; actions: NotificationActions }) {
  const supabase = await createClient()
  // One after the other: both load the same session, and a refresh must not run twice.
  const token = await readLiveToken(supabase).catch((error: unknown) => {
    console.error("[notifications.token]", error)
    return null
  })
  const initial = await readNotifications(supabase, viewer.userId).catch((error: unknown) => {
    console.error(NOTIFICATION_ERRORS.fetch, error)
    return EMPTY
  })
  return (
    <NotificationCenter
      key={viewer.userId}
      userId={viewer.userId}
      initial={initial}
      token={token && token.userId === viewer.userId ? token : null}
      actions={actions}
    />
  )
}
