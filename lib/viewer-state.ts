import type { LiveToken, NotificationsSnapshot } from "@/lib/notifications"

/**
 * What the header needs to know about the signed-in viewer. Public pages are static files shared
 * by every visitor, so the header asks for this after hydration (GET /api/viewer) instead of the
 * server rendering it into each page.
 */
export interface HeaderViewer {
  userId: string
  /** Her name, else her e-mail: the user menu's label and the avatar's initials. */
  name: string
  /** Her picture in this project's avatars bucket, or null (initials are shown instead). */
  avatarUrl: string | null
  isAdmin: boolean
  canEditBlog: boolean
}

export interface ViewerState {
  viewer: HeaderViewer | null
  /** The bell's first read and live-channel token; null for visitors or when they could not be read. */
  notifications: { initial: NotificationsSnapshot; token: LiveToken | null } | null
}

export const VIEWER_STATE_PATH = "/api/viewer"

/**
 * A cookie scripts may read, present exactly while the (HttpOnly) session cookie is: it carries no
 * token, only "someone is signed in here", so visitors' browsers never ask /api/viewer at all.
 */
export const SESSION_HINT_COOKIE = "ce-sessao"

export function hasSessionHint(cookieHeader: string) {
  return cookieHeader.split(";").some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}

/** Admins see every admin link; blog editors only the one screen they may use. */
export function adminLinksFor(
  viewer: Pick<HeaderViewer, "isAdmin" | "canEditBlog">,
  links: readonly { title: string; href: string }[]
) {
  if (viewer.isAdmin) return links
  if (viewer.canEditBlog) return links.filter((link) => link.href === "/admin/blog")
  return []
}
