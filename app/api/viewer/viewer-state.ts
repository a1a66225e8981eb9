import "server-only"

import { getViewer } from "@/lib/auth"
import { readLiveToken, readNotifications } from "@/lib/data/notifications"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { NOTIFICATION_ERRORS } from "@/lib/notifications"
import { createClient } from "@/lib/supabase/server"
import type { ViewerState } from "@/lib/viewer-state"

/**
 * Beside its one route, not in lib/data: it composes lib/auth (which reads lib/data/profiles) with
 * the notification readers, and a lib/data module importing lib/auth closed an import cycle.
 *
 * The header's view of the request's session: who is signed in, with the bell's 20 newest
 * notifications and a token for its live channel. Failed bell reads are logged with the spec's
 * texts and leave the bell empty (the live channel and a later re-sync fill it); only a failure to
 * tell who is signed in throws.
 */
export async function readViewerState(): Promise<ViewerState> {
  const viewer = await getViewer()
  if (!viewer) return { viewer: null, notifications: null }
  const supabase = await createClient()
  // One after the other: both load the same session, and a refresh must not run twice.
  const token = await readLiveToken(supabase).catch((error: unknown) => {
    console.error("[notifications.token]", error)
    return null
  })
  const initial = await readNotifications(supabase, viewer.userId).catch((error: unknown) => {
    console.error(NOTIFICATION_ERRORS.fetch, error)
    return { items: [], unreadCount: 0 }
  })
  return {
    viewer: {
      userId: viewer.userId,
      name: viewer.fullName?.trim() || viewer.email,
      avatarUrl: displayableAvatarUrl(viewer.avatarUrl),
      isAdmin: viewer.isAdmin,
      canEditBlog: viewer.canEditBlog,
    },
    notifications: { initial, token: token && token.userId === viewer.userId ? token : null },
  }
}
