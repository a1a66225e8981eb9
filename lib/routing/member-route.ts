// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"
import { handleOfSegment, MEMBERS_PATH } from "@/lib/members-url"

/**
 * Whether a signed-in member's request for a profile (/associadas/{handle}, or its
 * /associadas/{handle}/mentoria) is a 404, decided
 * before rendering starts (issue #37): her version of the page (/associadas/-membro/[handle]) is
 * rendered per request, and with Cache Components its status is fixed once its shell streams, so
 * a hidden profile that is not hers, an unknown handle or a profile across a block is refused
 * here (the page shows its not-found view by the same read). A visitor's profile page is
 * prerendered and answers 404 itself. The read runs under the request's own session
 * (get_member_profile decides what she may see).
 */
// Her profile, and the mentoring request form for it (issue #40): the same read decides both.
const PROFILE_PAGE = new RegExp(`^${MEMBERS_PATH}/([^/]+)(?:/mentoria)?/?$`)

const MENTORING_REQUEST_PAGE = new RegExp(`^${MEMBERS_PATH}/([^/-][^/]*)/mentoria/?$`)

/**
 * What a visitor asking for the mentoring request form gets (issue #40): sign in, then back, or a
 * 404 for an address no handle can have. Decided here, as a real 307 or 404, because the page's
 * status is fixed once its shell streams. Null for members and every other page.
 */
export function visitorMentoringRequest(
  pathname: string,
  userId: string | null
): { action: "redirect"; to: string } | { action: "not_found" } | null {
  const segment = userId ? undefined : MENTORING_REQUEST_PAGE.exec(pathname)?.[1]
  if (segment === undefined) return null
  if (!handleOfSegment(segment)) return { action: "not_found" }
  return { action: "redirect", to: `/auth?from=${encodeURIComponent(pathname)}` }
}

export async function isMissingMemberProfile(
  supabase: SupabaseClient<Database>,
  pathname: string,
  userId: string | null
): Promise<boolean> {
  const segment = PROFILE_PAGE.exec(pathname)?.[1]
  // Not a profile's page, or a twin's own segment (/associadas/-lista): not this step's.
  if (!segment || segment.startsWith("-") || !userId) return false
  const handle = handleOfSegment(segment)
  if (!handle) return true
  const { data, error } = await supabase.rpc("get_member_profile", { p_handle: handle })
  // A failing lookup says nothing: the page reads again and reports the failure itself.
  if (error) return false
  return data === null
}
