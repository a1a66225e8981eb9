import { getViewer } from "@/lib/auth"
import { listMemberProfilesForViewer, listPublicMemberProfiles } from "@/lib/data/member-profiles"
import { parseMembersParams } from "@/lib/members-url"

import { directoryMetadata, MembersDirectoryPage } from "../_shared/directory-page"

export const metadata = directoryMetadata

/**
 * The members' directory as a signed-in member sees it, rewritten here by proxy.ts (the address
 * stays /associadas): public and members-only profiles, nobody across a block, read per request
 * under her session. Its filtered states go to /associadas/-lista, which reads her session too.
 */
export const instant = false

export default async function MemberDirectoryPage() {
  const state = parseMembersParams({})
  const viewer = await getViewer()
  const listing = viewer ? await listMemberProfilesForViewer(state) : await listPublicMemberProfiles(state)
  return <MembersDirectoryPage state={state} listing={listing} signedIn={viewer !== null} />
}
