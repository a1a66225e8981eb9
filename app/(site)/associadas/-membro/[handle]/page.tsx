import { notFound } from "next/navigation"

import { getViewer } from "@/lib/auth"
import { BlockDialog } from "@/components/messages/safety-dialogs"

import {
  MembersOnlyProfile,
  profileMetadata,
  type ProfilePageProps,
  ProfileView,
  viewerProfile,
  visitorProfile,
} from "../../_shared/profile-page"
import { blockMemberFromProfile, unblockMemberFromProfile } from "../../actions"

/**
 * A member's profile as a signed-in member sees it, rewritten here by proxy.ts (the address stays
 * /associadas/[handle]): members-only profiles in full, her own hidden one as a preview, and
 * "Enviar mensagem" to anyone but herself. Read per request under her session, never cached. The
 * proxy (lib/routing/member-route.ts) has already answered a profile she may not see with a real 404.
 */
export const instant = false

async function load(params: ProfilePageProps["params"]) {
  const viewer = await getViewer()
  // A session that ended between the proxy and here: the visitors' answer.
  return { viewer, profile: viewer ? await viewerProfile(params) : await visitorProfile(params) }
}

export async function generateMetadata({ params }: ProfilePageProps) {
  return profileMetadata((await load(params)).profile)
}

export default async function MemberProfilePage({ params }: ProfilePageProps) {
  const { viewer, profile } = await load(params)
  if (!profile) notFound()
  if (profile.kind === "members-only") return <MembersOnlyProfile handle={profile.handle} />
  return (
    <ProfileView
      profile={profile}
      viewerId={viewer?.userId ?? null}
      memberActions={
        <BlockDialog
          memberId={profile.id}
          memberName={profile.fullName}
          conversationId=""
          blocked={false}
          block={blockMemberFromProfile}
          unblock={unblockMemberFromProfile}
        />
      }
    />
  )
}
