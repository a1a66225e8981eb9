import { signedInClient } from "./notifications-backend"

/**
 * Gives a fresh member a visible profile through her own update_member_profile (the only writer),
 * so other members may find her and write to her. Only handle and visibility: the rest stays empty.
 */
export async function makeProfileVisible(
  member: { email: string; password: string },
  handle: string,
  visibility: "members" | "public" = "members"
) {
  const db = await signedInClient(member.email, member.password)
  const { error } = await db.rpc("update_member_profile", {
    p_handle: handle,
    p_visibility: visibility,
    p_bio: null as unknown as string,
    p_city: null as unknown as string,
    p_state: null as unknown as string,
    p_offers: [],
    p_needs: [],
    p_offers_note: null as unknown as string,
    p_needs_note: null as unknown as string,
    p_social_links: {},
  })
  if (error) throw new Error(`profile of ${member.email}: ${error.message}`)
  return handle
}
