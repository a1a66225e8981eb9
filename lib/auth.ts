import "server-only"
import { cache } from "react"
import { redirect, unstable_rethrow } from "next/navigation"
import { cookies } from "next/headers"
import { connection } from "next/server"
import { getViewerProfile } from "@/lib/data/profiles"
import { decideRoute, type RouteViewer } from "@/lib/route-rules"
import { hasSessionCookie } from "@/lib/supabase/cookies"
import { createClient } from "@/lib/supabase/server"

export interface Viewer {
  userId: string
  email: string
  fullName: string | null
  /** profiles.avatar_url as stored (the member's own column): check it before showing it. */
  avatarUrl: string | null
  isAdmin: boolean
  canEditBlog: boolean
}

/**
 * The signed-in user and the rights stored on their profile, or null for a visitor.
 * Trusts only a token the auth server verified (getClaims); cached for the request.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  // Request-time only: the auth client reads the clock, which prerendering forbids.
  await connection()
  if (!hasSessionCookie((await cookies()).getAll())) return null
  const supabase = await createClient()
  const { data: auth, error: authError } = await supabase.auth.getClaims()
  const userId = auth?.claims?.sub
  if (authError || typeof userId !== "string") return null
  const profile = await getViewerProfile(supabase, userId).catch((error: unknown) => {
    console.error("[auth.getViewer] profile", error)
    return null
  })
  const email = profile?.email ?? (typeof auth?.claims.email === "string" ? auth.claims.email : "")
  return {
    userId,
    email,
    fullName: profile?.full_name ?? null,
    avatarUrl: profile?.avatar_url ?? null,
    isAdmin: profile?.is_admin === true,
    canEditBlog: profile?.can_edit_blog === true,
  }
})

/** The viewer, or a redirect to /auth carrying where they wanted to go. */
export async function requireUser(from: string) {
  const viewer = await getViewer()
  if (!viewer) redirect(`/auth?from=${encodeURIComponent(from)}`)
  return viewer
}

/** The route rules' view of a viewer (see lib/route-rules.ts). */
export function routeViewer(viewer: Viewer | null): RouteViewer {
  return viewer ? { profile: { isAdmin: viewer.isAdmin, canEditBlog: viewer.canEditBlog } } : null
}

/**
 * Server-side guard for a protected layout or page: redirects as lib/route-rules.ts decides and
 * returns the viewer with the decision, so a page can render its own "forbidden" screen.
 */
export async function guardRoute(pathname: string) {
  const viewer = await getViewer()
  const decision = decideRoute({ pathname, viewer: routeViewer(viewer) })
  if (decision.action === "redirect") redirect(decision.to)
  return { viewer, decision }
}

/** For server actions and routes only admins may use; a visitor goes to /auth, anyone else home. */
export async function requireAdmin(from = "/admin") {
  const viewer = await requireUser(from)
  if (!viewer.isAdmin) redirect("/")
  return viewer
}

/** For blog-editing actions: admins and blog editors (can_edit_blog). */
export async function requireBlogEditor(from = "/admin/blog") {
  const viewer = await requireUser(from)
  if (!viewer.isAdmin && !viewer.canEditBlog) redirect("/")
  return viewer
}

/**
 * The viewer for server-rendered navigation (the admin section's links; the site header asks
 * /api/viewer from the browser instead), or null. A failing auth backend must not take the whole
 * page down with it: the links are left out and the error is logged. Next's own control-flow
 * errors pass through (getViewer waits for the request, so nothing here is prerendered).
 */
export async function getViewerForNavigation(): Promise<Viewer | null> {
  try {
    return await getViewer()
  } catch (error) {
    unstable_rethrow(error)
    console.error("[layout.viewer]", error)
    return null
  }
}

/** How this session's user proved who they are (the JWT's `amr` methods), or null without a session. */
export async function getSessionAuthMethods(): Promise<string[] | null> {
  const supabase = await createClient()
  const { data, error } = await supabase.auth.getClaims()
  if (error || typeof data?.claims?.sub !== "string") return null
  const amr: unknown = data.claims.amr
  if (!Array.isArray(amr)) return []
  return amr.flatMap((entry: unknown) =>
    typeof entry === "object" && entry !== null && typeof (entry as { method?: unknown }).method === "string"
      ? [(entry as { method: string }).method]
      : typeof entry === "string"
        ? [entry]
        : []
  )
}

// A session opened from an e-mail link: hosted Supabase tags PKCE recovery with "recovery" and
// token_hash verification with "otp"; both prove the person controls the mailbox right now.
const EMAIL_LINK_METHODS = new Set(["recovery", "otp", "magiclink"])

/** True when the current session came from an e-mail link, so setting a new password is allowed. */
export async function hasRecoverySession() {
  const methods = await getSessionAuthMethods()
  return methods !== null && methods.some((method) => EMAIL_LINK_METHODS.has(method))
}
