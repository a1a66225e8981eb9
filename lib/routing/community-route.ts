// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"

/**
 * What the proxy answers for a community group's pages, decided before rendering starts: with
 * Cache Components a page's status is fixed once its shell streams, so a hidden or unknown group,
 * a topic she may not read and a moderation page she does not run must be refused here to go out
 * as real 404s (the pages render their not-found view by the same reads), and a visitor is sent to
 * sign in from a topic or moderation page with a real 307. The reads run under the request's own
 * session (RLS), or as a visitor.
 */
export type CommunityRouteDecision = { action: "allow" } | { action: "redirect"; to: string } | { action: "not_found" }

const GROUP_PAGE = /^\/comunidade\/([^/]+)(?:\/([^/]+))?\/?$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ALLOW: CommunityRouteDecision = { action: "allow" }
const NOT_FOUND: CommunityRouteDecision = { action: "not_found" }

/** The decision for `pathname`, or null when it is not a group's page (/comunidade itself is public). */
export async function decideCommunityRoute(
  supabase: SupabaseClient<Database>,
  pathname: string,
  userId: string | null
): Promise<CommunityRouteDecision | null> {
  const match = GROUP_PAGE.exec(pathname)
  if (!match) return null
  const [, slug = "", sub] = match
  if (!SLUG.test(slug)) return NOT_FOUND
  if (sub !== undefined && sub !== "moderacao" && !UUID.test(sub)) return NOT_FOUND
  if (!userId) {
    // A visitor's group page is prerendered and answers unknown and hidden groups with 404 itself.
    return sub === undefined ? ALLOW : { action: "redirect", to: `/auth?from=${encodeURIComponent(pathname)}` }
  }

  const group = await supabase.from("community_groups").select("id").eq("slug", slug).maybeSingle()
  // A failing lookup says nothing: the page reads again and reports the failure itself.
  if (group.error) return ALLOW
  if (!group.data) return NOT_FOUND
  if (sub === undefined) return ALLOW

  if (sub === "moderacao") {
    const [admin, membership] = await Promise.all([
      supabase.rpc("is_admin"),
      supabase
        .from("community_memberships")
        .select("role, status")
        .eq("group_id", group.data.id)
        .eq("user_id", userId)
        .maybeSingle(),
    ])
    if (admin.error || membership.error) return ALLOW
    const moderator = membership.data?.status === "active" && membership.data.role === "moderator"
    return admin.data === true || moderator ? ALLOW : NOT_FOUND
  }

  const topic = await supabase
    .from("community_topics")
    .select("id")
    .eq("id", sub)
    .eq("group_id", group.data.id)
    .maybeSingle()
  if (topic.error) return ALLOW
  return topic.data ? ALLOW : NOT_FOUND
}
