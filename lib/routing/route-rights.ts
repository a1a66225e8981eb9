// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import type { RouteProfile } from "@/lib/route-rules"

/**
 * The signed-in user's rights for the proxy's route rules, read under her session; null on any
 * failure (the layouts then decide with the same rules).
 */
export async function getRouteRights(supabase: SupabaseClient<Database>, userId: string): Promise<RouteProfile | null> {
  const { data, error } = await supabase
    .from("profiles")
    .select("is_admin, can_edit_blog")
    .eq("id", userId)
    .maybeSingle()
  if (error || !data) return null
  return { isAdmin: data.is_admin === true, canEditBlog: data.can_edit_blog === true }
}
