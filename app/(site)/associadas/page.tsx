import { listPublicMemberProfiles } from "@/lib/data/member-profiles"
import { parseMembersParams } from "@/lib/members-url"

import { directoryMetadata, MembersDirectoryPage } from "./_shared/directory-page"

export const metadata = directoryMetadata

/**
 * The members' directory as visitors see it (issue #37): public profiles only, prerendered and
 * kept until a profile changes (tag TAGS.members). A URL with a search, a filter or a page is
 * rendered by /associadas/-lista; a signed-in member's by /associadas/-membro (lib/routing/table.ts).
 */
export const instant = false

export default async function MembersPage() {
  const state = parseMembersParams({})
  return <MembersDirectoryPage state={state} listing={await listPublicMemberProfiles(state)} signedIn={false} />
}
