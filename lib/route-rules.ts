/**
 * Who may open which protected page, in one pure function shared by proxy.ts (session only) and
 * the member/admin layouts (session plus profile). Every redirect lands on a page that the same
 * viewer is allowed to open, so no chain of redirects can loop.
 */
import type { FlashKey } from "@/lib/messages"
import { safeNextPath } from "@/lib/safe-path"

export interface RouteProfile {
  isAdmin: boolean
  canEditBlog: boolean
}

/**
 * `null`: a visitor without a session. `{ profile: null }`: signed in, rights not looked up yet
 * (the proxy), so role rules are left to the layouts.
 */
export type RouteViewer = { profile: RouteProfile | null } | null

/**
 * `notice`: a one-shot message for the page the viewer lands on (a lib/messages.ts flash key), so a
 * signed-in user sent away from a restricted page learns why. Visitors going to sign-in get none.
 */
export type RouteDecision =
  { action: "allow" } | { action: "redirect"; to: string; notice?: FlashKey } | { action: "forbidden" }

export interface RouteRequest {
  pathname: string
  /** The query string of the request (with or without "?"), kept in `from` for the sign-in page. */
  search?: string
  viewer: RouteViewer
}

const ALLOW: RouteDecision = { action: "allow" }

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`)

/** Drops trailing slashes so "/admin/" and "/admin" follow the same rule. */
function normalize(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

function isProtectedPath(pathname: string) {
  const path = normalize(pathname)
  // Direct messages (issue #37) and the order builder (issue #38) are the member area's too,
  // outside /dashboard for a short address.
  return (
    within(path, "/dashboard") || within(path, "/mensagens") || within(path, "/encomendar") || within(path, "/admin")
  )
}

export function decideRoute({ pathname, search = "", viewer }: RouteRequest): RouteDecision {
  const path = normalize(pathname)
  if (!isProtectedPath(path)) return ALLOW
  if (!viewer) {
    const query = search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`
    return { action: "redirect", to: `/auth?from=${encodeURIComponent(`${path}${query}`)}` }
  }
  if (within(path, "/dashboard") || within(path, "/mensagens") || within(path, "/encomendar")) return ALLOW
  const { profile } = viewer
  if (!profile) return ALLOW
  if (profile.isAdmin) return ALLOW
  // The spec shows this screen's own "Acesso Negado" to signed-in non-admins instead of moving them.
  if (within(path, "/admin/newsletter")) return { action: "forbidden" }
  if (profile.canEditBlog) {
    if (path === "/admin") return { action: "redirect", to: "/admin/blog" }
    if (within(path, "/admin/blog")) return ALLOW
  }
  return { action: "redirect", to: "/", notice: "restrito" }
}

/** Where the dashboard's admin card leads, by the same rules: the first admin page this viewer may open. */
export function adminEntryPath(profile: RouteProfile): string | null {
  if (profile.isAdmin) return "/admin"
  if (profile.canEditBlog) return "/admin/blog"
  return null
}

/**
 * Where sign-in (or an e-mail link) sends someone: `from` when it is a safe same-site path that
 * is not the auth screen itself (which would loop back to a form), else the fallback.
 */
export function postAuthPath(from: unknown, fallback = "/dashboard"): string {
  const path = safeNextPath(from, fallback)
  const pathname = path.split(/[?#]/, 1)[0] ?? ""
  return within(normalize(pathname), "/auth") && pathname !== "/auth/reset-password" ? fallback : path
}
