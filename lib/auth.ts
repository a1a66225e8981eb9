import "server-only"
import { cache } from "react"
import { redirect } from "next/navigation"
import { createClient } from "@/lib/supabase/server"

export interface Viewer {
  userId: string
  email: string
  fullName: string | null
  isAdmin: boolean
  canEditBlog: boolean
}

/**
 * The signed-in user and the rights stored on their profile, or null for a visitor.
 * Trusts only a token the auth server verified (getClaims); cached for the request.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const supabase = await createClient()
  const { data: auth, error: authError } = await supabase.auth.getClaims()
  const userId = auth?.claims?.sub
  if (authError || typeof userId !== "string") return null
  const { data: profile, error } = await supabase
    .from("profiles")
    .select("email, full_name, is_admin, can_edit_blog")
    .eq("id", userId)
    .maybeSingle()
  if (error) console.error("[auth.getViewer] profile", error)
  const email = profile?.email ?? (typeof auth.claims.email === "string" ? auth.claims.email : "")
  return {
    userId,
    email,
    fullName: profile?.full_name ?? null,
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
