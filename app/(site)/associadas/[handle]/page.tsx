import { notFound } from "next/navigation"

import {
  MembersOnlyProfile,
  profileMetadata,
  profilePageParams,
  type ProfilePageProps,
  ProfileView,
  visitorProfile,
} from "../_shared/profile-page"

/**
 * A member's profile as visitors see it (issue #37): prerendered and served from the cache (tag
 * TAGS.members and those of her listings, products and groups). A public profile in full, with
 * its ProfilePage JSON-LD; a members-only one only as the invitation to sign in (noindex); a
 * hidden or unknown one is a 404. A signed-in member's request is rewritten to
 * /associadas/-membro/[handle] (lib/routing/table.ts). Unknown handles are rendered in full before
 * the response starts, so notFound() answers 404.
 */
export const unstable_paramMatching = { handle: "blocking" }

export const generateStaticParams = profilePageParams

export async function generateMetadata({ params }: ProfilePageProps) {
  return profileMetadata(await visitorProfile(params))
}

export default async function VisitorProfilePage({ params }: ProfilePageProps) {
  const profile = await visitorProfile(params)
  if (!profile) notFound()
  if (profile.kind === "members-only") return <MembersOnlyProfile handle={profile.handle} />
  return <ProfileView profile={profile} viewerId={null} />
}
